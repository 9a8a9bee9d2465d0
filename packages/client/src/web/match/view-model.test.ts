import {
  apply,
  type Command,
  type Decision,
  type GameEvent,
  IllegalCommandError,
  loadScenario,
  type MatchState,
  pendingDecision,
  ScriptedDice,
} from '@dugout/rules';
import type { ReachableSquare } from '@dugout/rules/odds';
import { describe, expect, test } from 'vitest';
import { sentenceText } from './describe-event.js';
import { answer } from './odds-jobs.js';
import {
  buttonOptions,
  clickablePlayers,
  commandErrorText,
  decisionPrompt,
  declarableActions,
  formatChance,
  moveMarkers,
  namesOf,
  optionLabel,
  positionInitials,
  reachHints,
} from './view-model.js';

/** A home Lineman (MA 6) on (10,7) in his team's turn 1; opponents placed per test. */
function turn(opponents: { at: [number, number]; status?: 'standing' | 'prone' }[]): MatchState {
  return loadScenario({
    teams: { home: { name: 'Reavers', rerolls: 2 }, away: { name: 'Eye' } },
    players: [
      { id: 'h1', team: 'home', name: 'Griff', number: 1, at: [10, 7] },
      ...opponents.map((o, i) => ({
        id: `a${i}`,
        team: 'away' as const,
        number: i + 1,
        at: o.at,
        status: o.status,
      })),
    ],
  });
}

function startMove(s: MatchState): MatchState {
  return apply(s, { type: 'activate', player: 'h1', action: 'move' }, new ScriptedDice([])).state;
}

/** The reach odds the screen gets from the odds worker for a move-step decision. */
const reachOf = (s: MatchState, d: Decision): ReachableSquare[] =>
  d.player ? (answer({ kind: 'reach', state: s, player: d.player }) as ReachableSquare[]) : [];

const markersOf = (s: MatchState) => {
  const d = pendingDecision(s) as Decision;
  return moveMarkers(s, d, reachOf(s, d));
};

const markerAt = (s: MatchState, x: number, y: number) =>
  markersOf(s).find((m) => m.square.x === x && m.square.y === y)?.kind;

// The engine computes every reachable square's odds by running its own procedures: seconds on a loaded machine.
describe('movement markers', { timeout: 120_000 }, () => {
  test('an Open player has only safe steps, and a Dodge when leaving a marked square', () => {
    const open = startMove(turn([{ at: [20, 7] }]));
    const markers = markersOf(open);
    expect(markers).toHaveLength(8);
    expect(new Set(markers.map((m) => m.kind))).toEqual(new Set(['safe']));

    const marked = startMove(turn([{ at: [11, 7] }]));
    expect(markerAt(marked, 9, 7)).toBe('dodge');
    expect(markerAt(marked, 10, 6)).toBe('dodge');
  });

  test('steps beyond MA are Rushes (and Dodge + Rush when marked)', () => {
    let s = startMove(turn([{ at: [20, 7] }]));
    // Six safe steps to the left use up MA 6.
    for (let x = 9; x >= 4; x--)
      s = apply(s, { type: 'move', square: { x, y: 7 } }, new ScriptedDice([])).state;
    expect(markerAt(s, 3, 7)).toBe('rush');
  });

  test('a square two away over a Prone player is a Jump', () => {
    const s = startMove(turn([{ at: [11, 7], status: 'prone' }]));
    expect(markerAt(s, 12, 7)).toBe('jump');
    expect(markerAt(s, 9, 7)).toBe('safe');
  });

  test('markers carry the engine’s chance of getting there standing; further squares become hints', () => {
    const open = startMove(turn([{ at: [20, 7] }]));
    const d = pendingDecision(open) as Decision;
    expect(moveMarkers(open, d, reachOf(open, d)).every((m) => m.chance === 1)).toBe(true);
    const far = reachHints(open, d, reachOf(open, d));
    expect(far.length).toBeGreaterThan(0);
    expect(far.every((h) => h.chance > 0 && h.chance <= 1)).toBe(true);

    const marked = startMove(turn([{ at: [11, 7] }]));
    const dodge = markersOf(marked).find((m) => m.kind === 'dodge');
    expect(dodge?.chance).toBeGreaterThan(0);
    expect(dodge?.chance).toBeLessThan(1);
  });

  test('no markers outside a move-step decision', () => {
    const s = turn([]);
    expect(moveMarkers(s, pendingDecision(s) as Decision, [])).toEqual([]);
  });
});

describe('odds formatting', () => {
  test.each([
    [0, '0%'],
    [1, '100%'],
    [0.5, '50%'],
    [5 / 6, '83%'],
    [0.004, '<1%'],
    [0.996, '>99%'],
    [Number.NaN, '0%'],
  ])('%s → %s', (p, text) => {
    expect(formatChance(p)).toBe(text);
  });
});

describe('tokens, prompts and options', () => {
  test.each([
    ['Blitzer', 'B'],
    ['Black Orc', 'BO'],
    ['Chaos Dwarf Blocker', 'CD'],
    ['Big Un Blocker', 'BU'],
    ['Thrall-Lineman', 'TL'],
    ['고블린 라인맨', '고라'],
    ['ゴブリン・ラインマン', 'ゴラ'],
    ['ラインマン', 'ラ'],
  ])('position initials of %s', (name, initials) => {
    expect(positionInitials(name)).toBe(initials);
  });

  test('an activation offers the declarable actions of the clicked player, with shortcuts on the buttons', () => {
    const s = turn([{ at: [20, 7] }]);
    const d = pendingDecision(s) as Decision;
    expect(declarableActions(d, 'h1')).toContain('move');
    expect(declarableActions(d, 'a0')).toEqual([]);
    expect(optionLabel(s, d, { type: 'activate', player: 'h1', action: 'blitz' }, namesOf(s))).toBe(
      'Blitz (L)',
    );
    expect(optionLabel(s, d, { type: 'end-turn' }, namesOf(s))).toBe('End turn');
    expect(buttonOptions(d).map((c) => c.type)).toEqual(['end-turn']);
  });

  test('re-roll buttons say how many team re-rolls are left', () => {
    const s = turn([]);
    const d: Decision = {
      team: 'home',
      kind: 'reroll',
      prompt: '',
      options: [{ type: 'reroll', source: 'team' }, { type: 'no-reroll' }],
    };
    expect(d.options.map((c) => optionLabel(s, d, c, namesOf(s)))).toEqual([
      'Use a team re-roll (2 left)',
      'No re-roll',
    ]);
  });

  test('a refused command becomes a readable message', () => {
    const s = turn([]);
    const command: Command = { type: 'activate', player: 'h1', action: 'foul' };
    const error = new IllegalCommandError('action-not-allowed', 'h1 cannot declare foul now');
    expect(commandErrorText(error, command, namesOf(s))).toBe('#1 Griff cannot declare Foul now.');
  });

  test('a decision kind the catalogue does not know yet falls back to the engine’s prompt', () => {
    const s = turn([]);
    const d = {
      team: 'home',
      kind: 'future-kind',
      prompt: 'Do the new thing',
      options: [],
    } as unknown as Decision;
    expect(sentenceText(decisionPrompt(d, namesOf(s)))).toBe('Reavers: Do the new thing');
    const known: Decision = { team: 'away', kind: 'coin-toss', prompt: '', options: [] };
    expect(sentenceText(decisionPrompt(known, namesOf(s)))).toBe('Eye: call the coin toss.');
  });

  test('a failed roll turns the re-roll prompt into what a re-roll changes', () => {
    const s = turn([]);
    const d: Decision = {
      team: 'home',
      kind: 'reroll',
      player: 'h1',
      prompt: '',
      options: [{ type: 'no-reroll' }],
    };
    const log: GameEvent[] = [
      {
        seq: 1,
        kind: 'roll',
        purpose: 'dodge',
        player: 'h1',
        die: 'D6',
        natural: [2],
        modifiers: [],
        total: 2,
        target: 4,
        success: false,
        rerolled: false,
      },
    ];
    expect(sentenceText(decisionPrompt(d, namesOf(s), log))).toBe('Dodge 4+ failed (rolled 2): re-roll?');
  });
});

describe('clickable players', () => {
  test('the player picked for a set-up square stays clickable, so it can be dragged again', () => {
    const place: Decision = {
      team: 'home',
      kind: 'setup-place',
      player: 'h1',
      prompt: 'Place the player',
      options: [{ type: 'square', square: { x: 12, y: 7 } }],
    };
    expect([...clickablePlayers(place)]).toEqual(['h1']);
    expect([...clickablePlayers(null)]).toEqual([]);
  });
});
