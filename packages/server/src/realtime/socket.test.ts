import type { AddressInfo } from 'node:net';
import { DugoutClient } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds, startTestServer } from '../test-support/databases.js';

describe.each(databaseKinds())('live connection on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let baseUrl: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  function welcome(client: DugoutClient) {
    const socket = client.connect();
    return new Promise<{ coach: { name: string } | null }>((resolve, reject) => {
      socket.on('welcome', (payload) => {
        socket.disconnect();
        resolve(payload);
      });
      socket.on('connect_error', reject);
    });
  }

  test('a logged-in client is recognised on the socket through its session cookie', async () => {
    const client = new DugoutClient({ baseUrl });
    const name = `Socket${Date.now().toString(36)}`;
    await client.register({ name, email: `${name}@example.com`, password: 'skull-and-bones-42' });
    expect((await welcome(client)).coach?.name).toBe(name);
  });

  test('an anonymous client connects as a spectator', async () => {
    expect((await welcome(new DugoutClient({ baseUrl }))).coach).toBeNull();
  });

  test('after logout the socket no longer knows the coach', async () => {
    const client = new DugoutClient({ baseUrl });
    const name = `Gone${Date.now().toString(36)}`;
    await client.register({ name, email: `${name}@example.com`, password: 'skull-and-bones-42' });
    await client.logout();
    expect((await welcome(client)).coach).toBeNull();
    expect(await client.me()).toBeNull();
  });

  test('ping is answered with the server time', async () => {
    const socket = new DugoutClient({ baseUrl }).connect();
    const reply = await new Promise<{ serverTime: string }>((resolve) => socket.emit('ping', resolve));
    socket.disconnect();
    expect(Date.parse(reply.serverTime)).not.toBeNaN();
  });
});
