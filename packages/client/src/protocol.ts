/**
 * The wire contract between the Dugout server and its clients: shapes of HTTP bodies, Socket.IO events
 * and the catalogue of error codes. The server validates against its zod schemas, which are checked
 * against these types at compile time.
 */

export const ERROR_CODES = [
  'validation/invalid-request',
  'auth/weak-password',
  'auth/name-taken',
  'auth/email-taken',
  'auth/invalid-credentials',
  'auth/not-logged-in',
  'rate-limited',
  'not-found',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export type Role = 'commissioner' | 'admin';

export interface Coach {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  createdAt: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

export interface LoginRequest {
  /** The coach's name or email. */
  login: string;
  password: string;
}

export interface CoachResponse {
  coach: Coach;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  database: { kind: 'pglite' | 'postgres'; ok: boolean; latencyMs?: number; error?: string };
}

/** Events the server sends on the live connection. */
export interface ServerToClientEvents {
  /** Sent once a connection is authenticated. */
  welcome: (payload: { coach: Coach | null; serverTime: string }) => void;
}

/** Events a client sends on the live connection. */
export interface ClientToServerEvents {
  ping: (ack: (payload: { serverTime: string }) => void) => void;
}
