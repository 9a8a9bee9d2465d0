import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { until } from '../test-support/matches.js';
import { RedisPubSub } from './redis.js';

const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('RedisPubSub', () => {
  const opened: RedisPubSub[] = [];
  const open = (name?: string) => {
    const p = RedisPubSub.open(REDIS_URL!, () => undefined, name);
    opened.push(p);
    return p;
  };
  afterAll(async () => {
    await Promise.all(opened.map((p) => p.close()));
  });

  test('a channel subscribed between connecting and ready hears what is published', async () => {
    // ioredis 5.8 lost a SUBSCRIBE sent in that window every time (its ready check's INFO was refused).
    const publisher = open();
    const heard: string[] = [];
    const channels = Array.from({ length: 5 }, () => `dugout:test:${randomUUID()}`);
    for (const channel of channels) {
      const sub = new Redis(REDIS_URL!, { autoResubscribe: false });
      const pubsub = new RedisPubSub({ pub: new Redis(REDIS_URL!), sub });
      opened.push(pubsub);
      await new Promise((resolve) => sub.once('connect', resolve));
      await pubsub.subscribe(channel, () => heard.push(channel));
    }
    for (const channel of channels) await publisher.publish(channel, { hello: true });
    await until(() => heard.length === channels.length, 'every subscriber heard its message');
    expect(new Set(heard)).toEqual(new Set(channels));
  });

  test('subscriptions come back after the subscriber connection is cut', async () => {
    const name = `dugout-test-${randomUUID().slice(0, 8)}`;
    const pubsub = open(name);
    const channel = `dugout:test:${randomUUID()}`;
    const heard: unknown[] = [];
    await pubsub.subscribe(channel, (m) => heard.push(m));
    const admin = new Redis(REDIS_URL!);
    try {
      const line = (await admin.client('LIST')) as string;
      const id = line
        .split('\n')
        .find((l) => l.includes(` name=${name} `))
        ?.match(/^id=(\d+)/)?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id!);
      // The subscriber reconnects by itself; Redis counts the channel's subscribers once it subscribed again.
      const end = Date.now() + 60_000;
      for (;;) {
        const [, count] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
        if (count === 1) break;
        if (Date.now() > end) throw new Error('the subscription did not come back');
        await new Promise((r) => setTimeout(r, 5));
      }
      await pubsub.publish(channel, 'again');
      await until(() => heard.length > 0, 'a message after the reconnect');
      expect(heard).toEqual(['again']);
    } finally {
      admin.disconnect();
    }
  });
});
