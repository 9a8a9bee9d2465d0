import type { MatchState, PlayerState } from '../state/types.js';
import type { ArmourBonus } from './armour-bonus.js';
import { canUseBlockHook, findBlockHook, hasBlockHook } from './hooks.js';

/**
 * Arm Bar: a player that Falls Over leaving the Tackle Zone of an opponent with Arm Bar takes +1 on the
 * armour or the injury roll, and that opponent is credited with a casualty. `leaving` are the ids of the
 * opponents whose Tackle Zone it left.
 */
export function armBar(
  s: MatchState,
  faller: PlayerState,
  leaving: readonly string[],
): { by: string; bonus: ArmourBonus } | null {
  for (const id of leaving) {
    const o = s.players.find((x) => x.id === id);
    if (!o || !canUseBlockHook(o, 'armourAfterFall')) continue;
    return {
      by: o.id,
      bonus: {
        flexible: { value: 1, reason: findBlockHook(o, 'armourAfterFall')?.def.id ?? 'arm bar' },
        flexibleOnArmour: !hasBlockHook(faller, 'armourUnmodifiable'),
        breaksOn: null,
      },
    };
  }
  return null;
}
