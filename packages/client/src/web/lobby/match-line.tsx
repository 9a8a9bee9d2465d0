import type { MatchHeadline, MatchSummary } from '../../protocol.js';
import { formatDate, formatList, t } from '../i18n/index.js';
import { unnamedTeamName } from '../match/names.js';
import { gameName } from './words.js';

/** A seat's side as the headline names it (a team, in the coach's language when it has no name). */
function sideName(h: MatchHeadline | null | undefined, m: MatchSummary, seat: string): string {
  const roster = h?.unnamedTeams?.[seat];
  const name = roster ? unnamedTeamName(roster) : (h?.teams?.[seat] ?? m.seats[seat]?.name ?? seat);
  // Both sides reading the same (a coach against the bot's copy of their team): add the side, as the match does.
  const other = Object.keys(m.seats).find((s) => s !== seat);
  const otherName = other
    ? h?.unnamedTeams?.[other]
      ? unnamedTeamName(h.unnamedTeams[other] as string)
      : h?.teams?.[other]
    : undefined;
  if (otherName !== name || (seat !== 'home' && seat !== 'away')) return name;
  return t('team.twin', { name, side: t(seat === 'home' ? 'lobby.seat.home' : 'lobby.seat.away') });
}

/** What the line says: Blood Bowl's teams, score, half and turn; another game's own line and its players. */
function describe(m: MatchSummary): { who: string; where: string | null } {
  const h = m.headline;
  const seats = Object.keys(m.seats);
  if (seats.length === 2 && (h?.teams || h?.score)) {
    const [home, away] = seats as [string, string];
    const who = t('lobby.match.line', {
      home: sideName(h, m, home),
      homeCoach: m.seats[home]?.name ?? '',
      away: sideName(h, m, away),
      awayCoach: m.seats[away]?.name ?? '',
    });
    const score = h?.score;
    const where =
      score && h?.period !== undefined
        ? t('lobby.match.score', {
            homeScore: score[home] ?? 0,
            awayScore: score[away] ?? 0,
            half: h.period,
            turn: Math.max(h.turn?.[home] ?? 0, h.turn?.[away] ?? 0),
          })
        : null;
    return { who, where };
  }
  const who = t('lobby.match.players', {
    game: gameName(m.game),
    players: formatList(seats.map((s) => m.seats[s]?.name ?? s)),
  });
  return { who, where: typeof h?.line === 'string' ? h.line : null };
}

export function MatchLine(props: { match: MatchSummary; coachId: string }) {
  const m = props.match;
  const { who, where } = describe(m);
  const mine = Object.values(m.seats).some((p) => p.kind === 'coach' && p.coachId === props.coachId);
  return (
    <li class="match-line" data-match={m.id}>
      <span>{who}</span> {where && <span class="muted">{where}</span>}{' '}
      {m.status === 'live' ? (
        mine ? (
          <a class="button-link" href={`#/match/${m.id}`}>
            {t('lobby.match.play')}
          </a>
        ) : (
          <a class="button-link" href={`#/match/${m.id}?watch`}>
            {t('lobby.match.watch')}
          </a>
        )
      ) : (
        <span class="muted">{formatDate(m.finishedAt ?? m.createdAt, { dateStyle: 'medium' })}</span>
      )}{' '}
      <a href={`#/replay/${m.id}`}>{t('lobby.match.replay')}</a>
    </li>
  );
}
