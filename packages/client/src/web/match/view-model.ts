/**
 * View logic of the match screen: pure functions from the engine's plain-data state and pending decision
 * to what the screen shows (markers, prompts, option labels). No Preact here, so it is unit-tested alone.
 */
import {
  type ActionKind,
  blockFace,
  type Command,
  commandKey,
  type Decision,
  distance,
  type GameEvent,
  IllegalCommandError,
  type MatchState,
  markerCount,
  onPitch,
  type PlayerState,
  type Side,
  type Square,
} from '@dugout/rules';
import type { ReachableSquare } from '@dugout/rules/odds';
import { isMessageKey, t } from '../i18n/index.js';
import type { BlockLine } from './block-view.js';
import { formatChance } from './chance.js';
import { type Names, type Sentence, skillName, term } from './describe-event.js';
import { inducementChoiceLabel } from './inducement-labels.js';
import { playerName, teamName } from './names.js';
import { ruleChoiceLabel } from './rule-choice-labels.js';

export { formatChance };

/** The classic movement markers: each has its own shape as well as its own colour. */
export const MARKER_KINDS = ['safe', 'dodge', 'rush', 'dodge-rush', 'jump', 'jump-rush'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

export interface MoveMarker {
  square: Square;
  kind: MarkerKind;
  /** Chance that every roll on the way succeeds, when the engine's odds are available. */
  chance: number | null;
}

/** How much of its movement the moving player has used, read from the engine's move procedure. */
export function movementUsed(s: MatchState, player: string): { maUsed: number; rushes: number } {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const p = s.stack[i];
    if (p && p.kind === 'move-action' && p.player === player) {
      return { maUsed: Number(p.maUsed ?? 0), rushes: Number(p.rushes ?? 0) };
    }
  }
  return { maUsed: 0, rushes: 0 };
}

export const movementAllowance = (p: PlayerState): number => Math.max(1, p.stats.ma + p.driveMods.ma);

/**
 * Squares further than one step that the player can still reach this activation, with the chance. `reach`
 * is the engine's `reachableSquares`, worked out by the odds worker (`odds-jobs.ts`), never on the page.
 */
export function reachHints(s: MatchState, d: Decision, reach: readonly ReachableSquare[]) {
  const player = s.players.find((p) => p.id === d.player);
  if (!player?.at) return [];
  const from = player.at;
  const offered = new Set(d.options.map((o) => (o.type === 'move' ? `${o.square.x},${o.square.y}` : '')));
  return reach
    .filter((r) => distance(from, r) > 1 && !offered.has(`${r.x},${r.y}`) && r.probability > 0)
    .map((r) => ({ square: { x: r.x, y: r.y }, chance: r.probability }));
}

/**
 * Markers for the squares a `move-step` decision offers: a Dodge when the player leaves a square an
 * opponent marks, a Rush when the step goes beyond the player's MA, a Jump when the square is two away.
 */
export function moveMarkers(s: MatchState, d: Decision, reach: readonly ReachableSquare[]): MoveMarker[] {
  if (d.kind !== 'move-step' || !d.player) return [];
  const player = s.players.find((p) => p.id === d.player);
  if (!player?.at) return [];
  const from = player.at;
  const { maUsed } = movementUsed(s, player.id);
  const maLeft = movementAllowance(player) - maUsed;
  const marked = markerCount(s, from, player.team) > 0;
  const out: MoveMarker[] = [];
  for (const o of d.options) {
    if (o.type !== 'move') continue;
    const jump = distance(from, o.square) === 2;
    const rush = (jump ? 2 : 1) > maLeft;
    const kind: MarkerKind = jump
      ? rush
        ? 'jump-rush'
        : 'jump'
      : marked
        ? rush
          ? 'dodge-rush'
          : 'dodge'
        : rush
          ? 'rush'
          : 'safe';
    const odds = reach.find((r) => r.x === o.square.x && r.y === o.square.y);
    out.push({ square: { x: o.square.x, y: o.square.y }, kind, chance: odds ? odds.probability : null });
  }
  return out;
}

/**
 * Position initials for a token: "Blitzer" → "B", "Black Orc" → "BO", "Chaos Dwarf Blocker" → "CD"; Korean
 * and Japanese names split on spaces and the katakana middle dot too ("ゴブリン・ラインマン" → "ゴラ").
 */
export function positionInitials(name: string): string {
  const words = name.split(/[\s\-・]+/).filter((w) => w.length > 0);
  if (words.length === 0) return '';
  if (words.length === 1) return (words[0] as string).charAt(0).toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** Keyboard shortcuts of the activation panel (BB2025 names: L for bLitz, S for Secure the Ball). */
export const ACTION_SHORTCUTS: Readonly<Record<string, ActionKind | 'end-turn'>> = {
  m: 'move',
  b: 'block',
  l: 'blitz',
  p: 'pass',
  h: 'hand-off',
  f: 'foul',
  s: 'secure-the-ball',
  e: 'end-turn',
};

export const shortcutOf = (action: ActionKind): string | undefined =>
  Object.entries(ACTION_SHORTCUTS)
    .find(([, a]) => a === action)?.[0]
    ?.toUpperCase();

/** The actions a player may declare now, in the engine's order. */
export function declarableActions(d: Decision | null, player: string): ActionKind[] {
  if (d?.kind !== 'activation') return [];
  const out: ActionKind[] = [];
  for (const o of d.options) if (o.type === 'activate' && o.player === player) out.push(o.action);
  return out;
}

/** Players a decision lets the coach click: activatable players, set-up picks, kicker choices … */
export function clickablePlayers(d: Decision | null): Set<string> {
  const out = new Set<string>();
  if (!d) return out;
  // The Sports-Wizard: a click on the pitch aims Fireball (under a player too); Zap! is a button per player.
  if (d.kind === 'sports-wizard') return out;
  for (const o of d.options) if (o.type === 'activate' || o.type === 'player') out.add(o.player);
  // The player picked for a set-up square can be dragged again (after a refused drop, say).
  if (d.kind === 'setup-place' && d.player) out.add(d.player);
  return out;
}

/** Squares a decision lets the coach click (`square` and `move` commands). */
export function clickableSquares(d: Decision | null): Square[] {
  if (!d) return [];
  const out: Square[] = [];
  for (const o of d.options) if (o.type === 'square' || o.type === 'move') out.push(o.square);
  return out;
}

/** The last failed roll before a re-roll decision: what the re-roll would change. */
export function lastFailedRoll(log: readonly GameEvent[]): Extract<GameEvent, { kind: 'roll' }> | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e?.kind === 'roll' && e.success === false) return e;
  }
  return undefined;
}

/** The latest roll of the log: the one a re-roll decision offers to roll again. */
function latestRoll(log: readonly GameEvent[]): Extract<GameEvent, { kind: 'roll' }> | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e?.kind === 'roll') return e;
  }
  return undefined;
}

/** The prompt of a decision, as a sentence. */
export function decisionPrompt(d: Decision, names: Names, log: readonly GameEvent[] = []): Sentence {
  const team = names.team(d.team);
  const player = d.player ? names.player(d.player) : '';
  if (d.kind === 'reroll') {
    // After a block the dice have no target: the prompt names the roll and shows the faces.
    const latest = latestRoll(log);
    if (latest?.die === 'BLOCK') {
      return {
        key: 'decision.reroll.block',
        params: { faces: latest.natural.map((n) => term('block-face', blockFace(n))).join(', ') },
      };
    }
    const roll = lastFailedRoll(log);
    if (roll && roll.target !== null) {
      return {
        key: 'decision.reroll',
        params: { roll: term('roll', roll.purpose), target: roll.target, natural: roll.natural.join(' + ') },
      };
    }
    return { key: 'decision.reroll.plain', params: { roll: roll ? term('roll', roll.purpose) : '' } };
  }
  const key = `decision.${d.kind}`;
  // A decision kind newer than this catalogue still gets a prompt: the engine's own (English) text.
  if (!isMessageKey(key)) return { key: 'decision.other', params: { team, prompt: d.prompt } };
  return { key, params: { team, player } };
}

/** The label of a decision option that is shown as a button (squares and players are clicked instead). */
export function optionLabel(s: MatchState, d: Decision, c: Command, names: Names): string {
  switch (c.type) {
    case 'choose':
      return (
        inducementChoiceLabel(s, d, c.choice) ?? ruleChoiceLabel(s, c.choice) ?? term('choice', c.choice)
      );
    case 'formation':
      return t('command.formation', { name: term('formation', c.name) });
    case 'reroll':
      return c.source === 'team'
        ? t('command.reroll.team', { count: teamRerolls(s, d.team) })
        : t('command.reroll.skill', { skill: skillName(c.source) });
    case 'use-skill':
      return t('command.use-skill', { skill: skillName(c.skill) });
    case 'player':
      // The Sports-Wizard's Zap! names its spell on the button (Fireball's squares are on the pitch).
      return d.kind === 'sports-wizard'
        ? t('spell.zap.on', { player: names.player(c.player) })
        : names.player(c.player);
    case 'square':
    case 'move':
      return onPitch(c.square.x, c.square.y)
        ? t('match.option.square', { x: c.square.x, y: c.square.y })
        : t('match.option.crowd', { x: c.square.x, y: c.square.y });
    case 'activate':
      return t('action.shortcut', { action: t(`action.${c.action}`), key: shortcutOf(c.action) ?? '' });
    case 'end-turn':
    case 'end-activation':
    case 'done':
    case 'bench':
    case 'decline':
    case 'no-reroll':
      return t(`command.${c.type}`);
    default:
      return commandKey(c);
  }
}

export const teamRerolls = (s: MatchState, side: Side): number =>
  s.teams[side].rerolls + s.teams[side].driveRerolls + s.teams[side].leaderRerolls;

/**
 * Options shown as buttons in the prompt panel: everything except what is clicked on the board. A push
 * into the crowd is both: a square in the crowd band and a button naming it.
 */
export function buttonOptions(d: Decision): Command[] {
  // The Sports-Wizard's Zap! is always a button per player (`clickablePlayers`).
  const manyPlayers =
    d.kind === 'setup' ||
    (d.kind !== 'sports-wizard' && d.options.filter((o) => o.type === 'player').length > 8);
  return d.options.filter(
    (o) =>
      o.type !== 'activate' &&
      !((o.type === 'square' || o.type === 'move') && onPitch(o.square.x, o.square.y)) &&
      !(o.type === 'player' && manyPlayers),
  );
}

/** Names from a match state: players by id, teams by side. */
export function namesOf(s: MatchState): Names {
  const byId = new Map(s.players.map((p) => [p.id, p]));
  return {
    player: (id) => {
      const p = byId.get(id);
      return p ? playerName(s, p) : id;
    },
    team: (side) => teamName(s.teams[side]),
  };
}

/** A refused command as a readable message in the coach's language (the engine's own text is English). */
export function commandErrorText(error: unknown, command: Command, names: Names): string {
  if (error instanceof IllegalCommandError) {
    return t(`illegal.${error.code}`, {
      player: 'player' in command ? names.player(command.player) : '',
      action: command.type === 'activate' ? t(`action.${command.action}`) : '',
    });
  }
  return t('error.internal');
}

/**
 * Whether a decision may offer block targets, whose odds (`block-view.ts`) the screen asks the odds worker
 * for: a block's target choice, or a blitz's move that may end in a block.
 */
export const offersBlocks = (d: Decision | null): boolean =>
  d?.player !== undefined &&
  (d.kind === 'block-target' || d.kind === 'move-step') &&
  d.options.some((o) => o.type === 'player');

/** The outcome odds of a block as one line: "Target down 44% · Push 31% · …" (zero outcomes left out). */
export function blockOddsText(lines: readonly BlockLine[]): string {
  return lines
    .map((l) =>
      t('block.outcome', { outcome: t(`block.outcome.${l.outcome}`), chance: formatChance(l.chance) }),
    )
    .join(' · ');
}
