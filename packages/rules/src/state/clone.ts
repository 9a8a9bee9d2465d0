import type { MatchState, PlayerState } from './types.js';

/**
 * Deep copy of plain JSON data (objects, arrays, primitives). Much faster than `structuredClone` on the
 * small, many-object states of a match, which `apply` copies once per command.
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = cloneJson(v);
  }
  return out as T;
}

/**
 * Copy of a match state for `apply`. The pending decision is dropped (it is recomputed after the
 * command). Players and teams are copied one level deep: their nested values (stats, square, skills,
 * record, uses …) are never changed in place, only replaced, so sharing them is safe. Procedures on the
 * stack are changed in place: the engine copies each one the first time a command touches it.
 */
/** One level deep, as an explicit literal so every copy shares one object shape (fast in V8). */
function clonePlayer(p: PlayerState): PlayerState {
  const copy: PlayerState = {
    id: p.id,
    team: p.team,
    name: p.name,
    number: p.number,
    position: p.position,
    keywords: p.keywords,
    stats: p.stats,
    skills: p.skills,
    status: p.status,
    at: p.at,
    box: p.box,
    distracted: p.distracted,
    rooted: p.rooted,
    activated: p.activated,
    niggling: p.niggling,
    used: p.used,
    driveMods: p.driveMods,
    record: p.record,
  };
  // Kept only when set, so a named player's copy (and its hash) is as before.
  if (p.unnamed) copy.unnamed = true;
  if (p.star) copy.star = p.star;
  return copy;
}

export function cloneState(s: MatchState): MatchState {
  const players = new Array<PlayerState>(s.players.length);
  for (let i = 0; i < players.length; i++) players[i] = clonePlayer(s.players[i] as PlayerState);
  // Procedures are copied on first touch by the engine (`Context.own`), not here.
  const stack = s.stack.slice();
  const copy: MatchState = {
    edition: s.edition,
    half: s.half,
    weather: s.weather,
    firstKickingTeam: s.firstKickingTeam,
    kickingTeam: s.kickingTeam,
    teams: { home: { ...s.teams.home }, away: { ...s.teams.away } },
    players,
    ball: s.ball,
    turnState: s.turnState === null ? null : { ...s.turnState },
    touchdownBy: s.touchdownBy,
    finished: s.finished,
    // States stored before concessions existed have no field.
    conceded: s.conceded ?? null,
    stack,
    decision: null,
    eventSeq: s.eventSeq,
  };
  // Kept only when set, so a match without inducements (and its hash) is as before.
  if (s.inducements) copy.inducements = cloneJson(s.inducements);
  return copy;
}
