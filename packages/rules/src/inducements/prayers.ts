import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import { randomPlayer } from '../flow/random-player.js';
import type { RosterId } from '../rosters/ids.js';
import { findPosition } from '../rosters/rosters.js';
import { findSkill, type SkillId, type SkillRef, skillsInCategory } from '../skills/catalogue.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { INDUCEMENT_SKILLS } from '../tables/inducement-skills.js';
import { type PrayerId, prayersToNuffleTable } from '../tables/prayers-to-nuffle.js';
import { otherSide, type Side } from '../types.js';
import { squadOf, starIds } from './players.js';

const DUSTERS = INDUCEMENT_SKILLS.knuckleDusters;

/**
 * Prayers to Nuffle (§3.17, §4.3): a D16 per prayer bought, re-rolling a result the team already has;
 * every prayer lasts the whole game. Prayers that change players act here, once, when rolled; the
 * others act through the hooks in `effects.ts`. Star Players are never selected.
 */

/** A prayer that waits for the praying coach: a player to choose, or a skill for the chosen player. */
export interface PrayerChoice {
  side: Side;
  prayer: PrayerId;
  /** Intensive Training: the random player who gains the skill. */
  player?: string;
}

/** Rolls one prayer for `side` (duplicates re-rolled) and records it in force. */
export function rollPrayer(ctx: Context, side: Side): PrayerId {
  const ind = ctx.s.inducements;
  if (!ind) throw new Error('prayers to nuffle: the match has no inducements');
  const have = ind.prayers[side];
  for (;;) {
    const n = ctx.roll('D16');
    const prayer = prayersToNuffleTable(n);
    const dup = have.includes(prayer);
    ctx.emit({
      kind: 'roll',
      purpose: 'prayers-to-nuffle',
      player: null,
      die: 'D16',
      natural: [n],
      modifiers: [],
      total: n,
      target: null,
      success: dup ? false : null,
      rerolled: false,
    });
    if (dup) continue;
    ind.prayers = { ...ind.prayers, [side]: [...have, prayer] };
    ctx.emit({ kind: 'prayer', team: side, prayer });
    return prayer;
  }
}

/** The players a prayer may select: the side's players for this game, never a Star. */
export function prayerCandidates(s: MatchState, side: Side): PlayerState[] {
  const stars = starIds(s.inducements);
  return squadOf(s, side).filter((p) => !stars.has(p.id));
}

const withSkill = (p: PlayerState, skill: SkillRef): void => {
  if (!findSkill(p.skills, skill.id)) p.skills = [...p.skills, skill];
};

const note = (ctx: Context, side: Side, prayer: PrayerId, player: PlayerState, effect: string) =>
  ctx.emit({ kind: 'prayer', team: side, prayer, player: player.id, effect });

/** Primary skills a player may gain (Intensive Training), from its roster position. */
export function primarySkillsFor(s: MatchState, p: PlayerState): SkillId[] {
  const roster = s.teams[p.team].roster;
  const pos = roster && p.position ? findPosition(roster as RosterId, p.position) : undefined;
  if (!pos) return [];
  const out: SkillId[] = [];
  for (const cat of pos.primary)
    for (const id of skillsInCategory(cat)) if (!findSkill(p.skills, id)) out.push(id);
  return out;
}

/**
 * Applies the prayer's immediate effect. Returns a choice the praying coach must make first (a chosen
 * player, a skill of its choice), or null when it is resolved (or acts later through a hook).
 */
export function resolvePrayer(ctx: Context, side: Side, prayer: PrayerId): PrayerChoice | null {
  const s = ctx.s;
  const own = () => prayerCandidates(s, side);
  const theirs = () => prayerCandidates(s, otherSide(side));
  switch (prayer) {
    case 'stiletto': {
      const p = randomPlayer(ctx, own());
      if (p) {
        withSkill(p, INDUCEMENT_SKILLS.stiletto);
        note(ctx, side, prayer, p, 'gains Stab');
      }
      return null;
    }
    case 'blessing-of-nuffle': {
      const p = randomPlayer(ctx, own());
      if (p) {
        withSkill(p, INDUCEMENT_SKILLS.blessingOfNuffle);
        note(ctx, side, prayer, p, 'gains Pro');
      }
      return null;
    }
    case 'greasy-cleats': {
      const p = randomPlayer(ctx, theirs());
      if (p) {
        p.stats = { ...p.stats, ma: Math.max(1, p.stats.ma - 1) };
        note(ctx, side, prayer, p, '−1 MA');
      }
      return null;
    }
    case 'bad-habits': {
      const n = ctx.roll('D3');
      ctx.emit({
        kind: 'roll',
        purpose: 'prayers-to-nuffle',
        player: null,
        die: 'D3',
        natural: [n],
        modifiers: [],
        total: n,
        target: null,
        success: null,
        rerolled: false,
      });
      const pool = theirs();
      for (let i = 0; i < n && pool.length > 0; i++) {
        const p = randomPlayer(ctx, pool) as PlayerState;
        pool.splice(pool.indexOf(p), 1);
        withSkill(p, INDUCEMENT_SKILLS.badHabits);
        note(ctx, side, prayer, p, 'gains Loner (2+)');
      }
      return null;
    }
    case 'iron-man':
      return own().some((p) => p.stats.av < 11) ? { side, prayer } : null;
    case 'knuckle-dusters':
      return own().some((p) => !findSkill(p.skills, DUSTERS.id)) ? { side, prayer } : null;
    case 'intensive-training': {
      const pool = own().filter((p) => primarySkillsFor(s, p).length > 0);
      const p = randomPlayer(ctx, pool);
      return p ? { side, prayer, player: p.id } : null;
    }
    default:
      return null;
  }
}

/** The commands answering a prayer's choice. */
export function prayerChoiceOptions(s: MatchState, c: PrayerChoice): Command[] {
  if (c.prayer === 'intensive-training' && c.player) {
    const p = s.players.find((x) => x.id === c.player) as PlayerState;
    return primarySkillsFor(s, p).map((skill): Command => ({ type: 'use-skill', skill }));
  }
  const own = prayerCandidates(s, c.side).filter((p) =>
    c.prayer === 'iron-man' ? p.stats.av < 11 : !findSkill(p.skills, DUSTERS.id),
  );
  return own.map((p): Command => ({ type: 'player', player: p.id }));
}

/** Applies the coach's answer to a prayer's choice (the command is one of `prayerChoiceOptions`). */
export function answerPrayerChoice(ctx: Context, c: PrayerChoice, cmd: Command): void {
  const s = ctx.s;
  if (cmd.type === 'use-skill' && c.player) {
    const p = s.players.find((x) => x.id === c.player) as PlayerState;
    withSkill(p, { id: cmd.skill });
    note(ctx, c.side, c.prayer, p, `gains ${cmd.skill}`);
    return;
  }
  if (cmd.type !== 'player') return;
  const p = s.players.find((x) => x.id === cmd.player) as PlayerState;
  if (c.prayer === 'iron-man') {
    p.stats = { ...p.stats, av: Math.min(11, p.stats.av + 1) };
    note(ctx, c.side, c.prayer, p, '+1 AV');
  } else {
    withSkill(p, DUSTERS);
    note(ctx, c.side, c.prayer, p, 'gains Mighty Blow');
  }
}
