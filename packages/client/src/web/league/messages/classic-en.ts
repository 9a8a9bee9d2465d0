/**
 * The words only a classic (LRB6) league's pages say (issue 18), in a catalogue of their own: the live
 * match loads the league catalogue for its league link, and these stay out of its chunks.
 */
export const classicLeagueEn = {
  'create.edition': 'Rules',
  'league.edition': 'Rules: {edition}',
  'team.edition': 'Team sheet: {edition}',
  'draft.fan-factor': 'Fan Factor ({cost} a point)',
  'team.fan-factor': 'Fan Factor',
  'classic.advance': 'Take advance',
  'classic.advance.title': '{name}: advance roll {dice}',
  'classic.advance.double': 'a double: the double categories are open too',
  'classic.advance.characteristic': '+1 {stat}',
  'classic.advance.skill': 'Or a skill (its LRB6 name)',
  'classic.advance.take-skill': 'Take the skill',
  'classic.advance.waiting': '{count, plural, one {# advance roll waits} other {# advance rolls wait}}',
  'classic.journeymen':
    '{count, plural, one {# Journeyman} other {# Journeymen}} of this match may join the team',
  'classic.journeyman': '#{number} {position}, {spp} SPP',
  'classic.journeyman.hire': 'Hire ({cost})',
  'classic.event.journeyman-offered': '{team}: Journeyman #{number} may be hired ({spp} SPP)',
  'classic.post-game': 'Classic post-game',
  'classic.event.winnings': '{team}: winnings {gold} (D6 {roll} + FAME {fame})',
  'classic.event.winnings.expenses':
    '{team}: winnings {gold} (D6 {roll} + FAME {fame}, less {expenses} of Spiralling Expenses)',
  'classic.event.fan-factor': '{team}: Fan Factor {before} → {after}',
  'classic.event.mvp': '{team}: MVP {player}',
  'classic.event.spp': '{player}: +{spp} SPP ({total})',
  'classic.event.injury': '{player}: {result}',
  'classic.event.nurgles-rot': "{player} rises as a Rotter (Nurgle's Rot)",
  'classic.event.advance-rolled': '{player}: advance roll {dice}',
  'classic.event.team-value': '{team}: team value {before} → {after}',
  'classic.injury.seriously-hurt': 'Miss Next Game',
  'classic.injury.serious-injury': 'Niggling Injury',
  'classic.injury.lasting-injury': '−1 {stat}',
  'classic.injury.dead': 'Dead',
} as const;

export type ClassicLeagueMessageKey = keyof typeof classicLeagueEn;
