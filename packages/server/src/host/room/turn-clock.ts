import type { Seat, TurnClock } from '@dugout/client';
import type { Clock } from '../clock.js';
import type { ClockAgreement, ClockDemand } from '../game-module.js';

interface Bank {
  usedMs: number;
  runningSince: number | null;
  /** Its expiry was reported (once per period). */
  expired: boolean;
}

/**
 * A clock as stored between owners (`clock-records.ts`): the period's key and each bank with absolute
 * times, so the node that takes a match over resumes the time that was left.
 */
export interface ClockRecord {
  key: string;
  banks: [seat: Seat, usedMs: number, runningSince: number | null, expired: boolean][];
}

interface Period {
  demand: ClockDemand;
  banks: Map<Seat, Bank>;
}

/**
 * A match's clock: it keeps the time of the period the module says is on the clock (`ClockDemand`), and
 * reports each seat whose time runs out, once per period. A `turn` period has one budget, for the seat
 * whose turn it is, running only while that seat must decide; a `bank` period gives every seat on the
 * clock its own budget, each running while its seat must decide. A new key starts the budgets afresh.
 */
export class MatchClock {
  #period: Period | null = null;
  #handle: unknown;

  constructor(
    private readonly time: Clock,
    private readonly agreed: ClockAgreement,
    private readonly onExpired: (seat: Seat, demand: ClockDemand) => void,
  ) {}

  get agreement(): ClockAgreement {
    return this.agreed;
  }

  get demand(): ClockDemand | undefined {
    return this.#period?.demand;
  }

  /** After every change of the match: what the module asks now, and who must decide. */
  update(demand: ClockDemand | undefined, toAct: readonly Seat[]): void {
    const now = this.time.now();
    this.#cancelTimer();
    if (!demand) {
      this.#period = null;
      return;
    }
    if (!this.#period || this.#period.demand.key !== demand.key) {
      this.#period = { demand, banks: new Map() };
    }
    const period = this.#period;
    period.demand = demand;
    for (const seat of this.#clocked(demand)) {
      if (!period.banks.has(seat)) period.banks.set(seat, { usedMs: 0, runningSince: null, expired: false });
    }
    for (const [seat, bank] of period.banks) {
      const running = toAct.includes(seat) && this.#clocked(demand).includes(seat);
      if (running && bank.runningSince === null) bank.runningSince = now;
      if (!running && bank.runningSince !== null) {
        bank.usedMs += now - bank.runningSince;
        bank.runningSince = null;
      }
    }
    this.#schedule();
  }

  /** The clock to store, or null when nothing is on the clock. */
  record(): ClockRecord | null {
    const period = this.#period;
    if (!period) return null;
    return {
      key: period.demand.key,
      banks: [...period.banks].map(([s, b]) => [s, b.usedMs, b.runningSince, b.expired]),
    };
  }

  /**
   * Picks up a stored clock before the first `update`: when the module still asks for the same period, its
   * banks go on from where they were (time that ran while no node served the match counts as used).
   */
  restore(record: ClockRecord, demand: ClockDemand | undefined): void {
    if (!demand || demand.key !== record.key) return;
    const banks = new Map<Seat, Bank>();
    // An expiry the old owner reported is reported again: it may have died before acting on it.
    for (const [seat, usedMs, runningSince] of record.banks)
      banks.set(seat, { usedMs, runningSince, expired: false });
    this.#period = { demand, banks };
  }

  /** Some seat's time is running and has not run out yet (a timer will fire). */
  get ticking(): boolean {
    return [...(this.#period?.banks.values() ?? [])].some((b) => b.runningSince !== null && !b.expired);
  }

  /** The seats whose time is up in this period. */
  expiredSeats(): Seat[] {
    const period = this.#period;
    if (!period) return [];
    return [...period.banks.keys()].filter((s) => this.remainingMs(s) === 0);
  }

  remainingMs(seat: Seat): number {
    const bank = this.#period?.banks.get(seat);
    if (!bank || !this.#period) return 0;
    const used = bank.usedMs + (bank.runningSince === null ? 0 : this.time.now() - bank.runningSince);
    return Math.max(0, this.#period.demand.budgetMs - used);
  }

  /** The clock as every recipient sees it (it is public). */
  view(): TurnClock | null {
    const period = this.#period;
    if (!period) return null;
    const { demand } = period;
    const seats = this.#clocked(demand);
    const first = seats[0];
    if (first === undefined) return null;
    const of = (seat: Seat) => {
      const remainingMs = this.remainingMs(seat);
      return {
        remainingMs,
        running: period.banks.get(seat)?.runningSince != null,
        expired: remainingMs === 0,
      };
    };
    return {
      seat: first,
      kind: demand.kind,
      turnSeconds: this.agreed.turnSeconds,
      budgetMs: demand.budgetMs,
      ...of(first),
      at: new Date(this.time.now()).toISOString(),
      onExpiry: demand.onExpiry,
      ...(demand.kind === 'bank' ? { seats: Object.fromEntries(seats.map((s) => [s, of(s)])) } : {}),
    };
  }

  dispose(): void {
    this.#cancelTimer();
    this.#period = null;
  }

  /** A turn clock runs for the seat whose turn it is only; a bank for every seat named. */
  #clocked(demand: ClockDemand): readonly Seat[] {
    return demand.kind === 'turn' ? demand.seats.slice(0, 1) : demand.seats;
  }

  #schedule(): void {
    const period = this.#period;
    if (!period) return;
    let soonest = Number.POSITIVE_INFINITY;
    for (const [seat, bank] of period.banks) {
      if (bank.runningSince !== null && !bank.expired) soonest = Math.min(soonest, this.remainingMs(seat));
    }
    if (soonest === Number.POSITIVE_INFINITY) return;
    this.#handle = this.time.setTimeout(() => {
      this.#handle = undefined;
      if (this.#period !== period) return;
      for (const [seat, bank] of period.banks) {
        if (bank.runningSince !== null && !bank.expired && this.remainingMs(seat) === 0) {
          bank.expired = true;
          this.onExpired(seat, period.demand);
        }
      }
      this.#schedule();
    }, soonest);
  }

  #cancelTimer(): void {
    if (this.#handle !== undefined) this.time.clearTimeout(this.#handle);
    this.#handle = undefined;
  }
}
