import type { ClassicRosterId } from './ids.js';

/** One position of a starting team: id, how many, and its printed MA, ST, AG (1–6) and AV. */
export type StartingLine = readonly [
  positionId: string,
  count: number,
  ma: number,
  st: number,
  ag: number,
  av: number,
];

/**
 * What `buildClassicStartingTeam` makes of each LRB6 roster, as plain data for the web lobby's preview: the
 * roster files and builders would otherwise join the rules engine's chunk every live match loads. Not
 * exported from the package index (the engine must not reach it); `starting-teams.test.ts` rebuilds every
 * row with the LRB6 team-building rules, so the table cannot drift from them.
 */
export const CLASSIC_STARTING_TEAMS: Readonly<
  Record<ClassicRosterId, { rerolls: number; players: readonly StartingLine[] }>
> = {
  amazon: {
    rerolls: 2,
    players: [
      ['blitzer', 1, 6, 3, 3, 7],
      ['thrower', 1, 6, 3, 3, 7],
      ['catcher', 1, 6, 3, 3, 7],
      ['linewoman', 9, 6, 3, 3, 7],
    ],
  },
  chaos: {
    rerolls: 2,
    players: [
      ['minotaur', 1, 5, 5, 2, 8],
      ['chaos-warrior', 1, 5, 4, 3, 9],
      ['beastman', 9, 6, 3, 3, 8],
    ],
  },
  'chaos-dwarf': {
    rerolls: 2,
    players: [
      ['minotaur', 1, 5, 5, 2, 8],
      ['bull-centaur', 1, 6, 4, 2, 9],
      ['chaos-dwarf-blocker', 1, 4, 3, 2, 9],
      ['hobgoblin', 9, 6, 3, 3, 7],
    ],
  },
  'chaos-pact': {
    rerolls: 2,
    players: [
      ['minotaur', 1, 5, 5, 2, 8],
      ['chaos-ogre', 1, 5, 5, 2, 9],
      ['chaos-troll', 1, 4, 5, 1, 9],
      ['skaven-renegade', 1, 7, 3, 3, 7],
      ['goblin-renegade', 1, 6, 2, 3, 7],
      ['marauder', 6, 6, 3, 3, 8],
    ],
  },
  'dark-elf': {
    rerolls: 2,
    players: [
      ['witch-elf', 1, 7, 3, 4, 7],
      ['blitzer', 1, 7, 3, 4, 8],
      ['runner', 1, 7, 3, 4, 7],
      ['lineman', 8, 6, 3, 4, 8],
    ],
  },
  dwarf: {
    rerolls: 2,
    players: [
      ['troll-slayer', 1, 5, 3, 2, 8],
      ['runner', 1, 6, 3, 3, 8],
      ['blitzer', 1, 5, 3, 3, 9],
      ['blocker', 8, 4, 3, 2, 9],
    ],
  },
  'elven-union': {
    rerolls: 2,
    players: [
      ['blitzer', 1, 7, 3, 4, 8],
      ['catcher', 1, 8, 3, 4, 7],
      ['thrower', 1, 6, 3, 4, 7],
      ['lineman', 9, 6, 3, 4, 7],
    ],
  },
  goblin: {
    rerolls: 2,
    players: [
      ['troll', 1, 4, 5, 1, 9],
      ['pogoer', 1, 7, 2, 3, 7],
      ['goblin', 10, 6, 2, 3, 7],
    ],
  },
  halfling: {
    rerolls: 2,
    players: [
      ['treeman', 1, 2, 6, 1, 10],
      ['halfling', 11, 5, 2, 3, 6],
    ],
  },
  'high-elf': {
    rerolls: 2,
    players: [
      ['blitzer', 1, 7, 3, 4, 8],
      ['thrower', 1, 6, 3, 4, 8],
      ['catcher', 1, 8, 3, 4, 7],
      ['lineman', 8, 6, 3, 4, 8],
    ],
  },
  human: {
    rerolls: 2,
    players: [
      ['ogre', 1, 5, 5, 2, 9],
      ['blitzer', 1, 7, 3, 3, 8],
      ['thrower', 1, 6, 3, 3, 8],
      ['catcher', 1, 8, 2, 3, 7],
      ['lineman', 8, 6, 3, 3, 8],
    ],
  },
  khemri: {
    rerolls: 2,
    players: [
      ['tomb-guardian', 1, 4, 5, 1, 9],
      ['blitz-ra', 1, 6, 3, 2, 8],
      ['thro-ra', 1, 6, 3, 2, 7],
      ['skeleton', 9, 5, 3, 2, 7],
    ],
  },
  lizardman: {
    rerolls: 2,
    players: [
      ['kroxigor', 1, 6, 5, 1, 9],
      ['saurus', 1, 6, 4, 1, 9],
      ['skink', 10, 8, 2, 3, 7],
    ],
  },
  necromantic: {
    rerolls: 2,
    players: [
      ['necromantic-werewolf', 1, 8, 3, 3, 8],
      ['flesh-golem', 1, 4, 4, 2, 9],
      ['wight', 1, 6, 3, 3, 8],
      ['ghoul', 1, 7, 3, 3, 7],
      ['zombie', 8, 4, 3, 2, 8],
    ],
  },
  norse: {
    rerolls: 2,
    players: [
      ['snow-troll', 1, 5, 5, 1, 8],
      ['ulfwerener', 1, 6, 4, 2, 8],
      ['runner', 1, 7, 3, 3, 7],
      ['berserker', 1, 6, 3, 3, 7],
      ['thrower', 1, 6, 3, 3, 7],
      ['lineman', 6, 6, 3, 3, 7],
    ],
  },
  nurgle: {
    rerolls: 2,
    players: [
      ['beast-of-nurgle', 1, 4, 5, 1, 9],
      ['bloater', 1, 4, 4, 2, 9],
      ['pestigor', 1, 6, 3, 3, 8],
      ['rotter', 9, 5, 3, 3, 8],
    ],
  },
  ogre: {
    rerolls: 2,
    players: [
      ['ogre', 1, 5, 5, 2, 9],
      ['snotling', 11, 5, 1, 3, 5],
    ],
  },
  orc: {
    rerolls: 2,
    players: [
      ['troll', 1, 4, 5, 1, 9],
      ['black-orc-blocker', 1, 4, 4, 2, 9],
      ['blitzer', 1, 6, 3, 3, 9],
      ['thrower', 1, 5, 3, 3, 8],
      ['goblin', 1, 6, 2, 3, 7],
      ['lineman', 7, 5, 3, 3, 9],
    ],
  },
  skaven: {
    rerolls: 2,
    players: [
      ['rat-ogre', 1, 6, 5, 2, 8],
      ['storm-vermin', 1, 7, 3, 3, 8],
      ['gutter-runner', 1, 9, 2, 4, 7],
      ['thrower', 1, 7, 3, 3, 7],
      ['lineman', 8, 7, 3, 3, 7],
    ],
  },
  slann: {
    rerolls: 2,
    players: [
      ['kroxigor', 1, 6, 5, 1, 9],
      ['blitzer', 1, 7, 3, 3, 8],
      ['catcher', 1, 7, 2, 4, 7],
      ['lineman', 8, 6, 3, 3, 8],
    ],
  },
  undead: {
    rerolls: 2,
    players: [
      ['mummy', 1, 3, 5, 1, 9],
      ['wight', 1, 6, 3, 3, 8],
      ['ghoul', 1, 7, 3, 3, 7],
      ['zombie', 1, 4, 3, 2, 8],
      ['skeleton', 8, 5, 3, 2, 7],
    ],
  },
  underworld: {
    rerolls: 2,
    players: [
      ['warpstone-troll', 1, 4, 5, 1, 9],
      ['skaven-blitzer', 1, 7, 3, 3, 8],
      ['skaven-thrower', 1, 7, 3, 3, 7],
      ['skaven-lineman', 1, 7, 3, 3, 7],
      ['underworld-goblin', 8, 6, 2, 3, 7],
    ],
  },
  vampire: {
    rerolls: 2,
    players: [
      ['vampire', 1, 6, 4, 4, 8],
      ['thrall', 11, 6, 3, 3, 7],
    ],
  },
  'wood-elf': {
    rerolls: 2,
    players: [
      ['wardancer', 1, 8, 3, 4, 7],
      ['thrower', 1, 7, 3, 4, 7],
      ['lineman', 9, 7, 3, 4, 7],
    ],
  },
};
