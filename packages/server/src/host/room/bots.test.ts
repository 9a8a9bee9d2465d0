import { describe, expect, test } from 'vitest';
import { BotDriver } from './bots.js';

/** A tiny match: `order` says who decides next; a bot's play pops it. */
function driver(bots: string[], order: string[][]) {
  const played: string[] = [];
  const deferred: (() => void)[] = [];
  const failures: string[] = [];
  const d = new BotDriver({
    bots: () => bots,
    toAct: () => order[0] ?? [],
    async play(seat) {
      played.push(seat);
      if (seat === 'broken') throw new Error('bot bug');
      const now = order[0]!.filter((s) => s !== seat);
      if (now.length === 0) order.shift();
      else order[0] = now;
    },
    defer: (work) => deferred.push(work),
    failed: (seat) => failures.push(seat),
  });
  /** Runs deferred work (and what it defers) until nothing is left. */
  const settle = async () => {
    for (let i = 0; i < 100 && deferred.length > 0; i++) {
      deferred.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { d, played, settle, failures };
}

describe('the bot driver', () => {
  test('plays every bot seat that must decide, one command at a time, until a human must', async () => {
    const { d, played, settle } = driver(['p2', 'p3'], [['p2', 'p3'], ['p3'], ['p1'], ['p2']]);
    d.poke();
    d.poke();
    await settle();
    expect(played).toEqual(['p2', 'p3', 'p3']);
  });

  test('does nothing while only humans must decide, and nothing after dispose', async () => {
    const human = driver(['p2'], [['p1']]);
    human.d.poke();
    await human.settle();
    expect(human.played).toEqual([]);
    const gone = driver(['p2'], [['p2']]);
    gone.d.poke();
    gone.d.dispose();
    await gone.settle();
    expect(gone.played).toEqual([]);
  });

  test('a failing bot is reported and not retried in a loop', async () => {
    const { d, played, settle, failures } = driver(['broken'], [['broken']]);
    d.poke();
    await settle();
    expect(played).toEqual(['broken']);
    expect(failures).toEqual(['broken']);
  });
});
