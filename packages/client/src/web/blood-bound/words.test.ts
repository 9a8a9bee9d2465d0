import {
  apply,
  type Command,
  type GameEvent,
  legalCommands,
  type Random,
  randomBot,
  setup,
  whoMustAct,
} from '@dugout/blood-bound';
import { afterAll, describe, expect, test } from 'vitest';
import { loadLocale } from '../i18n/index.js';
import { loadBloodBoundMessages } from './i18n.js';
import { commandLabel, describeEvent } from './words.js';

/** A small seeded die for the deal and the bots. */
function dice(seed: number): Random {
  let x = seed >>> 0 || 1;
  return {
    die(sides) {
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      return (x % sides) + 1;
    },
  };
}

/** Every event and every offered command of random games at 6–12 players (7, 9, 11 with the Inquisitor). */
function games(): { events: GameEvent[]; commands: Command[] } {
  const events: GameEvent[] = [];
  const commands: Command[] = [];
  for (let n = 6; n <= 12; n++) {
    const random = dice(n * 31);
    let { state, events: first } = setup(n, {}, random);
    events.push(...first);
    while (whoMustAct(state).length > 0) {
      const seat = whoMustAct(state)[0]!;
      commands.push(...legalCommands(state, seat).slice(0, 30));
      const step = apply(state, seat, randomBot(state, seat, random));
      state = step.state;
      events.push(...step.events);
    }
  }
  return { events, commands };
}

const name = (seat: string) => `<${seat}>`;
const { events, commands } = games();

describe.each(['en', 'ko', 'ja'] as const)('Blood Bound words in %s', (locale) => {
  afterAll(() => loadLocale('en'));

  test('every event of random games is told with its players and no placeholder left', async () => {
    await loadLocale(locale);
    await loadBloodBoundMessages(locale);
    const types = new Set(events.map((e) => e.type));
    expect(types).toContain('captured');
    for (const e of events) {
      const line = describeEvent(e, name);
      if (e.type === 'intervention-declined') expect(line).toBeNull();
      else {
        expect(line, e.type).toMatch(/\S/);
        expect(line, e.type).not.toMatch(/[{}]/);
        for (const key of ['seat', 'attacker', 'target', 'to', 'by'] as const) {
          const seat = (e as Record<string, unknown>)[key];
          if (typeof seat === 'string' && e.type !== 'card-placed' && e.type !== 'game-started')
            expect(line, e.type).toContain(`<${seat}>`);
        }
      }
    }
  });

  test('every command offered has a label naming its player, with no placeholder left', async () => {
    await loadLocale(locale);
    await loadBloodBoundMessages(locale);
    for (const c of commands) {
      const label = commandLabel(c, name);
      expect(label, c.type).not.toMatch(/[{}]/);
      const seat = (c as { target?: string; to?: string; by?: string }).target ?? (c as { to?: string }).to;
      if (seat) expect(label).toContain(`<${seat}>`);
    }
  });
});
