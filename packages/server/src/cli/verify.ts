import type { VerifyResponse } from '@dugout/client';
import { loadConfig } from '../config.js';
import { type Database, openDatabase, parsePostgresUrl } from '../db/database.js';
import { bloodBoundModule } from '../games/blood-bound/module.js';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { trenchCrusadeModule } from '../games/trench-crusade/module.js';
import { GameRegistry } from '../host/game-module.js';
import { PrismaMatchStore } from '../host/prisma-store.js';
import { verifyMatch } from '../host/verify.js';

/** Verifies one finished match in `db`: the same check as `GET /api/matches/:id/verify`. */
export async function verifyStoredMatch(db: Database, matchId: string): Promise<VerifyResponse | string> {
  const games = new GameRegistry([bloodBowlModule(), trenchCrusadeModule(), bloodBoundModule()]);
  const store = new PrismaMatchStore(db.prisma, db.sql);
  const match = await store.get(matchId);
  if (!match) return `There is no match ${matchId}.`;
  if (match.status !== 'finished')
    return `Match ${matchId} is still being played: its seed is revealed when it ends.`;
  const module = games.get(match.game);
  if (!module) return `Match ${matchId} is a "${match.game}" match, which this build cannot replay.`;
  return verifyMatch(module, match, await store.commands(matchId, 0));
}

/** One line a person reads: what was checked, and under which version. */
export function verdict(report: VerifyResponse): string {
  if (!report.ok) return `FAILED: ${report.problems.join('; ')}`;
  const dice = `${report.dice.rollsChecked} rolls re-derived from the revealed seed`;
  if (!report.rulings.checked) return `DICE OK: ${dice}. Rulings not checked: ${report.rulings.note}`;
  return `OK: ${dice}; ${report.commandsChecked} commands replayed under ${report.rulings.version}: every die, event and state matches.`;
}

/** `pnpm --filter @dugout/server verify <match id>`: uses DATABASE_URL / DATA_DIR like the server. */
async function main(argv: string[]): Promise<number> {
  const matchId = argv[0];
  if (!matchId || argv.length !== 1) {
    console.error('Usage: verify <match id>   (reads DATABASE_URL or DATA_DIR like the server)');
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', ...parsePostgresUrl(config.databaseUrl) }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  try {
    const report = await verifyStoredMatch(db, matchId);
    if (typeof report === 'string') {
      console.error(report);
      return 2;
    }
    console.log(JSON.stringify(report, null, 2));
    console.log(verdict(report));
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('verify failed:', error);
      process.exit(2);
    },
  );
}
