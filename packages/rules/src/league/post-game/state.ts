import type { Side } from '../../types.js';
import type { LeagueEvent, LeagueTeam, PostGame, TeamMatchSummary } from '../types.js';

export type StepResult = { postGame: PostGame; events: LeagueEvent[] };

export const withTeam = (pg: PostGame, side: Side, team: LeagueTeam): PostGame => ({
  ...pg,
  teams: { ...pg.teams, [side]: team },
});

export const sideSummary = (pg: PostGame, side: Side): TeamMatchSummary => pg.summary[side];
