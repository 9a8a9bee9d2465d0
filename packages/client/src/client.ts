import { io, type Socket } from 'socket.io-client';
import type {
  ApiErrorBody,
  ClientToServerEvents,
  Coach,
  CoachResponse,
  ErrorCode,
  HealthResponse,
  LoginRequest,
  RegisterRequest,
  ServerToClientEvents,
} from './protocol.js';

export type DugoutSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A failed API call: the server's stable code, its English message and the HTTP status. */
export class DugoutApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DugoutApiError';
  }
}

export interface DugoutClientOptions {
  /** The server, e.g. `http://localhost:3000`; defaults to the page's own origin in a browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Typed access to a Dugout server over HTTP and Socket.IO, in the browser (the session cookie is the
 * browser's) and in Node (the client keeps the cookie itself).
 */
export class DugoutClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly inBrowser = typeof document !== 'undefined';
  /** Node only: the session cookie, as the server set it. */
  private cookie: string | undefined;

  constructor(options: DugoutClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? (typeof location !== 'undefined' ? location.origin : '')).replace(
      /\/$/,
      '',
    );
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async register(request: RegisterRequest): Promise<Coach> {
    return (await this.call<CoachResponse>('POST', '/api/auth/register', request)).coach;
  }

  async login(request: LoginRequest): Promise<Coach> {
    return (await this.call<CoachResponse>('POST', '/api/auth/login', request)).coach;
  }

  async logout(): Promise<void> {
    await this.call<null>('POST', '/api/auth/logout');
    this.cookie = undefined;
  }

  /** The logged-in coach, or null when this session is not logged in. */
  async me(): Promise<Coach | null> {
    try {
      return (await this.call<CoachResponse>('GET', '/api/auth/me')).coach;
    } catch (error) {
      if (error instanceof DugoutApiError && error.code === 'auth/not-logged-in') return null;
      throw error;
    }
  }

  health(): Promise<HealthResponse> {
    return this.call<HealthResponse>('GET', '/healthz');
  }

  /** Opens the live connection with this client's session. */
  connect(): DugoutSocket {
    return io(this.baseUrl || undefined, {
      withCredentials: true,
      ...(this.inBrowser || !this.cookie ? {} : { extraHeaders: { cookie: this.cookie } }),
    }) as DugoutSocket;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (!this.inBrowser && this.cookie) headers.cookie = this.cookie;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers,
        credentials: 'include',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new DugoutApiError('network', `Cannot reach the Dugout server: ${String(error)}`, 0);
    }
    if (!this.inBrowser) this.rememberCookie(response);
    if (response.status === 204) return null as T;
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = (payload as ApiErrorBody | undefined)?.error;
      throw new DugoutApiError(
        error?.code ?? 'internal',
        error?.message ?? `The server answered ${response.status}.`,
        response.status,
        error?.details,
      );
    }
    return payload as T;
  }

  private rememberCookie(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const expired = /expires=Thu, 01 Jan 1970/i.test(header) || /max-age=0/i.test(header);
      if (pair.startsWith('dugout_session=')) this.cookie = expired ? undefined : pair;
    }
  }
}
