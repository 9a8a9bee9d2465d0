import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@dugout/client';
import { AppError } from '../errors.js';
import type { PubSub } from './presence.js';

/** A request one node makes of the node that owns a match. */
export interface NodeCall {
  matchId: string;
  op: string;
  args: unknown[];
}

type Reply =
  | { kind: 'reply'; id: string; ok: true; value: unknown }
  | {
      kind: 'reply';
      id: string;
      ok: false;
      moved?: true;
      error: { code: string; status: number; message: string; details?: unknown };
    };
type Message = { kind: 'call'; id: string; from: string; call: NodeCall } | Reply;

/** The owner did not answer in time (it may have died): the caller finds the match's owner again. */
export class NodeUnreachable extends Error {
  override readonly name = 'NodeUnreachable';
}

/** The node asked no longer serves the match (it unloaded it or lost its lease): the caller asks again. */
export class NodeMoved extends Error {
  override readonly name = 'NodeMoved';
}

const channel = (node: string) => `dugout:node:${node}`;

/**
 * Requests between nodes over pub/sub: each node listens on its own channel, a call names the match and
 * the operation, and the answer (a value, or an `AppError`'s code and message) comes back on the caller's
 * channel. Only JSON crosses.
 */
export class NodeLink {
  readonly #pending = new Map<
    string,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void; timer: NodeJS.Timeout }
  >();
  #unsubscribe: (() => Promise<void>) | undefined;

  constructor(
    private readonly pubsub: PubSub,
    readonly node: string,
    private readonly timeoutMs: number,
  ) {}

  /** Serves the calls made of this node with `handler`; a thrown `AppError` reaches the caller as one. */
  async start(handler: (call: NodeCall) => Promise<unknown>): Promise<void> {
    this.#unsubscribe = await this.pubsub.subscribe(channel(this.node), (raw) => {
      const message = raw as Message;
      if (message.kind === 'reply') {
        const pending = this.#pending.get(message.id);
        if (!pending) return;
        this.#pending.delete(message.id);
        clearTimeout(pending.timer);
        if (message.ok) pending.resolve(message.value);
        else if (message.moved) pending.reject(new NodeMoved(message.error.message));
        else {
          const e = message.error;
          pending.reject(new AppError(e.code as ErrorCode, e.status, e.message, e.details));
        }
        return;
      }
      const { id, from, call } = message;
      const answer = (reply: Reply) => this.pubsub.publish(channel(from), reply).catch(() => undefined);
      handler(call).then(
        (value) => answer({ kind: 'reply', id, ok: true, value: value ?? null }),
        (error: unknown) =>
          answer({
            kind: 'reply',
            id,
            ok: false,
            ...(error instanceof NodeMoved ? { moved: true as const } : {}),
            error:
              error instanceof AppError
                ? {
                    code: error.code,
                    status: error.statusCode,
                    message: error.message,
                    details: error.details,
                  }
                : { code: 'internal', status: 500, message: 'The node serving this match failed.' },
          }),
      );
    });
  }

  /** Asks `node` to run `call`; rejects with `NodeUnreachable` when no answer comes in time. */
  call(node: string, call: NodeCall): Promise<unknown> {
    const id = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new NodeUnreachable(`node ${node} did not answer ${call.op} on match ${call.matchId}`));
      }, this.timeoutMs);
      timer.unref();
      this.#pending.set(id, { resolve, reject, timer });
      this.pubsub
        .publish(channel(node), { kind: 'call', id, from: this.node, call } satisfies Message)
        .catch((error: unknown) => {
          this.#pending.delete(id);
          clearTimeout(timer);
          reject(error);
        });
    });
  }

  async stop(): Promise<void> {
    await this.#unsubscribe?.();
    for (const [, p] of this.#pending) {
      clearTimeout(p.timer);
      p.reject(new NodeUnreachable('this node is stopping'));
    }
    this.#pending.clear();
  }
}
