import {
  blockFace,
  type GameEvent,
  isSkillId,
  isStarRuleId,
  type Modifier,
  parseSkillName,
  type Side,
  type Square,
  WEATHERS,
} from '@dugout/rules';
import { formatNumber, isMessageKey, type MessageKey, t } from '../i18n/index.js';
import { skillNameOf } from '../i18n/names/index.js';

/** A sentence for the log: a catalogue key and its parameters (already in the reader's language). */
export interface Sentence {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** How the log names things: players by id, teams by side. */
export interface Names {
  player(id: string): string;
  team(side: Side): string;
}

/** Looks up `prefix.id` in the catalogue; ids the catalogue does not know yet are shown as given. */
export function term(prefix: string, id: string): string {
  const key = `${prefix}.${id.toLowerCase().replace(/\s+/g, '-')}`;
  return isMessageKey(key) ? t(key) : id;
}

/** A signed modifier value with a real minus sign: +1, −2. */
export function signed(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : `+${value}`;
}

type PassRange = Extract<GameEvent, { kind: 'pass' }>['range'];
const PASS_RANGES: Readonly<Record<PassRange, MessageKey>> = {
  quick: 'pass-range.quick',
  short: 'pass-range.short',
  long: 'pass-range.long',
  'long-bomb': 'pass-range.long-bomb',
};

/**
 * Why a roll was modified, in the reader's language. The engine gives a rule's id or words (`marked`,
 * `pouring rain`), a weather, a pass range, or a skill (by id or by its English name); a reason none of
 * these know is shown as the engine wrote it.
 */
export function modifierReason(reason: string): string {
  const id = reason.toLowerCase().replace(/\s+/g, '-');
  const key = `modifier.${id}`;
  if (isMessageKey(key)) return t(key);
  if ((WEATHERS as readonly string[]).includes(id)) return t(`weather.${id}` as MessageKey);
  if (Object.hasOwn(PASS_RANGES, id)) return t(PASS_RANGES[id as PassRange]);
  if (isSkillId(id) || isStarRuleId(id)) return skillNameOf(id);
  try {
    return skillNameOf(parseSkillName(reason).id);
  } catch {
    return reason;
  }
}

export function describeModifiers(modifiers: readonly Modifier[]): string {
  return modifiers
    .map((m) => t('log.modifier', { value: signed(m.value), reason: modifierReason(m.reason) }))
    .join(', ');
}

/** A skill's display name in the reader's language (English where there is no common one; never an id). */
export function skillName(id: string): string {
  return skillNameOf(id);
}

const squareText = (s: Square): string => t('match.square', { x: s.x, y: s.y });

/** The dice log sentence for one engine event. */
export function describeEvent(event: GameEvent, names: Names): Sentence {
  switch (event.kind) {
    case 'roll': {
      const modified = event.modifiers.length > 0;
      const test = event.target !== null;
      const family = event.player === null ? 'log.roll.noplayer' : 'log.roll';
      const key = `${family}.${test ? 'test' : 'table'}${modified ? '.modified' : ''}` as MessageKey;
      const params: Record<string, string | number> = {
        roll: term('roll', event.purpose),
        natural:
          event.die === 'BLOCK'
            ? event.natural.map((n) => term('block-face', blockFace(n))).join(', ')
            : event.natural.join(' + '),
        total: event.total,
      };
      if (event.player !== null) params.player = names.player(event.player);
      if (modified) params.modifiers = describeModifiers(event.modifiers);
      if (test) {
        params.target = event.target as number;
        params.outcome = t(event.success ? 'log.outcome.success' : 'log.outcome.failure');
      }
      return { key, params };
    }
    case 'reroll': {
      const player = event.player === null ? '' : names.player(event.player);
      const roll = term('roll', event.purpose);
      if (event.wasted) return { key: 'log.reroll.wasted', params: { player, roll } };
      if (event.source === 'team') return { key: 'log.reroll.team', params: { player, roll } };
      return { key: 'log.reroll.skill', params: { player, roll, skill: skillName(event.source) } };
    }
    case 'move':
      return {
        // Ways of moving may grow with the engine (throws, teleports): read newer ones as a plain move.
        key: isMessageKey(`log.move.${event.how}`)
          ? (`log.move.${event.how}` as MessageKey)
          : 'log.move.step',
        params: { player: names.player(event.player), square: squareText(event.to) },
      };
    case 'status':
      return {
        key: 'log.status',
        params: { player: names.player(event.player), status: t(`status.${event.status}`) },
      };
    case 'box':
      return {
        key: event.box === null ? 'log.box.pitch' : `log.box.${event.box}`,
        params: { player: names.player(event.player) },
      };
    case 'ball': {
      const b = event.ball;
      if (b.kind === 'carried')
        return { key: 'log.ball.carried', params: { player: names.player(b.player) } };
      if (b.kind === 'none') return { key: 'log.ball.none', params: {} };
      return { key: `log.ball.${b.kind}`, params: { square: squareText(b.at) } };
    }
    case 'turnover':
      return {
        key: 'log.turnover',
        params: { team: names.team(event.team), reason: term('turnover', event.reason) },
      };
    case 'touchdown':
      return {
        key: 'log.touchdown',
        params: { player: names.player(event.player), team: names.team(event.team) },
      };
    case 'going-down':
      return { key: `log.going-down.${event.how}`, params: { player: names.player(event.player) } };
    case 'armour':
      return {
        key: event.broken ? 'log.armour.broken' : 'log.armour.held',
        params: { player: names.player(event.player) },
      };
    case 'injury':
      return {
        key: event.crowd ? 'log.injury.crowd' : 'log.injury',
        params: { player: names.player(event.player), result: t(`injury.${event.result}`) },
      };
    case 'casualty': {
      const params = { player: names.player(event.player), result: t(`casualty.${event.result}`) };
      if (event.lasting === null) return { key: 'log.casualty', params };
      return { key: 'log.casualty.lasting', params: { ...params, lasting: t(`lasting.${event.lasting}`) } };
    }
    case 'apothecary':
      return {
        key: 'log.apothecary',
        params: { player: names.player(event.player), outcome: term('apothecary', event.outcome) },
      };
    case 'activation':
      return {
        key: 'log.activation',
        params: { player: names.player(event.player), action: t(`action.${event.action}`) },
      };
    case 'activation-end':
      return { key: 'log.activation-end', params: { player: names.player(event.player) } };
    case 'turn-start':
      return {
        key: 'log.turn-start',
        params: { team: names.team(event.team), turn: event.turn, half: event.half },
      };
    case 'turn-end':
      return { key: 'log.turn-end', params: { team: names.team(event.team) } };
    case 'weather':
      return { key: 'log.weather', params: { weather: t(`weather.${event.weather}`) } };
    case 'kick-off':
      return { key: 'log.kick-off', params: { event: t(`kickoff.${event.event}`) } };
    case 'drive-start':
      return { key: 'log.drive-start', params: { team: names.team(event.kicking) } };
    case 'drive-end':
      return { key: 'log.drive-end', params: {} };
    case 'half-start':
      return { key: 'log.half-start', params: { half: event.half } };
    case 'match-end':
      return { key: 'log.match-end', params: { home: event.score.home, away: event.score.away } };
    case 'skill':
      return {
        key: 'log.skill',
        params: { player: names.player(event.player), skill: skillName(event.skill) },
      };
    case 'star-rule':
      return {
        key: 'log.star-rule',
        params: { player: names.player(event.player), rule: skillName(event.rule) },
      };
    case 'note':
      return describeNote(event, names);
    case 'concession':
      return {
        key: event.withoutPenalty ? 'log.concession.without-penalty' : 'log.concession',
        params: { team: names.team(event.team) },
      };
    case 'pass':
      return {
        key: 'log.pass',
        params: {
          player: names.player(event.player),
          range: t(PASS_RANGES[event.range]),
          square: squareText(event.target),
          result: t(`pass-result.${event.result}`),
        },
      };
    case 'hand-off':
      return {
        key: 'log.hand-off',
        params: { player: names.player(event.player), target: names.player(event.target) },
      };
    case 'interception':
      return {
        key: event.success ? 'log.interception.success' : 'log.interception.failure',
        params: { player: names.player(event.player) },
      };
    case 'throw-team-mate':
      return {
        key: 'log.throw-team-mate',
        params: {
          player: names.player(event.player),
          thrown: names.player(event.thrown),
          square: squareText(event.target),
          result: t(`ttm-result.${event.result}`),
        },
      };
    case 'explosion':
      return { key: 'log.explosion', params: { square: squareText(event.at) } };
    case 'landing':
      return {
        key: event.safe ? 'log.landing.safe' : 'log.landing.unsafe',
        params: { player: names.player(event.player), square: squareText(event.at) },
      };
    default:
      return describeNewerEvent(event as unknown as Record<string, unknown>, names);
  }
}

type Note = Extract<GameEvent, { kind: 'note' }>;
type NoteCode = NonNullable<Note['code']>;

/** Every note code the engine has, with its message (the compiler checks none is missing). */
const NOTE_KEYS: Readonly<Record<NoteCode, MessageKey>> = {
  'setup-done': 'note.setup-done',
  distracted: 'note.distracted',
  'taken-root': 'note.taken-root',
  stalling: 'note.stalling',
  'skips-turn': 'note.skips-turn',
  'coin-toss': 'note.coin-toss',
  'secret-weapon-sent-off': 'note.secret-weapon-sent-off',
  'turn-markers-back': 'note.turn-markers-back',
  'turn-markers-forward': 'note.turn-markers-forward',
  'extra-reroll': 'note.extra-reroll',
  'dodgy-snack': 'note.dodgy-snack',
  'throw-a-rock': 'note.throw-a-rock',
  touchback: 'note.touchback',
  'referee-saw-foul': 'note.referee-saw-foul',
  'argue-barred': 'note.argue-barred',
  'stays-on-pitch': 'note.stays-on-pitch',
  'lands-on': 'note.lands-on',
  'bomb-in-crowd': 'note.bomb-in-crowd',
  'bomb-thrown-on': 'note.bomb-thrown-on',
  'cannot-pass': 'note.cannot-pass',
  'raised-dead': 'note.raised-dead',
};

/** A note by its code, in the reader's language; a note without a (known) code shows the engine's English. */
function describeNote(event: Note, names: Names): Sentence {
  const key = event.code === undefined ? undefined : NOTE_KEYS[event.code];
  if (key === undefined) return { key: 'log.note', params: { text: event.text } };
  const p = event.params ?? {};
  const params: Record<string, string | number> = {};
  if (p.player !== undefined) params.player = names.player(p.player);
  if (p.target !== undefined) params.target = names.player(p.target);
  if (p.team !== undefined) params.team = names.team(p.team);
  if (p.face !== undefined) params.face = t(p.face === 'heads' ? 'choice.heads' : 'choice.tails');
  return { key, params };
}

/**
 * Events the engine is gaining while blocks and fouls are being built (read loosely, so the screen keeps
 * working whichever engine version it is bundled with); anything else is named by its kind.
 */
function describeNewerEvent(e: Record<string, unknown>, names: Names): Sentence {
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  const player = (v: unknown): string => names.player(str(v));
  switch (e.kind) {
    case 'block':
      return {
        key: 'log.block',
        params: {
          attacker: player(e.attacker),
          defender: player(e.defender),
          dice: Number(e.dice),
          chooser: names.team(e.chooser === 'away' ? 'away' : 'home'),
        },
      };
    case 'block-result':
      return {
        key: 'log.block-result',
        params: { attacker: player(e.attacker), face: term('block-face', str(e.face)) },
      };
    case 'foul':
      return { key: 'log.foul', params: { player: player(e.player), target: player(e.target) } };
    case 'sent-off':
      return { key: 'log.sent-off', params: { player: player(e.player) } };
    case 'inducement':
    case 'inducements-done':
    case 'prayer':
    case 'inducement-effect':
      return describeInducement(e, names);
    default:
      return { key: 'log.other', params: { kind: str(e.kind) } };
  }
}

/** Issue 16: a purchase, a side done buying, a prayer in force or acting, a bought item acting on a player. */
function describeInducement(e: Record<string, unknown>, names: Names): Sentence {
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  const team = names.team(e.team === 'away' ? 'away' : 'home');
  const player = names.player(str(e.player));
  if (e.kind === 'inducement') {
    const cost = `${formatNumber(Number(e.cost) / 1000)}k`;
    // A Star or a Mercenary is named after the player it brought ("Star Player: #12 Griff Oberwald").
    const who = (Array.isArray(e.players) ? e.players : []).map((id) => names.player(str(id))).join(' & ');
    const item = term('inducement', str(e.item)) + (who ? `: ${who}` : '');
    return { key: 'log.inducement', params: { team, item, cost } };
  }
  if (e.kind === 'inducements-done') return { key: 'log.inducements-done', params: { team } };
  if (e.kind === 'prayer') {
    const prayer = term('prayer', str(e.prayer));
    return e.player === undefined
      ? { key: 'log.prayer', params: { team, prayer } }
      : { key: 'log.prayer.player', params: { prayer, player } };
  }
  if (e.effect === 'fireball') return { key: 'log.fireball', params: { player } };
  if (e.effect === 'frog') return { key: 'log.zap', params: { player } };
  return { key: 'log.inducement-effect', params: { item: term('inducement', str(e.item)), player } };
}

/** The sentence as text. */
export const sentenceText = (s: Sentence): string => t(s.key, s.params);
