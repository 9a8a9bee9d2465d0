/**
 * What the odds worker is asked, and how it answers (pure).
 * The engine's odds play every roll out (`@dugout/rules` odds trees): a move or a pass among many players
 * takes seconds, so the screen never works them out on its own thread, and the odds code stays out of the
 * page's bundle (the page imports only types from here).
 */
import type { MatchState, Square } from '@dugout/rules';
import { type ReachableSquare, reachableSquares } from '@dugout/rules/odds';
import { type BlockPreview, blockPreviews } from './block-view.js';
import { type PassPreview, passBands, passPreview, squareOdds } from './pass-view.js';

export type OddsAsk =
  | { kind: 'reach'; state: MatchState; player: string }
  /** The odds of each block target the state's decision offers (a block, or a blitz's move). */
  | { kind: 'blocks'; state: MatchState }
  | { kind: 'pass'; state: MatchState }
  | { kind: 'square'; state: MatchState; square: Square };

export type SquareOdds = ReturnType<typeof squareOdds>;

export interface OddsAnswers {
  reach: ReachableSquare[];
  blocks: BlockPreview[];
  pass: PassPreview | null;
  square: SquareOdds;
}

/** The range bands of the last state a square was asked of: a pointer moving over squares asks the same state. */
let lastBands: { json: string; bands: PassPreview | null } | null = null;

function bandsOf(s: MatchState): PassPreview | null {
  // States reach the worker as copies: the same state is recognised by its content.
  const json = JSON.stringify(s);
  if (lastBands?.json !== json) lastBands = { json, bands: s.decision ? passBands(s, s.decision) : null };
  return lastBands.bands;
}

/** Works out one ask (what the worker runs). */
export function answer(ask: OddsAsk): OddsAnswers[OddsAsk['kind']] {
  switch (ask.kind) {
    case 'reach':
      try {
        return reachableSquares(ask.state, ask.player);
      } catch {
        // Odds the engine cannot give here: the screen shows the moves without them.
        return [];
      }
    case 'blocks':
      return ask.state.decision ? blockPreviews(ask.state, ask.state.decision) : [];
    case 'pass':
      return ask.state.decision ? passPreview(ask.state, ask.state.decision) : null;
    case 'square': {
      const bands = bandsOf(ask.state);
      return bands ? squareOdds(ask.state, bands, ask.square) : null;
    }
  }
}
