/**
 * The engine's odds (`@dugout/rules/odds`), an entry of their own: a page that only plays the engine (the web
 * client's match screen) imports none of them, and the odds worker that does shares the engine with it.
 */
export { BLOCK_OUTCOMES, type BlockOdds, type BlockOutcome, blockFaceOdds, blockOdds } from './block.js';
export { type FoulOdds, foulOdds } from './foul.js';
export {
  catchChance,
  handOffOdds,
  type PassOdds,
  passOdds,
  type ThrowOdds,
  type ThrowOutcomes,
  throwOdds,
  throwOutcomes,
  ttmOdds,
} from './pass.js';
export { type ReachableSquare, type ReachStep, reachableSquares, testChance } from './reach.js';
