import {
  type AuditEntryView,
  type ClassicRosterView,
  type FixtureView,
  LEAGUE_EDITIONS,
  LEAGUE_TIE_BREAKERS,
  type LeagueDetail,
  type LeagueSummary,
  type PlayerView,
  RELEASABLE_STAFF_KINDS,
  type RedraftPageResponse as RedraftPageWire,
  type RedraftPreviewResponse as RedraftPreviewWire,
  type RedraftRequest,
  STAFF_KINDS,
  type StandingRow,
  type TeamDetail,
} from '@dugout/client';
import { z } from 'zod';
import { MatchSummarySchema } from '../matches/schemas.js';

// Zod schemas of the leagues API; the types in packages/client/src/league-protocol.ts are the contract
// and the checks at the bottom keep the two in step.

const uuid = (what: string) => z.uuid({ error: `must be a ${what} id` });
export const LeagueParams = z.object({ id: uuid('league') });
export const SeasonParams = z.object({ id: uuid('league'), seasonId: uuid('season') });
export const FixtureParams = z.object({ id: uuid('league'), fixtureId: uuid('fixture') });
export const TeamParams = z.object({ id: uuid('team') });
export const TeamPlayerParams = z.object({ id: uuid('team'), playerId: z.string().min(1).max(80) });
export const PlayerParams = z.object({ id: z.string().min(1).max(80) });

const gold = z.number().int().min(0).max(100_000_000);
const characteristic = z.enum(['ma', 'st', 'ag', 'pa', 'av']);
const Reason = z.string().trim().min(3, { error: 'give a reason (at least 3 characters)' }).max(500);

export const LeagueSettingsSchema = z.object({
  edition: z.enum(LEAGUE_EDITIONS, { error: `edition must be one of ${LEAGUE_EDITIONS.join(', ')}` }),
  budget: gold,
  turnSeconds: z.number().int().min(10).max(3600),
  points: z.object({
    win: z.number().int().min(-10).max(10),
    draw: z.number().int().min(-10).max(10),
    loss: z.number().int().min(-10).max(10),
  }),
  bonus: z.object({ touchdowns: z.boolean(), cleanSheet: z.boolean(), casualties: z.boolean() }),
  tieBreakers: z.array(z.enum(LEAGUE_TIE_BREAKERS)).max(LEAGUE_TIE_BREAKERS.length),
  allowedRosters: z.array(z.string().min(1).max(64)).max(64),
  homeAndAway: z.boolean(),
  redraftCap: z.number().int().min(1_000_000).max(100_000_000),
});
export const SettingsPatch = LeagueSettingsSchema.partial().strict();

const CoachRef = z.object({ id: z.string(), name: z.string() });
const TeamRefSchema = z.object({ id: z.string(), name: z.string(), rosterId: z.string(), coach: CoachRef });
export const SeasonSchema = z.object({
  id: z.string(),
  leagueId: z.string(),
  number: z.number().int(),
  name: z.string(),
  status: z.enum(['open', 'scheduled', 'finished']),
  rounds: z.number().int(),
  redraft: z
    .object({
      intoSeasonId: z.string(),
      deadline: z.string(),
      closedAt: z.string().nullable(),
    })
    .nullable(),
});
const RecordSchema = z.object({
  played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
});
export const TeamSummarySchema = TeamRefSchema.extend({
  edition: z.enum(LEAGUE_EDITIONS),
  leagueId: z.string(),
  seasonId: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  tv: z.number().int(),
  ctv: z.number().int(),
  treasury: z.number().int(),
  record: RecordSchema,
  redraftBudget: z.number().int().nullable(),
});
export const LeagueSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  commissioners: z.array(CoachRef),
  settings: LeagueSettingsSchema,
  createdAt: z.string(),
  teamCount: z.number().int(),
  currentSeason: SeasonSchema.nullable(),
});
export const LeagueDetailSchema = LeagueSummarySchema.extend({
  seasons: z.array(SeasonSchema),
  teams: z.array(TeamSummarySchema),
});

const Characteristics = z.object({
  ma: z.number().int(),
  st: z.number().int(),
  ag: z.number().int(),
  pa: z.number().int().nullable(),
  av: z.number().int(),
});
const SkillRefSchema = z.object({ id: z.string(), value: z.union([z.number(), z.string()]).optional() });
const HatredSchema = z.object({ keyword: z.string().min(1).max(40), source: z.enum(['roster', 'acquired']) });
export const PlayerViewSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  number: z.number().int(),
  name: z.string(),
  positionId: z.string(),
  keywords: z.array(z.string()),
  base: Characteristics,
  current: Characteristics,
  skills: z.array(
    SkillRefSchema.extend({ name: z.string(), source: z.enum(['position', 'advancement', 'override']) }),
  ),
  spp: z.number().int(),
  sppEarned: z.number().int(),
  advancements: z.array(
    z.object({
      kind: z.string(),
      skill: SkillRefSchema.nullable(),
      access: z.enum(['primary', 'secondary']).nullable(),
      characteristic: characteristic.nullable(),
      swappedForSkill: z.boolean(),
      sppCost: z.number().int(),
      valueIncrease: z.number().int(),
      matchId: z.string().nullable(),
    }),
  ),
  value: z.number().int(),
  niggling: z.number().int(),
  lastingInjuries: z.array(z.object({ characteristic, matchId: z.string().nullable() })),
  missNextGame: z.boolean(),
  temporarilyRetired: z.boolean(),
  status: z.enum(['active', 'dead', 'retired', 'fired']),
  endedByMatchId: z.string().nullable(),
  hatreds: z.array(HatredSchema),
  journeyman: z.boolean(),
  pendingAdvances: z
    .array(
      z.object({
        dice: z.array(z.number().int()),
        characteristics: z.array(z.enum(['ma', 'st', 'ag', 'av'])),
        double: z.boolean(),
      }),
    )
    .optional(),
  career: z.object({
    games: z.number().int(),
    touchdowns: z.number().int(),
    casualties: z.number().int(),
    completions: z.number().int(),
    interceptions: z.number().int(),
    mvps: z.number().int(),
  }),
});
export const TeamDetailSchema = TeamSummarySchema.extend({
  league: z.object({ id: z.string(), name: z.string() }),
  leagueChoice: z.string(),
  favoured: z.string().nullable(),
  specialRules: z.array(z.string()),
  rerolls: z.number().int(),
  apothecary: z.boolean(),
  assistantCoaches: z.number().int(),
  cheerleaders: z.number().int(),
  dedicatedFans: z.number().int(),
  captainId: z.string().nullable(),
  players: z.array(PlayerViewSchema),
  journeymen: z
    .array(
      z.object({
        number: z.number().int(),
        positionId: z.string(),
        cost: z.number().int(),
        spp: z.number().int(),
      }),
    )
    .optional(),
});
export const AuditEntrySchema = z.object({
  id: z.string(),
  leagueId: z.string(),
  teamId: z.string().nullable(),
  playerId: z.string().nullable(),
  by: CoachRef.nullable(),
  action: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

const FixtureResultSchema = z.object({
  played: z.boolean(),
  homeTouchdowns: z.number().int().min(0).max(99),
  awayTouchdowns: z.number().int().min(0).max(99),
  homeCasualties: z.number().int().min(0).max(99),
  awayCasualties: z.number().int().min(0).max(99),
  conceded: z.enum(['home', 'away']).nullable(),
});
const SidePending = z.object({
  mvpCandidates: z.array(z.number().int()),
  gettingEven: z.record(z.string(), z.array(z.string())),
  journeymen: z.array(z.number().int()),
  raised: z.array(z.number().int()),
  answered: z.boolean(),
});
const PurchaseSchema = z.object({
  item: z.string(),
  cost: z.number().int(),
  star: z.string().optional(),
  starName: z.string().optional(),
  position: z.string().optional(),
  skill: z.string().optional(),
  pettyCash: z.number().int(),
  treasury: z.number().int(),
});
const MatchInducementsSchema = z.object({
  bought: z.array(PurchaseSchema),
  pettyCash: z.number().int(),
  treasury: z.number().int(),
  lost: z.number().int(),
});
export const FixtureSchema = z.object({
  id: z.string(),
  leagueId: z.string(),
  seasonId: z.string(),
  round: z.number().int(),
  home: TeamRefSchema,
  away: TeamRefSchema,
  deadline: z.string().nullable(),
  overdue: z.boolean(),
  status: z.enum(['scheduled', 'live', 'played', 'unplayed']),
  matchId: z.string().nullable(),
  result: FixtureResultSchema.extend({ overridden: z.boolean() }).nullable(),
  postGame: z
    .object({
      stage: z.enum(['waiting', 'done']),
      applied: z.boolean(),
      deadline: z.string().nullable(),
      pending: z.object({ home: SidePending, away: SidePending }),
      events: z.array(z.unknown()),
      diceStart: z.number().int().nullable(),
      diceEnd: z.number().int().nullable(),
    })
    .nullable(),
  inducements: z
    .object({ home: MatchInducementsSchema.nullable(), away: MatchInducementsSchema.nullable() })
    .nullable(),
});
export const StandingRowSchema = z.object({
  team: TeamRefSchema,
  played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  touchdownsFor: z.number().int(),
  touchdownsAgainst: z.number().int(),
  casualtiesFor: z.number().int(),
  casualtiesAgainst: z.number().int(),
  bonus: z.number().int(),
  points: z.number().int(),
});
const LeaderRowSchema = z.object({
  player: z.object({ id: z.string(), name: z.string(), number: z.number().int(), positionId: z.string() }),
  team: TeamRefSchema,
  value: z.number().int(),
});

// ---- requests -------------------------------------------------------------------------------------

export const CreateLeagueBody = z
  .object({ name: z.string().trim().min(2).max(60), settings: SettingsPatch.optional() })
  .strict();
export const AddCommissionerBody = z.object({ coach: z.string().trim().min(1).max(24) }).strict();
export const CreateSeasonBody = z.object({ name: z.string().trim().min(1).max(60).optional() }).strict();
export const ScheduleBody = z
  .object({
    homeAndAway: z.boolean().optional(),
    firstDeadline: z.iso.datetime({ offset: true }).optional(),
    daysPerRound: z.number().int().min(1).max(60).optional(),
  })
  .strict();
const count = z.number().int().min(0).max(16);
const DraftPlayer = z
  .object({
    positionId: z.string().min(1).max(64),
    number: z.number().int().min(1).max(99).optional(),
    name: z.string().trim().min(1).max(60).optional(),
  })
  .strict();
export const DraftBody = z
  .object({
    name: z.string().trim().min(1).max(60),
    rosterId: z.string().min(1).max(64),
    league: z.string().min(1).max(64).optional(),
    favoured: z.string().min(1).max(64).optional(),
    players: z.array(DraftPlayer).max(16),
    rerolls: count,
    apothecary: z.boolean(),
    assistantCoaches: count,
    cheerleaders: count,
    dedicatedFans: count.optional(),
    fanFactor: z.number().int().min(0).max(9).optional(),
    captain: z.number().int().min(1).max(99).optional(),
  })
  .strict();
export const HireBody = z
  .object({
    positionId: z.string().min(1).max(64),
    number: z.number().int().min(1).max(99).optional(),
    name: z.string().trim().min(1).max(60).optional(),
  })
  .strict();
export const RedraftBody = z
  .object({
    rehire: z.array(z.string().min(1).max(80)).max(40),
    hire: z.array(DraftPlayer).max(16),
    rerolls: count,
    apothecary: z.boolean(),
    assistantCoaches: count,
    cheerleaders: count,
    captain: z.number().int().min(1).max(99).optional(),
  })
  .strict();
export const OpenRedraftBody = z.object({ deadline: z.iso.datetime({ offset: true }) }).strict();
export const ReleaseStaffBody = z.object({ item: z.enum(RELEASABLE_STAFF_KINDS) }).strict();
export const CaptainBody = z.object({ playerId: z.string().min(1).max(80) }).strict();
export const StaffBody = z.object({ item: z.enum(STAFF_KINDS) }).strict();
export const AdvanceBody = z
  .object({
    kind: z.enum(['random-primary', 'chosen-primary', 'chosen-secondary', 'characteristic']),
    skill: z.string().min(1).max(64).optional(),
    category: z.enum(['A', 'D', 'G', 'M', 'P', 'S']).optional(),
    keep: z.string().min(1).max(64).optional(),
    characteristic: characteristic.optional(),
    insteadSkill: z.string().min(1).max(64).optional(),
  })
  .strict();
export const ClassicRostersResponse = z.object({
  rosters: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rerollCost: z.number().int(),
      maxRerolls: z.number().int(),
      apothecary: z.boolean(),
      positions: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          cost: z.number().int(),
          max: z.number().int(),
          ma: z.number().int(),
          st: z.number().int(),
          ag: z.number().int(),
          av: z.number().int(),
        }),
      ),
    }),
  ),
});
export const ClassicAdvanceBody = z
  .object({
    characteristic: z.enum(['ma', 'st', 'ag', 'av']).optional(),
    skill: z.string().min(1).max(64).optional(),
  })
  .strict()
  .refine((b) => (b.characteristic === undefined) !== (b.skill === undefined), {
    error: 'give either characteristic or skill',
  });
export const ClassicHireBody = z.object({ number: z.number().int().min(1).max(99) }).strict();
export const TeamOverrideBody = z
  .object({
    reason: Reason,
    team: z
      .object({
        name: z.string().trim().min(1).max(60),
        treasury: z.number().int().min(-10_000_000).max(100_000_000),
        rerolls: count,
        apothecary: z.boolean(),
        assistantCoaches: count,
        cheerleaders: count,
        dedicatedFans: z.number().int().min(0).max(7),
      })
      .partial()
      .strict()
      .optional(),
    player: z
      .object({
        id: z.string().min(1).max(80),
        spp: z.number().int().min(0).max(10_000).optional(),
        niggling: z.number().int().min(0).max(10).optional(),
        missNextGame: z.boolean().optional(),
        temporarilyRetired: z.boolean().optional(),
        status: z.enum(['active', 'dead', 'retired', 'fired']).optional(),
        current: z
          .object({
            ma: z.number().int().min(1).max(9),
            st: z.number().int().min(1).max(8),
            ag: z.number().int().min(1).max(6),
            pa: z.number().int().min(1).max(6).nullable(),
            av: z.number().int().min(3).max(11),
          })
          .partial()
          .strict()
          .optional(),
        skills: z.array(z.string().min(1).max(64)).max(20).optional(),
        hatreds: z.array(HatredSchema).max(10).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export const SetDeadlineBody = z.object({ deadline: z.iso.datetime({ offset: true }).nullable() }).strict();
export const OverrideResultBody = z.object({ reason: Reason, result: FixtureResultSchema.strict() }).strict();
export const PostGameChoicesBody = z
  .object({
    mvpNominations: z.array(z.number().int().min(1).max(99)).max(6).optional(),
    gettingEven: z.record(z.string().min(1).max(80), z.string().min(1).max(40)).optional(),
    hireJourneymen: z.array(z.number().int().min(1).max(99)).max(16).optional(),
    hireRaised: z.boolean().optional(),
  })
  .strict();

// ---- responses ------------------------------------------------------------------------------------

export const LeagueResponse = z.object({ league: LeagueDetailSchema });
export const LeagueListResponse = z.object({ leagues: z.array(LeagueSummarySchema) });
export const SeasonResponse = z.object({ season: SeasonSchema });
export const TeamResponse = z.object({ team: TeamDetailSchema });
export const FinishSeasonResponse = z.object({
  season: SeasonSchema,
  teams: z.array(
    z.object({ team: TeamRefSchema, redraftBudget: z.number().int(), events: z.array(z.unknown()) }),
  ),
});
export const TeamPageResponse = z.object({
  team: TeamDetailSchema,
  history: z.array(FixtureSchema),
  audit: z.array(AuditEntrySchema),
});
export const PlayerPageResponse = z.object({
  player: PlayerViewSchema,
  team: TeamRefSchema.extend({
    league: z.object({ id: z.string(), name: z.string() }),
    edition: z.enum(LEAGUE_EDITIONS),
  }),
  matches: z.array(FixtureSchema),
});
export const AdvanceResponse = z.object({
  team: TeamDetailSchema,
  player: PlayerViewSchema,
  pending: z
    .object({
      kind: z.enum(['random-primary', 'characteristic']),
      rolls: z.array(z.number().int()),
      options: z.array(z.string()),
    })
    .nullable(),
});
export const AuditResponse = z.object({ entries: z.array(AuditEntrySchema) });
const RedraftCostSchema = z.object({
  rehired: z.number().int(),
  agentFees: z.number().int(),
  rookies: z.number().int(),
  staff: z.number().int(),
  total: z.number().int(),
});
const DraftProblemSchema = z.object({ code: z.string(), message: z.string(), path: z.string().optional() });
export const RedraftPreviewResponse = z.object({
  ok: z.boolean(),
  problems: z.array(DraftProblemSchema),
  cost: RedraftCostSchema,
  treasury: z.number().int(),
});
export const RedraftPageResponse = z.object({
  team: TeamDetailSchema,
  budget: z.number().int(),
  cap: z.number().int(),
  season: SeasonSchema.nullable(),
  deadline: z.string().nullable(),
  players: z.array(z.object({ playerId: z.string(), cost: z.number().int(), agentFee: z.number().int() })),
  defaultPlan: RedraftBody,
});
export const PostGameVerifyResponse = z.object({
  fixtureId: z.string(),
  matchId: z.string(),
  ok: z.boolean(),
  seed: z.string(),
  seedCommitment: z.string(),
  commitmentMatches: z.boolean(),
  diceStart: z.number().int(),
  diceEnd: z.number().int(),
  problems: z.array(z.string()),
});
export const MatchParams = z.object({ matchId: uuid('match') });
export const FixtureByMatchResponse = z.object({
  leagueId: z.string(),
  seasonId: z.string(),
  fixtureId: z.string(),
});
export const MarkUnplayedBody = z.object({ reason: Reason }).strict();
export const FixtureListResponse = z.object({ fixtures: z.array(FixtureSchema) });
export const FixtureResponse = z.object({ fixture: FixtureSchema });
export const StartFixtureResponse = z.object({ fixture: FixtureSchema, match: MatchSummarySchema });
export const StandingsResponse = z.object({ season: SeasonSchema, standings: z.array(StandingRowSchema) });
export const LeadersResponse = z.object({
  spp: z.array(LeaderRowSchema),
  touchdowns: z.array(LeaderRowSchema),
  casualties: z.array(LeaderRowSchema),
});

// The wire types and the schemas must describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _checks: [
  Same<z.infer<typeof LeagueSummarySchema>, LeagueSummary>,
  Same<z.infer<typeof LeagueDetailSchema>, LeagueDetail>,
  Same<z.infer<typeof TeamDetailSchema>, TeamDetail>,
  Same<z.infer<typeof PlayerViewSchema>, PlayerView>,
  Same<z.infer<typeof FixtureSchema>, FixtureView>,
  Same<z.infer<typeof StandingRowSchema>, StandingRow>,
  Same<z.infer<typeof AuditEntrySchema>, AuditEntryView>,
  Same<z.infer<typeof RedraftBody>, RedraftRequest>,
  Same<z.infer<typeof ClassicRostersResponse>['rosters'][number], ClassicRosterView>,
  Same<z.infer<typeof RedraftPreviewResponse>, RedraftPreviewWire>,
  Same<z.infer<typeof RedraftPageResponse>, RedraftPageWire>,
] = [true, true, true, true, true, true, true, true, true, true, true];
void _checks;
