import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { ErrorResponse } from '../http/schemas.js';
import { type Accounts, LOCALES } from './accounts.js';
import { type CookieSettings, clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie.js';

export interface AuthRoutesOptions {
  accounts: Accounts;
  cookies: CookieSettings;
  /** Login and register attempts per minute and address. */
  rateLimit: number;
}

const CoachSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(['commissioner', 'admin'])),
  locale: z.enum(LOCALES).nullable(),
  createdAt: z.string(),
});
const CoachResponse = z.object({ coach: CoachSchema });

const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _.-]*$/u;

const RegisterBody = z.object({
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(24, 'must be at most 24 characters')
    .regex(
      NAME_PATTERN,
      'may use letters, digits, spaces, "_", "-" and "." and must start with a letter or digit',
    ),
  email: z.email({ error: 'must be an email address' }).max(254),
  password: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters'),
});

const LoginBody = z.object({
  login: z
    .string({ error: 'is required (your name or email)' })
    .trim()
    .min(1, 'is required (your name or email)')
    .max(254),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200),
});

const ChangePasswordBody = z.object({
  currentPassword: z.string({ error: 'is required' }).min(1, 'is required').max(200),
  newPassword: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters'),
});

const UpdateMeBody = z.object({
  locale: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}, or null` }).nullable(),
});

/** Register, log in, log out, who-am-I. Sessions ride in an HTTP-only cookie. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { accounts, cookies, rateLimit },
) => {
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };

  app.post(
    '/register',
    {
      config: limited,
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and log in',
        body: RegisterBody,
        response: { 201: CoachResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const coach = await accounts.register(request.body);
      const session = await accounts.createSession(coach.id);
      setSessionCookie(reply, session.token, session.expiresAt, cookies);
      request.log.info({ coachId: coach.id }, 'coach registered');
      return reply.code(201).send({ coach });
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags: ['accounts'],
        summary: 'Log in with name or email and password',
        body: LoginBody,
        response: { 200: CoachResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const coach = await accounts.logIn(request.body.login, request.body.password);
      const session = await accounts.createSession(coach.id);
      setSessionCookie(reply, session.token, session.expiresAt, cookies);
      return { coach };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End this browser session',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await accounts.endSession(sessionToken(request));
      clearSessionCookie(reply, cookies);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/password',
    {
      config: limited,
      schema: {
        tags: ['accounts'],
        summary: "Change the password; the coach's other sessions end and their live connections close",
        body: ChangePasswordBody,
        response: {
          204: z.null(),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const session = await accounts.sessionForToken(sessionToken(request));
      if (!session) throw new AppError('auth/not-logged-in', 401, 'You are not logged in.');
      await accounts.changePassword(
        session.coach.id,
        request.body.currentPassword,
        request.body.newPassword,
        session.sessionId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The coach this session belongs to',
        response: { 200: CoachResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const coach = await accounts.coachForToken(sessionToken(request));
      if (!coach) throw new AppError('auth/not-logged-in', 401, 'You are not logged in.');
      return { coach };
    },
  );

  // The page's first question: answered 200 either way, so a logged-out visit logs no failed request.
  app.get(
    '/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The coach this session belongs to, or null when it is not logged in',
        response: { 200: z.object({ coach: CoachSchema.nullable() }) },
      },
    },
    async (request) => ({ coach: (await accounts.coachForToken(sessionToken(request))) ?? null }),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: "Change the coach's settings (the web UI's language)",
        body: UpdateMeBody,
        response: { 200: CoachResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const coach = await accounts.coachForToken(sessionToken(request));
      if (!coach) throw new AppError('auth/not-logged-in', 401, 'You are not logged in.');
      return { coach: await accounts.setLocale(coach.id, request.body.locale) };
    },
  );
};
