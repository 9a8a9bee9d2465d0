import type { RosterId } from '@dugout/rules';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { Coach, GameInfo, GameTable, MatchSummary } from '../../protocol.js';
import { formatDate, formatList, t } from '../i18n/index.js';
import { liveErrorText } from '../live/live-error-text.js';
import { tableEdition } from './edition-select.js';
import { MatchLine } from './match-line.js';
import { NewTable } from './new-table.js';
import { MyTable, OpenTable, type TableActions } from './table-card.js';
import { RosterSelect } from './team-picker.js';
import { gameName } from './words.js';

type Connection = 'connecting' | 'connected' | 'disconnected';

const goToMatch = (id: string, watch = false) => {
  window.location.hash = `#/match/${id}${watch ? '?watch' : ''}`;
};

const seatedAt = (table: GameTable, coachId: string) =>
  table.creator.id === coachId || table.seats.some((s) => s.taken?.coachId === coachId);

/** Tables grouped by game, in the order the server lists its games. */
function byGame(tables: GameTable[], games: GameInfo[]): [string, GameTable[]][] {
  const ids = [...new Set([...games.map((g) => g.id), ...tables.map((t) => t.game)])];
  return ids
    .map((id) => [id, tables.filter((t) => t.game === id)] as [string, GameTable[]])
    .filter(([, l]) => l.length > 0);
}

/**
 * The lobby: open tables per game (challenges are Blood Bowl's two-seat tables), the coach's own tables,
 * a new table, their matches and live matches to watch. It does not poll: the server pushes a
 * `lobby:changed` notice over the live connection and the lists are fetched again then.
 */
export function Lobby(props: { client: DugoutClient; coach: Coach }) {
  const [connection, setConnection] = useState<Connection>('connecting');
  const [games, setGames] = useState<GameInfo[]>([]);
  const [tables, setTables] = useState<GameTable[]>([]);
  const [live, setLive] = useState<MatchSummary[]>([]);
  const [mine, setMine] = useState<MatchSummary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [acceptRoster, setAcceptRoster] = useState<RosterId>('orc');
  const [acceptClassic, setAcceptClassic] = useState('orc');
  const [busy, setBusy] = useState(false);
  /** My tables that were open while this lobby was shown: when one starts, go to its match. */
  const waiting = useRef(new Set<string>());

  const refresh = async () => {
    try {
      const [tb, l, m] = await Promise.all([
        props.client.tables(),
        props.client.matches('live'),
        props.client.matches('mine'),
      ]);
      for (const table of tb) {
        if (!seatedAt(table, props.coach.id)) continue;
        if (table.status === 'open') waiting.current.add(table.id);
        else if (table.status === 'started' && table.matchId && waiting.current.has(table.id)) {
          waiting.current.delete(table.id);
          goToMatch(table.matchId);
          return;
        }
      }
      setTables(tb);
      setLive(l);
      setMine(m);
    } catch (e) {
      setError(liveErrorText(e));
    }
  };
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    props.client.games().then(setGames, (e: unknown) => setError(liveErrorText(e)));
    const socket = props.client.connect();
    socket.on('welcome', () => setConnection('connected'));
    socket.on('disconnect', () => setConnection('disconnected'));
    void refreshRef.current();
    const stop = props.client.watchLobby(socket, () => void refreshRef.current());
    return () => {
      stop();
      socket.disconnect();
    };
  }, [props.client]);

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    work()
      .then(() => refreshRef.current())
      .catch((e: unknown) => setError(liveErrorText(e)))
      .finally(() => setBusy(false));
  };

  const gameOf = (id: string) => games.find((g) => g.id === id);
  const actions = (table: GameTable): TableActions => ({
    client: props.client,
    coach: props.coach,
    game: gameOf(table.game),
    busy,
    choice:
      tableEdition(table.options) === 'classic'
        ? { roster: acceptClassic, edition: 'classic' }
        : { roster: acceptRoster },
    run,
    started: (match) => goToMatch(match.id),
  });
  const open = tables.filter((t) => t.status === 'open' && !seatedAt(t, props.coach.id));
  // A finished match is in "My matches"; its table no longer offers to play it.
  const own = tables.filter(
    (t) => seatedAt(t, props.coach.id) && (t.status === 'open' || t.matchStatus === 'live'),
  );
  const myLive = mine.filter((m) => m.status === 'live');
  const myRecent = mine.filter((m) => m.status === 'finished').slice(0, 10);
  const watchable = live.filter((m) => !Object.values(m.seats).some((p) => p.coachId === props.coach.id));
  const bowlTables = open.filter((t) => gameOf(t.game)?.seatChoice && t.game === 'blood-bowl');
  const needsTeam = bowlTables.some((t) => tableEdition(t.options) === 'bb2025');
  const needsClassicTeam = bowlTables.some((t) => tableEdition(t.options) === 'classic');

  return (
    <section class="card lobby">
      <h1>{t('lobby.title')}</h1>
      <p class="lobby-links">
        <a class="button-link" href="#/leagues" data-link="leagues">
          {t('lobby.leagues')}
        </a>
      </p>
      <p class="welcome">{t('lobby.welcome', { name: props.coach.name })}</p>
      <p class="muted member-since">{t('lobby.member-since', { date: formatDate(props.coach.createdAt) })}</p>
      {props.coach.roles.length > 0 && (
        <p>{t('lobby.roles', { roles: formatList(props.coach.roles.map((r) => t(`role.${r}`))) })}</p>
      )}
      <p class={`connection ${connection}`} data-connection={connection} aria-live="polite">
        <span class="dot" /> {t(`lobby.connection.${connection}`)}
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}

      <div class="lobby-grid">
        <section class="lobby-section" data-section="open-challenges">
          <h2>{t('lobby.open.title')}</h2>
          {open.length === 0 ? (
            <p class="muted">{t('lobby.open.empty')}</p>
          ) : (
            <>
              {needsTeam && (
                <RosterSelect
                  label={t('lobby.accept.roster')}
                  value={acceptRoster}
                  onChange={(id) => setAcceptRoster(id as RosterId)}
                />
              )}
              {needsClassicTeam && (
                <RosterSelect
                  label={t('lobby.accept.roster.classic')}
                  edition="classic"
                  value={acceptClassic}
                  onChange={setAcceptClassic}
                />
              )}
              {byGame(open, games).map(([game, list]) => (
                <div key={game} data-game={game}>
                  <h3>{gameName(game)}</h3>
                  <ul>
                    {list.map((table) => (
                      <OpenTable key={table.id} table={table} {...actions(table)} />
                    ))}
                  </ul>
                </div>
              ))}
            </>
          )}
        </section>

        <section class="lobby-section" data-section="my-challenges">
          <h2>{t('lobby.mine.title')}</h2>
          {own.length === 0 ? (
            <p class="muted">{t('lobby.mine.empty')}</p>
          ) : (
            <ul>
              {own.map((table) => (
                <MyTable key={table.id} table={table} {...actions(table)} />
              ))}
            </ul>
          )}
        </section>

        <section class="lobby-section" data-section="new-challenge">
          <h2>{t('lobby.new.title')}</h2>
          <NewTable
            client={props.client}
            games={games}
            busy={busy}
            run={run}
            opened={(id) => waiting.current.add(id)}
            started={(match) => goToMatch(match.id)}
          />
        </section>

        <section class="lobby-section" data-section="my-matches">
          <h2>{t('lobby.my-matches.title')}</h2>
          {myLive.length === 0 && myRecent.length === 0 ? (
            <p class="muted">{t('lobby.my-matches.empty')}</p>
          ) : (
            <ul>
              {[...myLive, ...myRecent].map((m) => (
                <MatchLine key={m.id} match={m} coachId={props.coach.id} />
              ))}
            </ul>
          )}
        </section>

        <section class="lobby-section" data-section="live-matches">
          <h2>{t('lobby.live.title')}</h2>
          {watchable.length === 0 ? (
            <p class="muted">{t('lobby.live.empty')}</p>
          ) : (
            <ul>
              {watchable.map((m) => (
                <MatchLine key={m.id} match={m} coachId={props.coach.id} />
              ))}
            </ul>
          )}
        </section>
      </div>

      <p class="practice-entry">
        <a class="button-link" href="#/practice">
          {t('lobby.practice')}
        </a>{' '}
        <span class="muted">{t('lobby.practice.hint')}</span>
      </p>
    </section>
  );
}
