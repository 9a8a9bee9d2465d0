import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '../db/database.js';
import { AppError } from '../errors.js';
import type { Role } from '../generated/prisma/client.js';
import { type Clock, systemClock } from '../host/clock.js';
import { nameSkeleton } from './names.js';
import { hashPassword, PASSWORD_MIN_LENGTH, passwordWeaknesses, verifyPassword } from './passwords.js';

export interface CoachView {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  /** The coach's chosen language for the web UI; null follows the browser. */
  locale: Locale | null;
  createdAt: string;
}

/** The languages of the web UI (issue 9). */
export const LOCALES = ['en', 'ko', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** A live session: whose it is, its id (sockets are grouped by it) and when it expires. */
export interface SessionInfo {
  coach: CoachView;
  sessionId: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// A dummy hash verified for unknown logins, so timing does not reveal which names exist.
let dummyHash: Promise<string> | undefined;

/** Accounts and sessions: the only code that touches passwords and session tokens. */
export class Accounts {
  readonly #endedListeners: ((sessionIds: string[]) => void)[] = [];
  /** Failed log-ins per account (issue 15): after `loginAttemptsPerAccount`, a doubling wait. */
  readonly #failures = new Map<string, { count: number; until: number }>();
  /** Failed log-ins an account allows before it must wait (then 30 s, doubling to 15 minutes). */
  loginAttemptsPerAccount = 5;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly sessionTtlDays: number,
    /** Session expiry runs on this clock (tests drive a ManualClock). */
    readonly clock: Clock = systemClock,
  ) {}

  async register(input: { name: string; email: string; password: string }): Promise<CoachView> {
    const name = input.name.trim();
    const email = input.email.trim().toLowerCase();
    await assertStrongPassword(input.password, name, email);
    const skeleton = nameSkeleton(name);
    const taken = await this.prisma.coach.findFirst({
      where: { OR: [{ nameKey: name.toLowerCase() }, { nameSkeleton: skeleton }, { email }] },
      select: { nameKey: true, name: true, email: true },
    });
    if (taken && taken.email === email && taken.nameKey !== name.toLowerCase())
      throw this.conflict('email', name);
    if (taken && taken.nameKey !== name.toLowerCase()) {
      throw new AppError(
        'auth/name-confusable',
        409,
        `The name "${name}" looks the same as the coach "${taken.name}" (letters of other scripts or full-width letters that look alike): choose another.`,
        { field: 'name' },
      );
    }
    if (taken) throw this.conflict('name', name);
    try {
      const coach = await this.prisma.coach.create({
        data: {
          id: randomUUID(),
          name,
          nameKey: name.toLowerCase(),
          nameSkeleton: skeleton,
          email,
          passwordHash: await hashPassword(input.password),
        },
      });
      return toView(coach);
    } catch (error) {
      // Two registrations raced past the check above: the unique index decides.
      const target = uniqueViolationTarget(error);
      if (target) throw this.conflict(target.includes('email') ? 'email' : 'name', name);
      throw error;
    }
  }

  /** `login` is the coach's name or email. */
  async logIn(login: string, password: string): Promise<CoachView> {
    const key = login.trim().toLowerCase();
    const coach = await this.prisma.coach.findFirst({ where: { OR: [{ nameKey: key }, { email: key }] } });
    if (!coach) {
      dummyHash ??= hashPassword('not-a-real-password');
      await verifyPassword(await dummyHash, password);
      throw invalidCredentials();
    }
    // Per account, whatever the address (issue 15): guessing from many addresses meets the same wait.
    const failed = this.#failures.get(coach.id);
    const now = this.clock.now();
    if (failed && failed.until > now) {
      const seconds = Math.ceil((failed.until - now) / 1000);
      throw new AppError(
        'rate-limited',
        429,
        `Too many failed log-ins for this account: wait ${seconds} seconds and try again.`,
        { retryAfterSeconds: seconds },
      );
    }
    if (!(await verifyPassword(coach.passwordHash, password))) {
      const count = (failed?.count ?? 0) + 1;
      const over = count - this.loginAttemptsPerAccount;
      const wait = over >= 0 ? Math.min(15 * 60_000, 30_000 * 2 ** over) : 0;
      this.#failures.set(coach.id, { count, until: now + wait });
      throw invalidCredentials();
    }
    this.#failures.delete(coach.id);
    return toView(coach);
  }

  async createSession(coachId: string): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now() + this.sessionTtlDays * 86_400_000);
    await this.prisma.session.create({
      data: { id: randomUUID(), tokenHash: hashToken(token), coachId, expiresAt },
    });
    return { token, expiresAt };
  }

  /** The coach a session token belongs to, or undefined when it is unknown or expired. */
  async coachForToken(token: string | undefined): Promise<CoachView | undefined> {
    return (await this.sessionForToken(token))?.coach;
  }

  /** The live session of a token (coach, id, expiry), or undefined when it is unknown or expired. */
  async sessionForToken(token: string | undefined): Promise<SessionInfo | undefined> {
    if (!token) return undefined;
    const session = await this.prisma.session.findUnique({
      where: { tokenHash: hashToken(token) },
      include: { coach: true },
    });
    if (!session) return undefined;
    if (session.expiresAt.getTime() <= this.clock.now()) {
      await this.prisma.session.deleteMany({ where: { id: session.id } });
      this.#ended([session.id]);
      return undefined;
    }
    return { coach: toView(session.coach), sessionId: session.id, expiresAt: session.expiresAt };
  }

  /**
   * Calls `listener` with the ids of sessions that ended (log-out, expiry found, password change), so the
   * live connections opened with them can be closed. Listeners must not throw.
   */
  onSessionsEnded(listener: (sessionIds: string[]) => void): void {
    this.#endedListeners.push(listener);
  }

  #ended(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of this.#endedListeners) listener(sessionIds);
  }

  /**
   * Changes a coach's password after checking the current one and the new one's strength; every other
   * session of the coach ends (their sockets close), the one given as `keepSessionId` stays.
   */
  async changePassword(
    coachId: string,
    current: string,
    next: string,
    keepSessionId: string | undefined,
  ): Promise<void> {
    const coach = await this.prisma.coach.findUnique({ where: { id: coachId } });
    if (!coach || !(await verifyPassword(coach.passwordHash, current))) {
      throw new AppError('auth/wrong-password', 403, 'The current password is wrong.', {
        field: 'currentPassword',
      });
    }
    await assertStrongPassword(next, coach.name, coach.email);
    await this.prisma.coach.update({
      where: { id: coachId },
      data: { passwordHash: await hashPassword(next) },
    });
    const others = await this.prisma.session.findMany({
      where: { coachId, ...(keepSessionId ? { NOT: { id: keepSessionId } } : {}) },
      select: { id: true },
    });
    const ids = others.map((s) => s.id);
    await this.prisma.session.deleteMany({ where: { id: { in: ids } } });
    this.#ended(ids);
  }

  /** Remembers the coach's language (null: follow the browser again). */
  async setLocale(coachId: string, locale: Locale | null): Promise<CoachView> {
    return toView(await this.prisma.coach.update({ where: { id: coachId }, data: { locale } }));
  }

  async endSession(token: string | undefined): Promise<void> {
    if (!token) return;
    const sessions = await this.prisma.session.findMany({
      where: { tokenHash: hashToken(token) },
      select: { id: true },
    });
    await this.prisma.session.deleteMany({ where: { tokenHash: hashToken(token) } });
    this.#ended(sessions.map((s) => s.id));
  }

  /** Coaches registered before names had skeletons get theirs (at start; a few rows at most once). */
  async fillNameSkeletons(): Promise<void> {
    const rows = await this.prisma.coach.findMany({
      where: { nameSkeleton: null },
      select: { id: true, name: true },
    });
    for (const row of rows) {
      await this.prisma.coach
        .update({ where: { id: row.id }, data: { nameSkeleton: nameSkeleton(row.name) } })
        .catch(() => undefined); // two old names with one skeleton: the second keeps none
    }
  }

  private conflict(field: 'name' | 'email', name: string): AppError {
    return field === 'name'
      ? new AppError('auth/name-taken', 409, `The name "${name}" is already taken.`, { field })
      : new AppError('auth/email-taken', 409, 'An account with this email address already exists.', {
          field,
        });
  }
}

async function assertStrongPassword(password: string, name: string, email: string): Promise<void> {
  const weaknesses = await passwordWeaknesses(password, name, email);
  if (weaknesses.length === 0) return;
  const reasons = weaknesses.map((w) => w.text);
  // `problems` carries stable codes (and the minimum length) so the web UI can say it in any language.
  throw new AppError('auth/weak-password', 400, `Password is too weak: ${reasons.join('; ')}.`, {
    field: 'password',
    reasons,
    problems: weaknesses.map((w) => w.code),
    minLength: PASSWORD_MIN_LENGTH,
  });
}

function invalidCredentials(): AppError {
  return new AppError('auth/invalid-credentials', 401, 'Wrong name, email or password.');
}

function toView(coach: {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  locale: string | null;
  createdAt: Date;
}): CoachView {
  return {
    id: coach.id,
    name: coach.name,
    email: coach.email,
    roles: coach.roles,
    locale: isLocale(coach.locale) ? coach.locale : null,
    createdAt: coach.createdAt.toISOString(),
  };
}

function uniqueViolationTarget(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== 'P2002') {
    return undefined;
  }
  return JSON.stringify((error as { meta?: unknown }).meta ?? '');
}
