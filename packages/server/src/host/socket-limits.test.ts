import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMatchServer } from '../test-support/matches.js';

describe('per-socket limits', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(
      'pglite',
      {},
      { SOCKET_RATE_LIMIT: '5', SOCKET_MAX_MESSAGE_BYTES: '1024' },
    );
  });
  afterAll(() => server.close());

  test('a message larger than the limit is refused with a code, and the connection stays usable', async () => {
    const socket = (await server.coach('Big')).connect();
    try {
      const reply = await socket.emitWithAck('match:chat', {
        matchId: '00000000-0000-4000-8000-000000000000',
        channel: 'coaches',
        text: 'x'.repeat(1500),
      });
      expect(reply).toMatchObject({ ok: false, error: { code: 'socket/message-too-large' } });
      const small = await socket.emitWithAck('match:join', {
        matchId: '00000000-0000-4000-8000-000000000000',
      });
      expect(small).toMatchObject({ ok: false, error: { code: 'match/not-found' } });
    } finally {
      socket.disconnect();
    }
  });

  test('a burst over the rate limit is refused with socket/rate-limited', async () => {
    const socket = (await server.coach('Fast')).connect();
    try {
      const replies = await Promise.all(
        Array.from({ length: 25 }, () =>
          socket.emitWithAck('match:leave', { matchId: '00000000-0000-4000-8000-000000000000' }),
        ),
      );
      const limited = replies.filter((r) => !r.ok && r.error.code === 'socket/rate-limited');
      expect(replies.filter((r) => r.ok).length).toBeGreaterThanOrEqual(5);
      expect(limited.length).toBeGreaterThan(10);
    } finally {
      socket.disconnect();
    }
  });
});
