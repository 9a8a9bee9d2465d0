import { canonicalJson, sha256Hex } from './canonical.js';
import type { StoredCommand } from './store.js';

/**
 * The log's hash chain: each command's link is SHA-256 of the previous link and everything stored about
 * the command (who, what, the events, the dice), so changing any stored command, or dropping or
 * reordering one, breaks every link after it. It costs a hash of a few hundred bytes, where hashing the
 * whole state costs far more than applying the command; the full state hash is kept at snapshots.
 * The chain starts from the match's initial state hash.
 */
export function chainLink(previous: string, c: Omit<StoredCommand, 'stateHash' | 'chainHash'>): string {
  return sha256Hex(
    `${previous}\n${canonicalJson([c.seq, c.seat, c.actor, c.clientId, c.command, c.events, c.diceBefore, c.diceAfter, c.rolls, c.version])}`,
  );
}

/** Where the chain stands after `c`: its link, or for a command stored before the chain its state hash. */
export function chainHead(c: Pick<StoredCommand, 'stateHash' | 'chainHash'>): string {
  return c.chainHash ?? c.stateHash ?? '';
}
