/** BB2025 leagues (§3.23): a team plays in one, chosen at the draft when its roster lists several. */
export const LEAGUE_IDS = [
  'badlands-brawl',
  'chaos-clash',
  'elven-kingdoms-league',
  'halfling-thimble-cup',
  'lustrian-superleague',
  'old-world-classic',
  'sylvanian-spotlight',
  'underworld-challenge',
  'woodland-league',
  'worlds-edge-superleague',
] as const;
export type LeagueId = (typeof LEAGUE_IDS)[number];

export const LEAGUE_NAMES: Readonly<Record<LeagueId, string>> = {
  'badlands-brawl': 'Badlands Brawl',
  'chaos-clash': 'Chaos Clash',
  'elven-kingdoms-league': 'Elven Kingdoms League',
  'halfling-thimble-cup': 'Halfling Thimble Cup',
  'lustrian-superleague': 'Lustrian Superleague',
  'old-world-classic': 'Old World Classic',
  'sylvanian-spotlight': 'Sylvanian Spotlight',
  'underworld-challenge': 'Underworld Challenge',
  'woodland-league': 'Woodland League',
  'worlds-edge-superleague': 'Worlds Edge Superleague',
};

/** Team special rules (§3.23). The six Favoured of… rules are also what some stars require. */
export const FAVOURED_IDS = [
  'favoured-of-chaos-undivided',
  'favoured-of-hashut',
  'favoured-of-khorne',
  'favoured-of-nurgle',
  'favoured-of-slaanesh',
  'favoured-of-tzeentch',
] as const;
export type FavouredId = (typeof FAVOURED_IDS)[number];

export const TEAM_RULE_IDS = [
  'brawlin-brutes',
  'bribery-and-corruption',
  ...FAVOURED_IDS,
  'low-cost-linemen',
  'masters-of-undeath',
  'swarming',
  'team-captain',
] as const;
export type TeamRuleId = (typeof TEAM_RULE_IDS)[number];

export const TEAM_RULE_NAMES: Readonly<Record<TeamRuleId, string>> = {
  'brawlin-brutes': "Brawlin' Brutes",
  'bribery-and-corruption': 'Bribery and Corruption',
  'favoured-of-chaos-undivided': 'Favoured of Chaos Undivided',
  'favoured-of-hashut': 'Favoured of Hashut',
  'favoured-of-khorne': 'Favoured of Khorne',
  'favoured-of-nurgle': 'Favoured of Nurgle',
  'favoured-of-slaanesh': 'Favoured of Slaanesh',
  'favoured-of-tzeentch': 'Favoured of Tzeentch',
  'low-cost-linemen': 'Low Cost Linemen',
  'masters-of-undeath': 'Masters of Undeath',
  swarming: 'Swarming',
  'team-captain': 'Team Captain',
};

/** Keywords that describe a role, not a race: never a Hatred (X) target via Getting Even (§3.14). */
export const POSITIONAL_KEYWORDS = [
  'Big Guy',
  'Blitzer',
  'Blocker',
  'Catcher',
  'Lineman',
  'Runner',
  'Special',
  'Thrower',
] as const;
