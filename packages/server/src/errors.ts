import type { ErrorCode } from '@dugout/client';

/**
 * Every error a client can see: a stable code (namespaced like `auth/name-taken`), the HTTP status and
 * a message a coach can read. The client renders codes in the coach's language; the message is English.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
