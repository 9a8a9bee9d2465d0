import { getRoster } from '../../rosters/rosters.js';
import { newPlayer } from '../../state/factory.js';
import { GRANTED_SKILLS } from '../../tables/granted-skills.js';
import { hasRule, limited } from '../define.js';
import { addPlayer, nextNumber } from '../players.js';

const LONER = GRANTED_SKILLS.journeyman;

/**
 * Riotous Rookies, 0–1 at 150k for Low Cost Linemen teams: 2D3+1 Journeymen of the roster's Lineman
 * position join the Reserves for this game, with Loner (4+); they may take the squad over 16.
 */
export const riotousRookies = limited(
  'riotous-rookies',
  'Riotous Rookies',
  (team) => (hasRule(team, 'low-cost-linemen') ? 1 : 0),
  () => 150_000,
  (ctx, side, purchase) => {
    const roster = getRoster(ctx.s.teams[side].roster as Parameters<typeof getRoster>[0]);
    const pos = roster.positions.find((p) => p.keywords.includes('Lineman')) ?? roster.positions[0];
    if (!pos) return;
    const a = ctx.roll('D3');
    const b = ctx.roll('D3');
    ctx.emit({
      kind: 'roll',
      purpose: 'inducement',
      player: null,
      die: 'D3',
      natural: [a, b],
      modifiers: [{ value: 1, reason: 'riotous rookies' }],
      total: a + b + 1,
      target: null,
      success: null,
      rerolled: false,
    });
    purchase.players = [];
    for (let i = 0; i < a + b + 1; i++) {
      const n = nextNumber(ctx.s, side);
      const skills = pos.skills.filter((s) => s.id !== LONER.id).map((s) => ({ ...s }));
      skills.push({ ...LONER });
      const player = newPlayer({
        id: `${side}-rookie-${n}`,
        team: side,
        name: `Rookie ${pos.name}`,
        number: n,
        position: pos.id,
        keywords: [...pos.keywords],
        stats: { ma: pos.ma, st: pos.st, ag: pos.ag, pa: pos.pa, av: pos.av },
        skills,
      });
      purchase.players.push(addPlayer(ctx.s, player).id);
    }
  },
);
