import { randomBytes } from 'node:crypto';
import type { AdvanceRequest } from '@dugout/client';
import {
  advancePlayer,
  type CharacteristicRoll,
  type Dice,
  type LeagueEvent,
  type LeaguePlayer,
  LeagueRuleError,
  type LeagueTeam,
  parseSkillName,
  type RandomSkillRoll,
  rollCharacteristic,
  rollRandomSkills,
  SeededDice,
} from '@dugout/rules';
import { AppError } from '../errors.js';

/** A roll made by a first advancement request, kept on the player until the coach chooses. */
export type PendingRoll =
  | { kind: 'random-primary'; rolled: RandomSkillRoll; rolls: number[] }
  | { kind: 'characteristic'; rolled: CharacteristicRoll; rolls: number[] };

type WithPending = LeaguePlayer & { pendingAdvancement?: PendingRoll | null };

const bad = (message: string) =>
  new AppError('validation/invalid-request', 400, `Invalid request: ${message}.`);

function skillRef(name: string) {
  try {
    return parseSkillName(name);
  } catch (error) {
    throw new LeagueRuleError('invalid-choice', (error as Error).message);
  }
}

/** Dice that remember what they rolled. */
function recording(dice: Dice, rolls: number[]): Dice {
  return {
    roll: (kind) => {
      const v = dice.roll(kind);
      rolls.push(v);
      return v;
    },
  };
}

export interface AdvanceOutcome {
  team: LeagueTeam;
  pending: PendingRoll | null;
  events: LeagueEvent[];
  /** Dice were read from the stream (it has to be saved). */
  rolled: boolean;
}

/**
 * One advancement request on the rules' `rollRandomSkills` / `rollCharacteristic` / `advancePlayer`. `dice`
 * continues the team's last match stream; a team that never played rolls on a fresh random seed.
 */
export function advance(
  team: LeagueTeam,
  player: LeaguePlayer,
  body: AdvanceRequest,
  dice?: Dice,
): AdvanceOutcome {
  const pending = (player as WithPending).pendingAdvancement ?? null;
  const withPending = (t: LeagueTeam, p: PendingRoll | null): LeagueTeam => ({
    ...t,
    players: t.players.map((x) =>
      x.id === player.id ? ({ ...x, pendingAdvancement: p } as LeaguePlayer) : x,
    ),
  });
  const take = (choice: Parameters<typeof advancePlayer>[2]): AdvanceOutcome => {
    const r = advancePlayer(team, player.id, choice);
    return { team: withPending(r.value, null), pending: null, events: r.events, rolled: false };
  };
  const stream = dice ?? new SeededDice(randomBytes(32));
  switch (body.kind) {
    case 'chosen-primary':
    case 'chosen-secondary':
      if (!body.skill) throw bad('body.skill: name the skill to take');
      return take({ kind: body.kind, skill: skillRef(body.skill) });
    case 'random-primary': {
      if (body.keep !== undefined) {
        if (pending?.kind !== 'random-primary') throw bad('body.keep: roll first (give a category)');
        return take({ kind: 'random-primary', rolled: pending.rolled, keep: skillRef(body.keep).id });
      }
      if (!body.category) throw bad('body.category: give the Primary category to roll in');
      if (pending) throw bad(`body: ${player.name} has a ${pending.kind} roll waiting for a choice`);
      const rolls: number[] = [];
      const rolled = rollRandomSkills(
        team,
        player.id,
        body.category as Parameters<typeof rollRandomSkills>[2],
        recording(stream, rolls),
      );
      const p: PendingRoll = { kind: 'random-primary', rolled, rolls };
      return { team: withPending(team, p), pending: p, events: [], rolled: true };
    }
    case 'characteristic': {
      if (body.characteristic !== undefined || body.insteadSkill !== undefined) {
        if (pending?.kind !== 'characteristic') throw bad('body: roll the D8 first (send only the kind)');
        return take({
          kind: 'characteristic',
          rolled: pending.rolled,
          take: body.characteristic
            ? { characteristic: body.characteristic }
            : { skill: skillRef(body.insteadSkill as string) },
        });
      }
      if (pending) throw bad(`body: ${player.name} has a ${pending.kind} roll waiting for a choice`);
      const rolls: number[] = [];
      const rolled = rollCharacteristic(team, player.id, recording(stream, rolls));
      const p: PendingRoll = { kind: 'characteristic', rolled, rolls };
      return { team: withPending(team, p), pending: p, events: [], rolled: true };
    }
  }
}
