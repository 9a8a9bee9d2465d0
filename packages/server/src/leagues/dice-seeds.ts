import { randomBytes, randomUUID } from 'node:crypto';
import { type Dice, SeededDice } from '@dugout/rules';
import { sha256Hex } from '../host/canonical.js';
import type { Tx } from './store.js';

/**
 * League dice nobody can predict (issue 15 item 4). A match's seed is public once it ends, so nothing
 * decided after it may read its stream. Every post-game, and each team's rolls between two games
 * (advancements, the off-season), read a fresh secret seed instead: its SHA-256 is public from the moment
 * it exists, before any of its rolls and before any choice that precedes them; the seed itself is revealed
 * once those rolls are over (the post-game applied; the team's next post-game or off-season begun).
 */
export type SeedPurpose = 'post-game' | 'between-games';

export interface DiceSeedView {
  id: string;
  purpose: SeedPurpose;
  commitment: string;
  /** The seed, hex, once revealed; null while it may still be rolled. */
  seed: string | null;
  /** Dice read from it so far. */
  position: number;
  createdAt: string;
  revealedAt: string | null;
}

interface SeedRow {
  id: string;
  purpose: string;
  seed: string;
  commitment: string;
  position: number;
  createdAt: Date;
  revealedAt: Date | null;
}

async function create(tx: Tx, purpose: SeedPurpose, owner: { leagueMatchId?: string; teamId?: string }) {
  const seed = randomBytes(32);
  return tx.leagueDiceSeed.create({
    data: { id: randomUUID(), purpose, ...owner, seed: seed.toString('hex'), commitment: sha256Hex(seed) },
  });
}

/** The post-game seed of a league match, made (and so committed) on first ask. */
export async function postGameSeed(tx: Tx, leagueMatchId: string): Promise<SeedRow> {
  const found = await tx.leagueDiceSeed.findFirst({ where: { leagueMatchId, purpose: 'post-game' } });
  return found ?? create(tx, 'post-game', { leagueMatchId });
}

/** The post-game seed if one was made (matches finished before issue 15 have none). */
export function findPostGameSeed(tx: Tx, leagueMatchId: string): Promise<SeedRow | null> {
  return tx.leagueDiceSeed.findFirst({ where: { leagueMatchId, purpose: 'post-game' } });
}

/** Reveals a seed: its rolls are over. */
export async function reveal(tx: Tx, id: string, position: number, at: Date): Promise<void> {
  await tx.leagueDiceSeed.update({ where: { id }, data: { position, revealedAt: at } });
}

/** The secret seed a team's next between-games rolls read, made on first ask. */
async function currentBetween(tx: Tx, teamId: string): Promise<SeedRow> {
  const found = await tx.leagueDiceSeed.findFirst({
    where: { teamId, purpose: 'between-games', revealedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  return found ?? create(tx, 'between-games', { teamId });
}

/** A team's between-games dice; `save()` records how far they were read, in the same transaction. */
export async function betweenGamesDice(
  tx: Tx,
  teamId: string,
): Promise<{ dice: Dice; save(): Promise<void> }> {
  const row = await currentBetween(tx, teamId);
  const dice = new SeededDice(Buffer.from(row.seed, 'hex'), row.position);
  return {
    dice,
    save: async () => {
      await tx.leagueDiceSeed.update({ where: { id: row.id }, data: { position: dice.position } });
    },
  };
}

/**
 * A game or the off-season ends a team's time between games: its seed is revealed, and a new one is
 * committed for the rolls after it.
 */
export async function rotateBetweenGames(tx: Tx, teamId: string, at: Date): Promise<void> {
  await tx.leagueDiceSeed.updateMany({
    where: { teamId, purpose: 'between-games', revealedAt: null },
    data: { revealedAt: at },
  });
  await create(tx, 'between-games', { teamId });
}

/** Every seed of a team (between games) and of its post-games, newest first; secret ones without the seed. */
export async function teamSeeds(tx: Tx, teamId: string, leagueMatchIds: string[]): Promise<DiceSeedView[]> {
  const rows = await tx.leagueDiceSeed.findMany({
    where: { OR: [{ teamId }, { leagueMatchId: { in: leagueMatchIds } }] },
    orderBy: { createdAt: 'desc' },
  });
  return rows.map(seedView);
}

export function seedView(row: SeedRow): DiceSeedView {
  return {
    id: row.id,
    purpose: row.purpose as SeedPurpose,
    commitment: row.commitment,
    seed: row.revealedAt ? row.seed : null,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    revealedAt: row.revealedAt?.toISOString() ?? null,
  };
}
