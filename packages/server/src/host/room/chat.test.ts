import { describe, expect, test } from 'vitest';
import { recordingBroadcaster } from '../../test-support/recording-broadcaster.js';
import { ManualClock } from '../clock.js';
import { Disclosure } from '../disclosure.js';
import type { GameModule } from '../game-module.js';
import { MatchChat } from './chat.js';
import { Delivery } from './deliver.js';

function chat() {
  const broadcaster = recordingBroadcaster();
  const time = new ManualClock();
  const delivery = new Delivery('m1', ['p1', 'p2', 'p3'], broadcaster, new Disclosure({} as GameModule));
  const room = new MatchChat('m1', delivery, time, { maxLength: 20, perWindow: 2, windowMs: 10_000 });
  const heard = (recipient: string) =>
    broadcaster.to(recipient).map((s) => (s.payload as { text: string }).text);
  return { room, time, heard, broadcaster };
}

describe('match chat', () => {
  test("the coaches' channel reaches every seat and the spectators; spectators' chat only spectators", () => {
    const { room, heard } = chat();
    room.say({ name: 'Ana', key: 'c1' }, 'p1', 'coaches', '  good luck ');
    room.say({ name: 'Spectator', key: 's1' }, 'spectator', 'spectators', 'go p2');
    for (const seat of ['p1', 'p2', 'p3']) expect(heard(seat)).toEqual(['good luck']);
    expect(heard('spectator')).toEqual(['good luck', 'go p2']);
  });

  test('empty, too long, wrong channel and too fast are refused and reach nobody', () => {
    const { room, time, heard } = chat();
    const ana = { name: 'Ana', key: 'c1' };
    expect(() => room.say(ana, 'p1', 'coaches', '   ')).toThrow(
      expect.objectContaining({ code: 'chat/empty' }),
    );
    expect(() => room.say(ana, 'p1', 'coaches', 'x'.repeat(21))).toThrow(
      expect.objectContaining({ code: 'chat/too-long' }),
    );
    expect(() => room.say(ana, 'p1', 'spectators', 'psst')).toThrow(
      expect.objectContaining({ code: 'chat/wrong-channel' }),
    );
    expect(() => room.say({ name: 'S', key: 's' }, 'spectator', 'coaches', 'hi')).toThrow(
      expect.objectContaining({ code: 'chat/wrong-channel' }),
    );
    expect(heard('spectator')).toEqual([]);
    room.say(ana, 'p1', 'coaches', 'one');
    room.say(ana, 'p1', 'coaches', 'two');
    expect(() => room.say(ana, 'p1', 'coaches', 'three')).toThrow(
      expect.objectContaining({ code: 'chat/rate-limited' }),
    );
    time.advance(10_000);
    room.say(ana, 'p1', 'coaches', 'four');
    expect(heard('p2')).toEqual(['one', 'two', 'four']);
  });

  test("the server's announcements reach everyone, with what a screen needs to word them", () => {
    const { room, broadcaster } = chat();
    room.announce({ kind: 'bot-took-seat', seat: 'p2', coach: 'Bea' });
    const got = broadcaster.sent.map((s) => [
      s.recipient,
      (s.payload as { announcement: unknown }).announcement,
    ]);
    expect(got).toEqual(
      ['p1', 'p2', 'p3', 'spectator'].map((r) => [r, { kind: 'bot-took-seat', seat: 'p2', coach: 'Bea' }]),
    );
    expect((broadcaster.sent[0]!.payload as { text: string; from: string }).from).toBe('');
  });
});
