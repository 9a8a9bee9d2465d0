/**
 * Whole Korean and Japanese catalogues, for tests: the app loads the parts as separate chunks
 * (`index.ts`), so nothing in the app imports this file.
 */
import type { Catalogue } from './index.js';
import { japaneseMessages } from './ja.js';
import { japaneseLiveMessages } from './ja-live.js';
import { koreanMessages } from './ko.js';
import { koreanLiveMessages } from './ko-live.js';

export const korean = { messages: { ...koreanMessages, ...koreanLiveMessages } as Catalogue };
export const japanese = { messages: { ...japaneseMessages, ...japaneseLiveMessages } as Catalogue };
