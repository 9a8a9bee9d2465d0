import type { SkillDef } from './hooks.js';

/**
 * Ball & Chain: the player's only action is the Ball & Chain Move (`actions/ball-and-chain.ts`): each
 * square along the Throw-in template, blocking whoever stands in the way. Going down is an injury roll at
 * once with Stunned read as KO. Forgo stays possible: it is no action.
 */
export const ballAndChain: SkillDef = {
  id: 'ball-and-chain',
  forbidsAction: (action) => action !== 'special' && action !== 'forgo',
  ballAndChainMove: true,
  injuryWhenDown: true,
  // Its blocks always follow up, Fend or not (the block procedure checks Fend after this).
  block: { mustFollowUp: true },
};
