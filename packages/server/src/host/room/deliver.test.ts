import { applyPatch, type MatchUpdateMessage, type TurnClock, viewHash } from '@dugout/client';
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
  chainHash: null,
  version: 'v',
};
const state = { cards: { p1: 'ace', p2: 'king', p3: 'queen' } };
const before = { cards: { p1: 'two', p2: 'king', p3: 'three' } };

/** Each recipient's view as its client rebuilds it: the patch on the view it had, checked by its hash. */
function viewsSent(sent: { recipient: string; payload: unknown }[], had: typeof before) {
  const filteringView = (recipient: string, over: boolean) => filtering.viewFor(had, { recipient, over });
  return sent.map(({ recipient, payload }) => {
    const u = payload as MatchUpdateMessage;
    const view = applyPatch(filteringView(recipient, false), u.patch);
    expect(u.viewHash).toBe(viewHash(view));
    return [recipient, view];
  });
}

test('an update goes to each recipient as the module made it for that recipient, the client id only to its sender, who gets it first', () => {
  const broadcaster = recordingBroadcaster();
  new Delivery('m', ['p1', 'p2', 'p3'], broadcaster, new Disclosure(filtering)).update(
    command,
    before,
    state,
    ['p3'],
    null,
    false,
  );
  expect(broadcaster.sent.map((s) => [s.recipient, s.payload])).toEqual([
    ['p2', expect.objectContaining({ patch: [], events: [{ to: 'p2' }, {}], clientId: 'mine' })],
    ['p1', expect.objectContaining({ patch: [{ p: ['card'], v: 'ace' }], events: [{}] })],
    ['p3', expect.objectContaining({ patch: [{ p: ['card'], v: 'queen' }], events: [{}] })],
    ['spectator', expect.objectContaining({ patch: [], events: [{}] })],
  ]);
  expect(viewsSent(broadcaster.sent, before)).toEqual([
    ['p2', { for: 'p2', card: 'king' }],
    ['p1', { for: 'p1', card: 'ace' }],
    ['p3', { for: 'p3', card: 'queen' }],
    ['spectator', { for: 'spectator', card: null }],
  ]);
  expect(
    broadcaster.sent.filter((s) => s.recipient !== 'p2').every((s) => !('clientId' in (s.payload as object))),
  ).toBe(true);
});

test('the update that ends the match is made with `over`: what the module reveals at the end', () => {
  const broadcaster = recordingBroadcaster();
  new Delivery('m', ['p1', 'p2'], broadcaster, new Disclosure(filtering)).update(
    command,
    before,
    state,
    [],
    null,
    true,
  );
  // The patch starts from the view the spectator had while the match was live.
  expect(viewsSent(broadcaster.to('spectator'), before)).toEqual([
    ['spectator', { for: 'spectator', card: state.cards }],
  ]);
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

/** The filtering module, noting each recipient a view is made for. */
function countingViews() {
  const made: string[] = [];
  const counting = {
    ...filtering,
    viewFor: (s: typeof state, to: { recipient: string; over: boolean }) => {
      made.push(to.recipient);
      return filtering.viewFor(s, to);
    },
  } as unknown as GameModule;
  return { made, counting };
}

test('nothing is made for a recipient nobody can be listening as (a bot seat, a match without spectators)', () => {
  const { made, counting } = countingViews();
  const broadcaster = recordingBroadcaster();
  broadcaster.reaches = (_matchId, recipient) => recipient === 'p1';
  new Delivery('m', ['p1', 'p2'], broadcaster, new Disclosure(counting)).update(
    command,
    before,
    state,
    ['p1'],
    null,
    false,
  );
  expect(broadcaster.sent.map((s) => s.recipient)).toEqual(['p1']);
  expect(new Set(made)).toEqual(new Set(['p1']));
  expect(viewsSent(broadcaster.sent, before)).toEqual([['p1', { for: 'p1', card: 'ace' }]]);
});

test('the sender update made ahead (while its command was stored) goes out as made, with the clock; the rest as ever', () => {
  const { made, counting } = countingViews();
  const clock = { running: null, remainingMs: {} } as unknown as TurnClock;
  const usual = recordingBroadcaster();
  new Delivery('m', ['p1', 'p2'], usual, new Disclosure(filtering)).update(
    command,
    before,
    state,
    ['p1'],
    clock,
    false,
  );

  const broadcaster = recordingBroadcaster();
  const d = new Delivery('m', ['p1', 'p2'], broadcaster, new Disclosure(counting));
  const early = d.prepare(command, before, state, ['p1'], false);
  expect(early).toMatchObject({ seq: 4, recipient: 'p2', message: { clientId: 'mine' } });
  expect(early!.message).not.toHaveProperty('clock');
  expect(broadcaster.sent).toEqual([]);
  made.length = 0;
  d.update(command, before, state, ['p1'], clock, false, early);
  // The sender's views are not made again; what every recipient got is what it gets without the early one.
  expect(made).not.toContain('p2');
  expect(broadcaster.sent).toEqual(usual.sent);
  // Made for another command, it is not used.
  const next = { ...command, seq: 5 };
  const other = recordingBroadcaster();
  new Delivery('m', ['p1', 'p2'], other, new Disclosure(filtering)).update(
    next,
    before,
    state,
    [],
    null,
    false,
    early,
  );
  expect(other.to('p2')[0]!.payload).toMatchObject({ seq: 5 });
});

test('nothing is made ahead for a sender nobody listens as (a bot) or that is no seat', () => {
  const broadcaster = recordingBroadcaster();
  broadcaster.reaches = (_matchId, recipient) => recipient === 'spectator';
  const d = new Delivery('m', ['p1', 'p2'], broadcaster, new Disclosure(filtering));
  expect(d.prepare(command, before, state, [], false)).toBeUndefined();
  expect(d.prepare({ ...command, seat: 'spectator' }, before, state, [], false)).toBeUndefined();
});
