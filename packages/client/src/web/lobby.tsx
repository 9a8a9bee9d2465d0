import { buildStartingTeam, ROSTER_IDS, type RosterId } from '@dugout/rules';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DugoutClient } from '../client.js';
import type { Challenge, Coach, MatchSummary, TeamChoice } from '../protocol.js';
import { currentLocale, formatDate, formatList, t } from './i18n/index.js';
import { positionName, rosterName } from './i18n/names/index.js';
import { liveErrorText } from './live/live-view.js';
import { unnamedTeamName } from './match/names.js';

type Connection = 'connecting' | 'connected' | 'disconnected';

/** How often the lobby asks for new challenges and matches. */
const REFRESH_MS = 2_000;

const goToMatch = (id: string, watch = false) => {
  window.location.hash = `#/match/${id}${watch ? '?watch' : ''}`;
};

function useRosters() {
  return useMemo(
    () =>
      ROSTER_IDS.map((id) => ({ id, name: rosterName(id) })).sort((a, b) =>
        a.name.localeCompare(b.name, currentLocale()),
      ),
    [currentLocale()],
  );
}

function RosterSelect(props: { label: string; value: RosterId; onChange(id: RosterId): void }) {
  const rosters = useRosters();
  return (
    <label>
      {props.label}{' '}
      <select
        value={props.value}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value as RosterId)}
      >
        {rosters.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The auto-built starting team of a roster, as a list of positions with counts. */
function TeamPreview(props: { roster: RosterId }) {
  const lines = useMemo(() => {
    try {
      const sheet = buildStartingTeam(props.roster);
      const counts = new Map<string, number>();
      for (const p of sheet.players) counts.set(p.positionId, (counts.get(p.positionId) ?? 0) + 1);
      return {
        players: [...counts].map(([position, count]) =>
          t('lobby.team.preview.player', {
            count,
            position: positionName(props.roster, position, currentLocale(), { full: true }),
          }),
        ),
        rerolls: sheet.rerolls,
      };
    } catch {
      return null;
    }
  }, [props.roster, currentLocale()]);
  if (!lines) return null;
  return (
    <p class="team-preview muted" data-team-preview={props.roster}>
      {t('lobby.team.preview', { players: formatList(lines.players), rerolls: lines.rerolls })}
    </p>
  );
}

const rosterChoice = (roster: RosterId, name: string): TeamChoice =>
  name.trim() ? { roster, name: name.trim() } : { roster };

/** A roster (auto-built team) or a pasted team sheet (JSON). */
function TeamPicker(props: { value: TeamChoice; onChange(team: TeamChoice): void; id: string }) {
  const [mode, setMode] = useState<'roster' | 'sheet'>('roster');
  const [roster, setRoster] = useState<RosterId>('human');
  const [sheet, setSheet] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <fieldset class="team-picker">
      <legend>{t('lobby.team')}</legend>
      <label class="checkbox">
        <input
          type="radio"
          name={`${props.id}-mode`}
          checked={mode === 'roster'}
          onChange={() => {
            setMode('roster');
            props.onChange(rosterChoice(roster, name));
          }}
        />
        {t('lobby.team.roster')}
      </label>
      <label class="checkbox">
        <input
          type="radio"
          name={`${props.id}-mode`}
          checked={mode === 'sheet'}
          onChange={() => setMode('sheet')}
        />
        {t('lobby.team.sheet')}
      </label>
      {mode === 'roster' ? (
        <>
          <RosterSelect
            label={t('lobby.team.roster.label')}
            value={roster}
            onChange={(id) => {
              setRoster(id);
              props.onChange(rosterChoice(id, name));
            }}
          />
          <TeamPreview roster={roster} />
          <label>
            {t('lobby.team.name')}{' '}
            <input
              type="text"
              value={name}
              maxLength={60}
              onInput={(e) => {
                const next = (e.target as HTMLInputElement).value;
                setName(next);
                props.onChange(rosterChoice(roster, next));
              }}
            />
          </label>
        </>
      ) : (
        <label>
          {t('lobby.team.sheet.label')}
          <textarea
            rows={5}
            value={sheet}
            onInput={(e) => {
              const text = (e.target as HTMLTextAreaElement).value;
              setSheet(text);
              try {
                props.onChange({ sheet: JSON.parse(text) as unknown });
                setProblem(null);
              } catch {
                setProblem(t('lobby.team.sheet.invalid'));
              }
            }}
          />
          {problem && <span class="error">{problem}</span>}
        </label>
      )}
    </fieldset>
  );
}

function MatchLine(props: { match: MatchSummary; coachId: string }) {
  const m = props.match;
  const h = m.headline;
  const team = (seat: 'home' | 'away') => {
    const roster = h?.unnamedTeams?.[seat];
    return roster ? unnamedTeamName(roster) : (h?.teams[seat] ?? m.seats[seat]?.name ?? '');
  };
  const names = { home: team('home'), away: team('away') };
  const mine = Object.values(m.seats).some((p) => p.coachId === props.coachId);
  return (
    <li class="match-line" data-match={m.id}>
      <span>
        {t('lobby.match.line', {
          home: names.home,
          homeCoach: m.seats.home?.name ?? '',
          away: names.away,
          awayCoach: m.seats.away?.name ?? '',
        })}
      </span>{' '}
      {h && (
        <span class="muted">
          {t('lobby.match.score', {
            homeScore: h.score.home ?? 0,
            awayScore: h.score.away ?? 0,
            half: h.period,
            turn: Math.max(h.turn.home ?? 0, h.turn.away ?? 0),
          })}
        </span>
      )}{' '}
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

export function Lobby(props: { client: DugoutClient; coach: Coach }) {
  const [connection, setConnection] = useState<Connection>('connecting');
  const [challenges, setChallenges] = useState<Challenge[]>([]);
  const [live, setLive] = useState<MatchSummary[]>([]);
  const [mine, setMine] = useState<MatchSummary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [team, setTeam] = useState<TeamChoice>({ roster: 'human' });
  const [acceptRoster, setAcceptRoster] = useState<RosterId>('orc');
  const [opponent, setOpponent] = useState('');
  const [busy, setBusy] = useState(false);
  /** My challenges that were open while this lobby was shown: when one is accepted, go to its match. */
  const waiting = useRef(new Set<string>());

  useEffect(() => {
    const socket = props.client.connect();
    socket.on('welcome', () => setConnection('connected'));
    socket.on('disconnect', () => setConnection('disconnected'));
    return () => socket.disconnect();
  }, [props.client]);

  const refresh = async () => {
    try {
      const [c, l, m] = await Promise.all([
        props.client.challenges(),
        props.client.matches('live'),
        props.client.matches('mine'),
      ]);
      for (const ch of c) {
        if (ch.from.id !== props.coach.id) continue;
        if (ch.status === 'open') waiting.current.add(ch.id);
        else if (ch.status === 'accepted' && ch.matchId && waiting.current.has(ch.id)) {
          waiting.current.delete(ch.id);
          goToMatch(ch.matchId);
          return;
        }
      }
      setChallenges(c);
      setLive(l);
      setMine(m);
    } catch (e) {
      setError(liveErrorText(e));
    }
  };
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [props.client]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(liveErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const open = challenges.filter((c) => c.status === 'open' && c.from.id !== props.coach.id);
  const own = challenges.filter((c) => c.from.id === props.coach.id && c.status !== 'cancelled');
  const myLive = mine.filter((m) => m.status === 'live');
  const myRecent = mine.filter((m) => m.status === 'finished').slice(0, 10);
  const watchable = live.filter((m) => !Object.values(m.seats).some((p) => p.coachId === props.coach.id));

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
              <RosterSelect
                label={t('lobby.accept.roster')}
                value={acceptRoster}
                onChange={setAcceptRoster}
              />
              <ul>
                {open.map((c) => (
                  <li key={c.id} data-challenge={c.id}>
                    {c.to
                      ? t('lobby.challenge.to-me', { coach: c.from.name })
                      : t('lobby.challenge.open', { coach: c.from.name })}{' '}
                    <button
                      type="button"
                      class="primary"
                      disabled={busy}
                      onClick={() =>
                        run(async () => {
                          const { match } = await props.client.acceptChallenge(c.id, {
                            team: { roster: acceptRoster },
                          });
                          goToMatch(match.id);
                        })
                      }
                    >
                      {t('lobby.challenge.accept')}
                    </button>
                    {c.to && (
                      <button
                        type="button"
                        class="secondary"
                        disabled={busy}
                        onClick={() =>
                          run(async () => {
                            await props.client.declineChallenge(c.id);
                            await refresh();
                          })
                        }
                      >
                        {t('lobby.challenge.decline')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section class="lobby-section" data-section="my-challenges">
          <h2>{t('lobby.mine.title')}</h2>
          {own.length === 0 ? (
            <p class="muted">{t('lobby.mine.empty')}</p>
          ) : (
            <ul>
              {own.map((c) => (
                <li key={c.id} data-my-challenge={c.id} data-status={c.status}>
                  {c.to ? t('lobby.mine.to', { coach: c.to.name }) : t('lobby.mine.open')}{' '}
                  <span class="muted">{t(`lobby.challenge.status.${c.status}`)}</span>{' '}
                  {c.status === 'open' && (
                    <button
                      type="button"
                      class="secondary"
                      disabled={busy}
                      onClick={() =>
                        run(async () => {
                          await props.client.cancelChallenge(c.id);
                          waiting.current.delete(c.id);
                          await refresh();
                        })
                      }
                    >
                      {t('lobby.challenge.cancel')}
                    </button>
                  )}
                  {c.status === 'accepted' && c.matchId && (
                    <a class="button-link" href={`#/match/${c.matchId}`}>
                      {t('lobby.match.play')}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section class="lobby-section" data-section="new-challenge">
          <h2>{t('lobby.new.title')}</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void run(async () => {
                const c = await props.client.challenge({
                  team,
                  ...(opponent.trim() ? { to: opponent.trim() } : {}),
                });
                waiting.current.add(c.id);
                await refresh();
              });
            }}
          >
            <TeamPicker id="challenge" value={team} onChange={setTeam} />
            <label>
              {t('lobby.new.opponent')}{' '}
              <input
                type="text"
                value={opponent}
                placeholder={t('lobby.new.opponent.hint')}
                onInput={(e) => setOpponent((e.target as HTMLInputElement).value)}
              />
            </label>{' '}
            <button type="submit" class="primary" disabled={busy}>
              {t('lobby.new.submit')}
            </button>{' '}
            <button
              type="button"
              class="secondary"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  const match = await props.client.playBot({ team });
                  goToMatch(match.id);
                })
              }
            >
              {t('lobby.bot')}
            </button>
          </form>
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
