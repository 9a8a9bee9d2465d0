/**
 * Labels of the `choose` options a Star Player's special rule offers: which block dice to re-roll
 * (`dice:1+3`, Savage Blow), named by the faces they show; using the rule the prompt names (`use`).
 */
import { blockFace, type MatchState } from '@dugout/rules';
import { t } from '../i18n/index.js';
import { term } from './describe-event.js';

export function ruleChoiceLabel(s: MatchState, choice: string): string | null {
  if (choice === 'use') return t('choice.use');
  if (!choice.startsWith('dice:')) return null;
  const top = s.stack[s.stack.length - 1] as { dice?: unknown } | undefined;
  const dice = Array.isArray(top?.dice) ? (top.dice as number[]) : [];
  const picked = choice
    .slice('dice:'.length)
    .split('+')
    .map((n) => dice[Number(n) - 1]);
  const faces = picked.map((f, i) => (f === undefined ? `#${i + 1}` : term('block-face', blockFace(f))));
  return t('choice.reroll-dice', { dice: faces.join(' + ') });
}
