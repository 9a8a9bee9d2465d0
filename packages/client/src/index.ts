export {
  DugoutApiError,
  DugoutClient,
  type DugoutClientOptions,
  type DugoutSocket,
  ReplayCursor,
} from './client.js';
export * from './league-protocol.js';
export { MatchConnection, MatchError, type MatchListeners } from './match-connection.js';
export * from './protocol.js';
export { challengeStatus, isChallenge } from './tables.js';
export { applyPatch, diffView, type PatchOp, type ViewPatch, viewHash } from './view-patch.js';
