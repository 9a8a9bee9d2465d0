import { expect, test } from 'vitest';
import { recordingBroadcaster } from '../../test-support/recording-broadcaster.js';
import { Disclosure } from '../disclosure.js';
import type { GameModule } from '../game-module.js';
import type { StoredCommand } from '../store.js';
import { Delivery } from './deliver.js';

/** A module whose views and events say whom they were made for, and that hides each seat's card from others. */
const filtering = {
  viewFor: (s: { cards: Record<string, string> }, to: { recipient: string; over: boolean }) => ({
    for: to.recipient,
    card: to.over ? s.cards : (s.cards[to.recipient] ?? null),
  }),
  eventsFor: (events: readonly { to?: string }[], to: { recipient: string; over: boolean }) =>
    events.filter((e) => to.over || !e.to || e.to === to.recipient),
} as unknown as GameModule;

const command: StoredCommand = {
  seq: 4,
  seat: 'p2',
  actor: 'coach-2',
  clientId: 'mine',
  command: {},
  events: [{ to: 'p2' }, {}],
  diceBefore: 0,
  diceAfter: 0,
  rolls: [],
  stateHash: 'h',
  version: 'v',
};
const state = { cards: { p1: 'ace', p2: 'king', p3: 'queen' } };

test('an update goes to each recipient as the module made it for that recipient, the client id only to its sender', () => {
  const broadcaster = recordingBroadcaster();
  new Delivery('m', ['p1', 'p2', 'p3'], broadcaster, new Disclosure(filtering)).update(
    command,
    state,
    ['p3'],
    null,
    false,
  );
  expect(broadcaster.sent.map((s) => [s.recipient, s.payload])).toEqual([
    ['p1', expect.objectContaining({ view: { for: 'p1', card: 'ace' }, events: [{}] })],
    [
      'p2',
      expect.objectContaining({
        view: { for: 'p2', card: 'king' },
        events: [{ to: 'p2' }, {}],
        clientId: 'mine',
      }),
    ],
    ['p3', expect.objectContaining({ view: { for: 'p3', card: 'queen' }, events: [{}] })],
    ['spectator', expect.objectContaining({ view: { for: 'spectator', card: null }, events: [{}] })],
  ]);
  expect(
    broadcaster.sent.filter((s) => s.recipient !== 'p2').every((s) => !('clientId' in (s.payload as object))),
  ).toBe(true);
});

test('the update that ends the match is made with `over`: what the module reveals at the end', () => {
  const broadcaster = recordingBroadcaster();
  new Delivery('m', ['p1', 'p2'], broadcaster, new Disclosure(filtering)).update(
    command,
    state,
    [],
    null,
    true,
  );
  expect(broadcaster.to('spectator')[0]!.payload).toMatchObject({ view: { card: state.cards } });
});

test('a missed command (resync) carries the events for that recipient, and no view', () => {
  const d = new Delivery('m', ['p1', 'p2'], recordingBroadcaster(), new Disclosure(filtering));
  expect(d.missedFor(command, false, 'p1')).toEqual({
    matchId: 'm',
    seq: 4,
    seat: 'p2',
    events: [{}],
    toAct: [],
    clock: null,
  });
  expect(d.missedFor({ ...command, clientId: null }, false, 'p2')).not.toHaveProperty('clientId');
});
