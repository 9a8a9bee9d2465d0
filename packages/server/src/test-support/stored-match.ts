import { randomUUID } from 'node:crypto';
import type { NewMatch, StoredCommand } from '../host/store.js';

/** A live match of the game 'test' as the store takes it: two bot seats, nothing played yet. */
export const newStoredMatch = (over: Partial<NewMatch> = {}): NewMatch => ({
  id: randomUUID(),
  game: 'test',
  version: 'v1',
  seats: { p1: { kind: 'bot', name: 'Bot' }, p2: { kind: 'bot', name: 'Bot' } },
  options: {},
  seed: '00'.repeat(32),
  seedCommitment: 'c',
  seq: 0,
  snapshot: { n: 0 },
  snapshotSeq: 0,
  snapshotDice: 0,
  snapshotVersion: 'v1',
  initialHash: 'h0',
  initialRolls: [],
  initialDice: 0,
  stateHash: 'h0',
  turnSeconds: 60,
  ...over,
});

/** Command `seq` of such a match, sent by seat p1's coach. */
export const storedCommand = (seq: number, over: Partial<StoredCommand> = {}): StoredCommand => ({
  seq,
  seat: 'p1',
  actor: 'coach-1',
  clientId: `c${seq}`,
  command: { n: seq },
  events: [],
  diceBefore: 0,
  diceAfter: 0,
  rolls: [],
  stateHash: null,
  chainHash: `link${seq}`,
  version: 'v1',
  ...over,
});
