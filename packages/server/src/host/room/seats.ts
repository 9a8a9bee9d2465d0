import type { MatchResult, Participant, Seat, SeatPresence } from '@dugout/client';
import { AppError } from '../../errors.js';
import type { Clock } from '../clock.js';
import type { LeaveRuling } from '../game-module.js';
import type { Presence } from '../presence.js';

export interface SeatsDeps {
  matchId: string;
  presence: Presence;
  time: Clock;
  /** How long a coach may be away before leaving counts. */
  graceMs: number;
  /** The module's ruling on `seat` leaving; undefined once the match is over. */
  ruling(seat: Seat): LeaveRuling | undefined;
  /** A bot takes `seat` for good (stored first; false when another node already did it). */
  takeOver(seat: Seat): Promise<void>;
  /** The match ends because `seat` left, with the module's result. */
  end(seat: Seat, result: MatchResult): Promise<void>;
  /** Tells everyone at the match who is connected. */
  announce(presence: Record<Seat, SeatPresence>): void;
  failed(error: unknown, seat: Seat): void;
}

/**
 * The seats of a match and who is at them: each seat's participant (a coach, or a bot from the start or
 * since its coach left), the coaches' connections, and what it means that a coach stays away. After the
 * grace period the module's ruling applies: a bot takes the seat or the match ends by itself; a forfeit
 * waits for another seat to claim it.
 */
export class MatchSeats {
  #participants: Record<Seat, Participant>;
  readonly #timers = new Map<Seat, unknown>();
  #disposed = false;

  constructor(
    participants: Record<Seat, Participant>,
    private readonly deps: SeatsDeps,
  ) {
    this.#participants = { ...participants };
  }

  get participants(): Record<Seat, Participant> {
    return this.#participants;
  }

  /** The seat a coach plays now, if any (not one a bot took over from them). */
  seatOf(coachId: string | undefined): Seat | undefined {
    if (!coachId) return undefined;
    return Object.keys(this.#participants).find((s) => {
      const p = this.#participants[s]!;
      return p.kind === 'coach' && p.coachId === coachId;
    });
  }

  humanSeats(): Seat[] {
    return Object.keys(this.#participants).filter((s) => this.#participants[s]!.kind === 'coach');
  }

  botSeats(): Seat[] {
    return Object.keys(this.#participants).filter((s) => this.#participants[s]!.kind === 'bot');
  }

  /** Marks `seat` as a bot's from now on (after the store said so). */
  replaced(seat: Seat, at: Date): void {
    const was = this.#participants[seat];
    if (!was || was.kind === 'bot') return;
    this.#participants[seat] = {
      kind: 'bot',
      name: 'Bot',
      replaced: { ...(was.coachId ? { coachId: was.coachId } : {}), name: was.name, at: at.toISOString() },
    };
    this.#cancel(seat);
  }

  presence(): Promise<Record<Seat, SeatPresence>> {
    return this.deps.presence.seats(this.deps.matchId, this.humanSeats());
  }

  async connected(seat: Seat, connectionId: string): Promise<void> {
    await this.deps.presence.connect(this.deps.matchId, seat, connectionId);
    this.#cancel(seat);
    this.deps.announce(await this.presence());
  }

  async disconnected(seat: Seat, connectionId: string): Promise<void> {
    await this.deps.presence.disconnect(this.deps.matchId, seat, connectionId);
    const presence = await this.presence();
    this.deps.announce(presence);
    this.#watchSeat(seat, presence[seat]);
  }

  /** Watches every coach's seat (at load: a coach who never came counts as away since now). */
  async watch(): Promise<void> {
    const presence = await this.presence();
    for (const seat of this.humanSeats()) this.#watchSeat(seat, presence[seat]);
  }

  /**
   * The result `requester` may claim because another coach stayed away past the grace period and the
   * game rules that leaving forfeits; otherwise the refusal says why.
   */
  async claimable(requester: Seat): Promise<{ seat: Seat; result: MatchResult }> {
    const others = this.humanSeats().filter((s) => s !== requester);
    if (others.length === 0)
      throw new AppError('match/opponent-connected', 409, 'There is no coach to forfeit.');
    const presence = await this.presence();
    const now = this.deps.time.now();
    let soonest = Number.POSITIVE_INFINITY;
    let away = 0;
    for (const seat of others) {
      const p = presence[seat]!;
      if (p.connected || !p.disconnectedSince) continue;
      const ruling = this.deps.ruling(seat);
      if (ruling?.kind !== 'forfeit') continue;
      const gone = now - Date.parse(p.disconnectedSince);
      if (gone >= this.deps.graceMs) return { seat, result: ruling.result };
      away = Math.max(away, gone);
      soonest = Math.min(soonest, this.deps.graceMs - gone);
    }
    if (soonest !== Number.POSITIVE_INFINITY) {
      const remainingSeconds = Math.ceil(soonest / 1000);
      throw new AppError(
        'match/grace-not-over',
        409,
        `Your opponent has been away ${Math.floor(away / 1000)} s; you can claim the win in ${remainingSeconds} s.`,
        { remainingSeconds },
      );
    }
    const forfeits = others.some((s) => this.deps.ruling(s)?.kind === 'forfeit');
    if (!forfeits) {
      throw new AppError(
        'match/no-forfeit',
        409,
        'In this game leaving does not forfeit: a bot or the game takes over.',
      );
    }
    throw new AppError('match/opponent-connected', 409, 'Your opponent is connected.');
  }

  /** A seat is waiting out its grace (a timer would act on it). */
  get waiting(): boolean {
    return this.#timers.size > 0;
  }

  dispose(): void {
    this.#disposed = true;
    for (const seat of [...this.#timers.keys()]) this.#cancel(seat);
  }

  #watchSeat(seat: Seat, p: SeatPresence | undefined): void {
    this.#cancel(seat);
    if (this.#disposed || !p || p.connected || !p.disconnectedSince) return;
    const ruling = this.deps.ruling(seat);
    if (!ruling || ruling.kind === 'forfeit') return;
    const due = Math.max(0, Date.parse(p.disconnectedSince) + this.deps.graceMs - this.deps.time.now());
    this.#timers.set(
      seat,
      this.deps.time.setTimeout(() => {
        this.#timers.delete(seat);
        this.#graceOver(seat).catch((error: unknown) => this.deps.failed(error, seat));
      }, due),
    );
  }

  async #graceOver(seat: Seat): Promise<void> {
    if (this.#disposed || this.#participants[seat]?.kind !== 'coach') return;
    const p = (await this.presence())[seat];
    if (!p || p.connected || !p.disconnectedSince) return;
    if (this.deps.time.now() - Date.parse(p.disconnectedSince) < this.deps.graceMs) {
      this.#watchSeat(seat, p);
      return;
    }
    const ruling = this.deps.ruling(seat);
    if (ruling?.kind === 'bot') await this.deps.takeOver(seat);
    else if (ruling?.kind === 'end') await this.deps.end(seat, ruling.result);
  }

  #cancel(seat: Seat): void {
    const handle = this.#timers.get(seat);
    if (handle !== undefined) this.deps.time.clearTimeout(handle);
    this.#timers.delete(seat);
  }
}
