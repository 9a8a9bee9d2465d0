import type { FastifyRequest } from 'fastify';
import type { Accounts, CoachView } from '../auth/accounts.js';
import { sessionToken } from '../auth/session-cookie.js';
import { AppError } from '../errors.js';

/** The logged-in coach of a request, or undefined. */
export async function currentCoach(
  accounts: Accounts,
  request: FastifyRequest,
): Promise<CoachView | undefined> {
  return accounts.coachForToken(sessionToken(request));
}

export async function requireCoach(accounts: Accounts, request: FastifyRequest): Promise<CoachView> {
  const coach = await currentCoach(accounts, request);
  if (!coach) throw new AppError('auth/not-logged-in', 401, 'Please log in first.');
  return coach;
}
