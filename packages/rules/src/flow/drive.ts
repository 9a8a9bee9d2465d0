import { editionOf } from '../edition/editions.js';
import type { Context } from '../engine/context.js';
import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import { bugmanBeforeKick } from '../inducements/bugman.js';
import { koRecoveryBonus } from '../inducements/effects.js';
import { endOfDriveFrogs } from '../inducements/wizard.js';
import { clearUses } from '../rerolls/usage.js';
import { rollEvent, sumModifiers } from '../rolls/test.js';
import { findSkillDef, hasHook } from '../skills/registry.js';
import { starDriveEnd, staysDespiteSecretWeapon } from '../stars/hook-points.js';
import { toBox } from '../state/mutate.js';
import type { MatchState } from '../state/types.js';
import { otherSide, SIDES, type Side } from '../types.js';
import { kickOffProc } from './kick-off.js';
import { eventRoll } from './kick-off-events/common.js';
import { randomPlayer } from './random-player.js';
import { setupProc } from './setup.js';
import { HEAT } from './setup-rules.js';

/** Marks the players who were on the pitch when the drive kicked off. */
const PLAYED = 'played@drive';

import { turnProc } from './turn.js';

/**
 * A drive: both teams set up (kicking team first), the kick-off, then team turns alternate until a
 * touchdown or the end of the half. The team that has played fewer turns goes next (the receiving team
 * on a tie).
 */
export interface DriveProc extends Proc {
  kind: 'drive';
  kicking: Side;
  firstOfHalf: boolean;
  stage: 'setup-kicking' | 'setup-receiving' | 'kick-off' | 'turns' | 'end';
}

export const driveProc = (kicking: Side, firstOfHalf: boolean): DriveProc => ({
  kind: 'drive',
  kicking,
  firstOfHalf,
  stage: 'setup-kicking',
});

/** The team to play next, or null when the half is over. */
export function nextTeam(s: MatchState, receiving: Side): Side | null {
  const limit = editionOf(s).turnsPerHalf;
  const h = s.teams.home.turn;
  const a = s.teams.away.turn;
  if (h >= limit && a >= limit) return null;
  if (h >= limit) return 'away';
  if (a >= limit) return 'home';
  if (h === a) return receiving;
  return h < a ? 'home' : 'away';
}

/** End of a drive (§3.16): Secret Weapons are sent off, Sweltering Heat, KO recovery on 4+, then reset. */
function endDrive(ctx: Context, p: DriveProc): void {
  const s = ctx.s;
  for (const pl of s.players) {
    // Took part in the drive: on the pitch at the kick-off (or still on it now), and not badly injured.
    const played =
      pl.at !== null || (pl.used.includes(PLAYED) && (pl.box === 'reserves' || pl.box === 'knocked-out'));
    if (
      played &&
      hasHook(ctx.s, pl, (d) => d.sentOffAfterDrive === true) &&
      !staysDespiteSecretWeapon(ctx, pl)
    ) {
      ctx.emit({
        kind: 'note',
        text: `${pl.name} is sent off (Secret Weapon)`,
        team: pl.team,
        code: 'secret-weapon-sent-off',
        params: { player: pl.id },
      });
      toBox(ctx, pl, 'sent-off');
    }
    if (pl.used.includes(PLAYED)) pl.used = pl.used.filter((k) => k !== PLAYED);
    clearUses(pl, 'drive');
  }
  // Players the heat kept out of this drive may play the next one.
  for (const pl of s.players) if (pl.used.includes(HEAT)) pl.used = pl.used.filter((k) => k !== HEAT);
  if (s.weather === 'sweltering-heat' && editionOf(s).heatEachPlayer) {
    // Classic: every player on the pitch rolls; a 1 keeps it out of the next drive.
    for (const pl of s.players.filter((p) => p.at !== null)) {
      const n = ctx.roll('D6');
      ctx.emit(rollEvent('sweltering-heat', pl.id, n, 2, n >= 2));
      if (n === 1) {
        toBox(ctx, pl, 'reserves');
        pl.used = [...pl.used, HEAT];
      }
    }
  } else if (s.weather === 'sweltering-heat') {
    const n = eventRoll(ctx, 'D3', 'sweltering-heat');
    for (const side of SIDES) {
      for (let i = 0; i < n; i++) {
        const victim = randomPlayer(
          ctx,
          s.players.filter((pl) => pl.team === side && pl.at !== null),
        );
        if (victim) {
          toBox(ctx, victim, 'reserves');
          victim.used = [...victim.used, HEAT];
        }
      }
    }
  }
  for (const pl of s.players) {
    if (pl.box !== 'knocked-out') continue;
    const n = ctx.roll('D6');
    const mods = koRecoveryBonus(s, pl.team);
    const ok = n + sumModifiers(mods) >= editionOf(s).koRecoveryTarget;
    ctx.emit({
      ...rollEvent('ko-recovery', pl.id, n, editionOf(s).koRecoveryTarget, ok),
      modifiers: mods,
      total: n + sumModifiers(mods),
    });
    if (ok) toBox(ctx, pl, 'reserves');
  }
  for (const pl of s.players) {
    if (pl.at !== null) toBox(ctx, pl, 'reserves');
    pl.driveMods = { ma: 0, av: 0 };
    pl.rooted = false;
    pl.distracted = false;
  }
  for (const side of SIDES) {
    s.teams[side].driveRerolls = 0;
  }
  endOfDriveFrogs(s);
  starDriveEnd(ctx);
  s.ball = { kind: 'none' };
  s.kickingTeam = s.touchdownBy ?? otherSide(p.kicking);
  s.touchdownBy = null;
  ctx.emit({ kind: 'drive-end' });
}

export const driveDef = defineProc<DriveProc>({
  run(ctx, p) {
    const s = ctx.s;
    p.result = undefined;
    const receiving = otherSide(p.kicking);
    switch (p.stage) {
      case 'setup-kicking':
        s.kickingTeam = p.kicking;
        ctx.emit({ kind: 'drive-start', kicking: p.kicking });
        p.stage = 'setup-receiving';
        ctx.push(setupProc(p.kicking));
        return NEXT;
      case 'setup-receiving':
        p.stage = 'kick-off';
        ctx.push(setupProc(receiving));
        return NEXT;
      case 'kick-off':
        for (const pl of s.players)
          if (pl.at !== null && !pl.used.includes(PLAYED)) pl.used = [...pl.used, PLAYED];
        if (p.firstOfHalf) {
          for (const side of SIDES) {
            const leaders = s.players.filter(
              (pl) =>
                pl.team === side &&
                pl.at !== null &&
                findSkillDef(ctx.s, pl, (d) => (d.leaderRerolls ?? 0) > 0),
            );
            s.teams[side].leaderRerolls = leaders.length > 0 ? 1 : 0;
          }
        }
        p.stage = 'turns';
        ctx.push(kickOffProc(p.kicking));
        {
          // Josef Bugman's re-set-up comes after both set-ups, before the kick.
          const bugman = bugmanBeforeKick(s, p.kicking);
          if (bugman) ctx.push(bugman);
        }
        return NEXT;
      case 'turns': {
        if (s.touchdownBy !== null) {
          p.stage = 'end';
          return NEXT;
        }
        const team = nextTeam(s, receiving);
        if (team === null) {
          p.stage = 'end';
          return NEXT;
        }
        ctx.push(turnProc(team));
        return NEXT;
      }
      default:
        endDrive(ctx, p);
        ctx.finish();
        return NEXT;
    }
  },
});
