import type { EditionId } from '@dugout/rules';
import { useEffect } from 'preact/hooks';
import { speakEdition } from '../i18n/index.js';

/**
 * The screen says the words of its match's edition (a classic match: GFI, AG 1–6, LRB6 roster names) while
 * it is shown. Set while rendering, so the first paint already says them; BB2025 again once it closes.
 */
export function useSpokenEdition(edition: EditionId): void {
  speakEdition(edition);
  useEffect(() => () => speakEdition('bb2025'), []);
}
