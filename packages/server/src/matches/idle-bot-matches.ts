import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient } from '../db/database.js';
import type { Clock } from '../host/clock.js';
import type { MatchHost } from '../host/match-host.js';

/**
 * Ends matches against the bot that nobody has played for `idleMinutes` (issue 15): each would otherwise
 * stay live, and be loaded again at every start, forever. The coach's seat leaves as the game rules it (in
 * Blood Bowl: a forfeit). Checked every minute, or more often for shorter idle times.
 */
export class IdleBotMatches {
  #timer: unknown;
  #running: Promise<void> | undefined;
  #stopped = false;

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      host: MatchHost;
      clock: Clock;
      log: FastifyBaseLogger;
      idleMinutes: number;
    },
  ) {}

  start(): void {
    if (this.deps.idleMinutes <= 0) return;
    this.#arm();
  }

  #arm(): void {
    if (this.#stopped) return;
    const every = Math.min(60_000, this.deps.idleMinutes * 60_000);
    this.#timer = this.deps.clock.setTimeout(() => {
      this.#running = this.sweep()
        .then(() => undefined)
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'could not end idle bot matches'))
        .finally(() => this.#arm());
    }, every);
  }

  /** Ends every idle bot match now; returns their ids. */
  async sweep(): Promise<string[]> {
    const cutoff = new Date(this.deps.clock.now() - this.deps.idleMinutes * 60_000);
    const idle = await this.deps.prisma.match.findMany({
      where: {
        status: 'live',
        updatedAt: { lt: cutoff },
        AND: [
          { seats: { some: { bot: true } } },
          { seats: { some: { bot: false, coachId: { not: null } } } },
        ],
      },
      select: { id: true },
      take: 500,
    });
    const ended: string[] = [];
    for (const { id } of idle) {
      if (this.#stopped) break;
      try {
        await this.deps.host.live(id).abandon();
        ended.push(id);
        this.deps.log.info({ matchId: id }, 'ended an idle bot match');
      } catch (error) {
        this.deps.log.warn({ err: error, matchId: id }, 'could not end an idle bot match');
      }
    }
    return ended;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.deps.clock.clearTimeout(this.#timer);
    await this.#running;
  }
}
