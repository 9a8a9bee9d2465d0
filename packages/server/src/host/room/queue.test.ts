import { expect, test } from 'vitest';
import { CommandQueue } from './queue.js';

test('work runs one piece at a time, in order, even when each piece waits', async () => {
  const queue = new CommandQueue();
  const log: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const first = queue.run(async () => {
    log.push('first starts');
    await gate;
    log.push('first ends');
    return 1;
  });
  const second = queue.run(async () => {
    log.push('second');
    return 2;
  });
  await Promise.resolve();
  expect(log).toEqual(['first starts']);
  release();
  expect(await Promise.all([first, second])).toEqual([1, 2]);
  expect(log).toEqual(['first starts', 'first ends', 'second']);
});

test('a failing piece fails alone; the next one runs and idle() waits for both', async () => {
  const queue = new CommandQueue();
  const failed = queue.run(async () => {
    throw new Error('refused');
  });
  const next = queue.run(async () => 'ran');
  await expect(failed).rejects.toThrow('refused');
  expect(await next).toBe('ran');
  await expect(queue.idle()).resolves.toBeUndefined();
});
