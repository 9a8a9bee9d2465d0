import { useState } from 'preact/hooks';
import type { FixtureView, LeaderRow, LeadersResponse, StandingRow } from '../../league-protocol.js';
import type { Coach } from '../../protocol.js';
import { formatDuration, speakEdition, t } from '../i18n/index.js';
import { positionName } from '../i18n/names/index.js';
import type { LeagueApi } from './api.js';
import { clt } from './classic-i18n.js';
import {
  dateText,
  ErrorLine,
  Loading,
  LoadingPage,
  Page,
  rosterOf,
  TeamLink,
  useAction,
  useLoad,
} from './common.js';
import { errorText, teamRecordText } from './format.js';
import { gold, lt } from './i18n.js';

/** `#/leagues/<id>`: settings, the season's standings, fixtures and results, leaders, teams. */
export function LeaguePage(props: { api: LeagueApi; coach: Coach | null; leagueId: string }) {
  const { api, coach, leagueId } = props;
  const { data, error } = useLoad(() => api.league(leagueId), [leagueId]);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  if (error || !data) return <LoadingPage title={lt('list.title')} error={error} />;
  const league = data.league;
  const season =
    league.seasons.find((s) => s.id === seasonId) ?? league.currentSeason ?? league.seasons.at(-1) ?? null;
  const isCommissioner = !!coach && league.commissioners.some((c) => c.id === coach.id);
  const s = league.settings;
  speakEdition(s.edition);
  return (
    <Page title={lt('league.title', { name: league.name })}>
      <p class="muted league-settings">
        <span data-edition={s.edition}>
          {clt('league.edition', { edition: t(`lobby.edition.${s.edition}`) })}
        </span>
        {' · '}
        {lt('league.settings', {
          budget: gold(s.budget),
          turn: formatDuration(s.turnSeconds),
          win: s.points.win,
          draw: s.points.draw,
          loss: s.points.loss,
        })}
      </p>
      <p class="league-actions">
        {coach && season?.status === 'open' && (
          <a class="button-link" href={`#/leagues/${league.id}/draft`}>
            {lt('league.draft')}
          </a>
        )}{' '}
        {isCommissioner && (
          <a class="button-link secondary" href={`#/leagues/${league.id}/admin`}>
            {lt('league.admin')}
          </a>
        )}
      </p>
      {league.seasons.length > 1 && (
        <p>
          <select
            value={season?.id}
            onChange={(e) => setSeasonId((e.target as HTMLSelectElement).value)}
            aria-label={lt('league.season', { number: season?.number ?? 0, name: '' })}
          >
            {league.seasons.map((x) => (
              <option key={x.id} value={x.id}>
                {lt('league.season', { number: x.number, name: x.name })}
              </option>
            ))}
          </select>
        </p>
      )}
      {!season ? (
        <p class="muted">{lt('league.no-season')}</p>
      ) : (
        <>
          <h2>
            {lt('league.season', { number: season.number, name: season.name })}{' '}
            <small class="muted">{lt(`league.status.${season.status}`)}</small>
          </h2>
          <SeasonView
            api={api}
            coach={coach}
            leagueId={league.id}
            seasonId={season.id}
            commissioner={isCommissioner}
            key={season.id}
          />
        </>
      )}
      <h2>{lt('teams.title')}</h2>
      <ul class="league-teams">
        {league.teams.map((team) => (
          <li key={team.id} data-team={team.id}>
            <TeamLink team={team} />{' '}
            <span class="muted">
              ({rosterOf(team)}, {team.coach.name})
            </span>{' '}
            {team.status === 'approved' ? (
              <span>
                {teamRecordText(team.record)} · {lt('team.tv')} {gold(team.tv)}
              </span>
            ) : (
              <span class="badge">{lt(team.status === 'pending' ? 'teams.pending' : 'teams.rejected')}</span>
            )}
          </li>
        ))}
      </ul>
    </Page>
  );
}

function SeasonView(props: {
  api: LeagueApi;
  coach: Coach | null;
  leagueId: string;
  seasonId: string;
  commissioner: boolean;
}) {
  const { api, leagueId, seasonId } = props;
  const { data, error, reload } = useLoad(
    () =>
      Promise.all([
        api.standings(leagueId, seasonId),
        api.fixtures(leagueId, seasonId),
        api.leaders(leagueId, seasonId),
      ]),
    [leagueId, seasonId],
  );
  if (error) return <ErrorLine text={errorText(error)} />;
  if (!data) return <Loading />;
  const [standings, fixtures, leaders] = data;
  return (
    <>
      <Standings rows={standings.standings} />
      <Fixtures
        api={api}
        coach={props.coach}
        leagueId={leagueId}
        fixtures={fixtures.fixtures}
        commissioner={props.commissioner}
        onChange={reload}
      />
      <Leaders leaders={leaders} />
    </>
  );
}

export function Standings(props: { rows: StandingRow[] }) {
  return (
    <section>
      <h3>{lt('standings.title')}</h3>
      {props.rows.length === 0 ? (
        <p class="muted">{lt('standings.empty')}</p>
      ) : (
        <div class="table-scroll">
          <table class="standings">
            <thead>
              <tr>
                <th>#</th>
                <th class="left">{lt('standings.team')}</th>
                <th>{lt('standings.played')}</th>
                <th>{lt('standings.won')}</th>
                <th>{lt('standings.drawn')}</th>
                <th>{lt('standings.lost')}</th>
                <th>{lt('standings.td')}</th>
                <th>{lt('standings.td-diff')}</th>
                <th>{lt('standings.cas')}</th>
                <th>{lt('standings.bonus')}</th>
                <th>{lt('standings.points')}</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((r, i) => {
                const diff = r.touchdownsFor - r.touchdownsAgainst;
                return (
                  <tr key={r.team.id} data-team={r.team.id}>
                    <td>{i + 1}</td>
                    <td class="left">
                      <TeamLink team={r.team} /> <small class="muted">{r.team.coach.name}</small>
                    </td>
                    <td>{r.played}</td>
                    <td>{r.wins}</td>
                    <td>{r.draws}</td>
                    <td>{r.losses}</td>
                    <td>
                      {r.touchdownsFor}:{r.touchdownsAgainst}
                    </td>
                    <td>{diff > 0 ? `+${diff}` : diff}</td>
                    <td>
                      {r.casualtiesFor}:{r.casualtiesAgainst}
                    </td>
                    <td>{r.bonus}</td>
                    <td class="points">{r.points}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Fixtures by round, with their results and links to the match, its replay and its post-game. */
export function Fixtures(props: {
  api: LeagueApi;
  coach: Coach | null;
  leagueId: string;
  fixtures: FixtureView[];
  /** The coach is a commissioner of the league: may start any fixture. */
  commissioner?: boolean;
  onChange?: () => void;
}) {
  const action = useAction(errorText);
  if (props.fixtures.length === 0) return <p class="muted">{lt('fixtures.empty')}</p>;
  const rounds = [...new Set(props.fixtures.map((f) => f.round))].sort((a, b) => a - b);
  async function start(f: FixtureView) {
    const r = await action.run(() => props.api.start(props.leagueId, f.id));
    const mine = f.home.coach.id === props.coach?.id || f.away.coach.id === props.coach?.id;
    // A commissioner who started someone else's fixture watches it.
    if (r) window.location.hash = `#/match/${r.match.id}${mine ? '' : '?watch'}`;
  }
  return (
    <section>
      <h3>{lt('fixtures.title')}</h3>
      <ErrorLine text={action.error} />
      {rounds.map((round) => (
        <div key={round} class="round">
          <h4>{lt('fixtures.round', { round })}</h4>
          <ul class="fixtures">
            {props.fixtures
              .filter((f) => f.round === round)
              .map((f) => (
                <FixtureRow
                  key={f.id}
                  fixture={f}
                  coachId={props.coach?.id ?? null}
                  commissioner={props.commissioner}
                  onStart={() => start(f)}
                  busy={action.busy}
                />
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function FixtureRow(props: {
  fixture: FixtureView;
  coachId: string | null;
  /** A commissioner of the league may start any of its fixtures. */
  commissioner?: boolean;
  onStart?: () => void;
  busy?: boolean;
  /** More about the fixture, under its line (the team page: what the team bought). */
  children?: preact.ComponentChildren;
}) {
  const f = props.fixture;
  const mine =
    props.coachId !== null && (f.home.coach.id === props.coachId || f.away.coach.id === props.coachId);
  const mayStart = mine || !!props.commissioner;
  const r = f.result;
  return (
    <li class={`fixture ${f.status}`} data-fixture={f.id} data-status={f.status}>
      <span class="teams">{lt('fixtures.vs', { home: f.home.name, away: f.away.name })}</span>{' '}
      {r && (
        <strong class="score" data-score={`${r.homeTouchdowns}-${r.awayTouchdowns}`}>
          {lt('fixtures.score', { home: r.homeTouchdowns, away: r.awayTouchdowns })}
        </strong>
      )}{' '}
      {r && (
        <span class="muted">{lt('fixtures.cas', { home: r.homeCasualties, away: r.awayCasualties })}</span>
      )}{' '}
      <span class="badge">{lt(`fixtures.status.${f.status}`)}</span>{' '}
      {r?.conceded && (
        <span class="muted">
          {lt('fixtures.conceded', { team: r.conceded === 'home' ? f.home.name : f.away.name })}
        </span>
      )}{' '}
      {r?.overridden && <span class="muted">{lt('fixtures.overridden')}</span>}{' '}
      {f.deadline && f.status === 'scheduled' && (
        <span class="muted">{lt('fixtures.deadline', { date: dateText(f.deadline) })}</span>
      )}{' '}
      {f.overdue && (
        <span class="badge overdue" data-overdue="true">
          {lt('fixtures.overdue')}
        </span>
      )}{' '}
      <span class="links">
        {f.matchId && f.status === 'live' && (
          <a href={`#/match/${f.matchId}${mine ? '' : '?watch'}`}>
            {lt(mine ? 'fixtures.play' : 'fixtures.watch')}
          </a>
        )}
        {f.matchId && f.status === 'played' && <a href={`#/replay/${f.matchId}`}>{lt('fixtures.replay')}</a>}
        {(f.postGame || f.status === 'played') && (
          <a href={`#/post-game/${f.leagueId}/${f.id}`}>{lt('fixtures.post-game')}</a>
        )}
        {mayStart && f.status === 'scheduled' && props.onStart && (
          <button type="button" class="secondary" disabled={props.busy} onClick={props.onStart}>
            {lt('fixtures.start')}
          </button>
        )}
      </span>
      {props.children}
    </li>
  );
}

function Leaders(props: { leaders: LeadersResponse }) {
  const columns = [
    ['spp', 'leaders.spp'],
    ['touchdowns', 'leaders.touchdowns'],
    ['casualties', 'leaders.casualties'],
  ] as const;
  return (
    <section>
      <h3>{lt('leaders.title')}</h3>
      <div class="leaders">
        {columns.map(([k, title]) => (
          <div key={k} data-leaders={k}>
            <h4>{lt(title)}</h4>
            <ol>
              {props.leaders[k].slice(0, 5).map((row: LeaderRow) => (
                <li key={row.player.id}>
                  <a href={`#/players/${row.player.id}`}>
                    {lt('leaders.row', {
                      number: row.player.number,
                      name: row.player.name,
                      team: row.team.name,
                      value: row.value,
                    })}
                  </a>{' '}
                  <small class="muted">{positionName(row.team.rosterId, row.player.positionId)}</small>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
