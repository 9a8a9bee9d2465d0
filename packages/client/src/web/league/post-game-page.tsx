import { useState } from 'preact/hooks';
import type {
  FixtureView,
  PlayerView,
  PostGameSidePending,
  TeamPageResponse,
} from '../../league-protocol.js';
import type { Coach } from '../../protocol.js';
import type { LeagueApi } from './api.js';
import { ClassicAdvancePanel } from './classic-advance.js';
import { type ClassicEvent, classicEventText } from './classic-events.js';
import { clt } from './classic-i18n.js';
import { ClassicJourneymenPanel } from './classic-journeymen.js';
import { dateText, ErrorLine, LoadingPage, Page, TeamLink, useAction, useLoad } from './common.js';
import { advancementCosts, eventText, leagueErrorText } from './format.js';
import { lt } from './i18n.js';
import { MatchPurchases } from './purchases.js';

type Side = 'home' | 'away';

/** `#/post-game/<league id>/<fixture id>`: what the post-game did, and my choices while it waits for them. */
export function PostGamePage(props: {
  api: LeagueApi;
  coach: Coach | null;
  leagueId: string;
  fixtureId: string;
}) {
  const { api, leagueId, fixtureId } = props;
  const { data, error, setData } = useLoad(async () => {
    const { fixture } = await api.fixture(leagueId, fixtureId);
    const [home, away] = await Promise.all([api.team(fixture.home.id), api.team(fixture.away.id)]);
    return { fixture, home, away };
  }, [leagueId, fixtureId]);
  if (error || !data) return <LoadingPage title={lt('fixtures.post-game')} error={error} />;
  const { fixture: f, home, away } = data;
  const pages: Record<Side, TeamPageResponse> = { home, away };
  const byId = new Map([...home.team.players, ...away.team.players].map((p) => [p.id, p]));
  const mySide: Side | null =
    props.coach?.id === f.home.coach.id ? 'home' : props.coach?.id === f.away.coach.id ? 'away' : null;
  const pg = f.postGame;
  const r = f.result;
  // A classic (LRB6) league's post-game: its own events, and advance rolls the coach takes here.
  const classic = home.team.edition === 'classic';
  const events = (pg?.events ?? []) as (ClassicEvent & { team?: Side })[];
  const nameOf = (id: string) => byId.get(id)?.name ?? '';
  const lines = events
    .map((e) => ({
      e,
      text: classic
        ? classicEventText(e, { home: f.home, away: f.away }, nameOf)
        : eventText(e, { home: f.home, away: f.away }, (id) => (id ? byId.get(id) : undefined)),
    }))
    .filter((x): x is { e: ClassicEvent & { team?: Side }; text: string } => x.text !== null);
  const myTeam = mySide ? pages[mySide].team : null;
  const mustSpend = classic
    ? []
    : (myTeam?.players.filter((p) => p.status === 'active' && p.spp >= advancementCosts(p).characteristic) ??
      []);
  const rolled = classic ? (myTeam?.players.filter((p) => (p.pendingAdvances?.length ?? 0) > 0) ?? []) : [];

  return (
    <Page
      title={lt('post.title', { home: f.home.name, away: f.away.name })}
      crumbs={[{ href: `#/leagues/${leagueId}`, text: home.team.league.name }]}
    >
      {r && (
        <p class="post-score" data-score={`${r.homeTouchdowns}-${r.awayTouchdowns}`}>
          <TeamLink team={f.home} />{' '}
          <strong>{lt('fixtures.score', { home: r.homeTouchdowns, away: r.awayTouchdowns })}</strong>{' '}
          <TeamLink team={f.away} /> ·{' '}
          <span class="muted">{lt('fixtures.cas', { home: r.homeCasualties, away: r.awayCasualties })}</span>
          {f.matchId && (
            <>
              {' · '}
              <a href={`#/replay/${f.matchId}`}>{lt('fixtures.replay')}</a>
            </>
          )}
        </p>
      )}
      {f.inducements && (
        <div class="post-purchases">
          {(['home', 'away'] as const).map((side) => (
            <div key={side} class="row">
              <TeamLink team={f[side]} />
              <MatchPurchases fixture={f} teamId={f[side].id} rosterId={f[side].rosterId} />
            </div>
          ))}
        </div>
      )}
      {!pg ? (
        <p class="muted">{lt('post.not-yet')}</p>
      ) : pg.stage === 'waiting' ? (
        <p class="notice" data-stage="waiting">
          {pg.deadline ? lt('post.waiting', { date: dateText(pg.deadline) }) : lt('post.waiting.no-deadline')}
        </p>
      ) : (
        <p class="ok" data-stage="done">
          {lt('post.done')}
        </p>
      )}
      {pg && pg.stage === 'waiting' && mySide && (
        <Choices
          api={api}
          leagueId={leagueId}
          fixture={f}
          pending={pg.pending[mySide]}
          players={pages[mySide].team.players}
          opponents={byId}
          onChanged={(fixture) => setData({ ...data, fixture })}
        />
      )}
      {mustSpend.length > 0 && myTeam && (
        <p class="notice">
          {mustSpend.map((p) => `#${p.number} ${p.name}`).join(', ')}: {lt('roster.must-advance')} ·{' '}
          <a href={`#/teams/${myTeam.id}`}>{lt('post.advance')}</a>
        </p>
      )}
      {myTeam && rolled.length > 0 && (
        <section data-section="classic-advances">
          <h2>{clt('classic.advance.waiting', { count: rolled.length })}</h2>
          {rolled.map((p) => (
            <ClassicAdvancePanel
              key={`${p.id}-${p.pendingAdvances?.length}`}
              api={api}
              team={myTeam}
              player={p}
              onDone={(team) => setData({ ...data, [mySide as Side]: { ...pages[mySide as Side], team } })}
              onClose={() => undefined}
            />
          ))}
        </section>
      )}
      {myTeam && classic && (
        <ClassicJourneymenPanel
          api={api}
          team={myTeam}
          onDone={(team) => setData({ ...data, [mySide as Side]: { ...pages[mySide as Side], team } })}
        />
      )}
      {lines.length > 0 && (
        <section>
          <h2>{lt('post.events')}</h2>
          <ul class="post-events">
            {lines.map((x, i) => (
              <li key={i} data-event={x.e.type} class={x.e.team ?? x.e.side ?? ''}>
                {x.text}
              </li>
            ))}
          </ul>
          {pg?.diceStart != null && pg.diceEnd != null && (
            <p class="muted">{lt('post.dice', { start: pg.diceStart, end: pg.diceEnd })}</p>
          )}
        </section>
      )}
    </Page>
  );
}

/** MVP nominations, Getting Even keywords, Journeymen and a raised Lineman to keep, sent in one answer. */
function Choices(props: {
  api: LeagueApi;
  leagueId: string;
  fixture: FixtureView;
  pending: PostGameSidePending;
  players: PlayerView[];
  opponents: Map<string, PlayerView>;
  onChanged(f: FixtureView): void;
}) {
  const { pending } = props;
  const byNumber = new Map(props.players.filter((p) => p.status === 'active').map((p) => [p.number, p]));
  const [mvp, setMvp] = useState<number[]>([]);
  const [keywords, setKeywords] = useState<Record<string, string>>({});
  const [keep, setKeep] = useState<number[]>([]);
  const [keepRaised, setKeepRaised] = useState(true);
  const action = useAction(leagueErrorText);
  if (pending.answered) return <p class="ok">{lt('post.answered')}</p>;
  const toggle = (list: number[], n: number, max = 99) =>
    list.includes(n) ? list.filter((x) => x !== n) : list.length < max ? [...list, n] : list;
  const victims = Object.entries(pending.gettingEven);
  return (
    <form
      class="league-form choices"
      data-form="post-game"
      onSubmit={async (e) => {
        e.preventDefault();
        const gettingEven = Object.fromEntries(
          victims.map(([id, options]) => [id, keywords[id] ?? options[0] ?? '']).filter(([, k]) => k),
        );
        const r = await action.run(() =>
          props.api.choose(props.leagueId, props.fixture.id, {
            mvpNominations: mvp,
            gettingEven,
            hireJourneymen: keep,
            ...(pending.raised.length > 0 ? { hireRaised: keepRaised } : {}),
          }),
        );
        if (r) props.onChanged(r.fixture);
      }}
    >
      <h2>{lt('post.choices')}</h2>
      {pending.mvpCandidates.length > 0 && (
        <fieldset data-choice="mvp">
          <legend>{lt('post.mvp')}</legend>
          {pending.mvpCandidates.map((n) => (
            <label class="checkbox" key={n}>
              <input type="checkbox" checked={mvp.includes(n)} onChange={() => setMvp(toggle(mvp, n, 6))} />#
              {n}{' '}
              {pending.raised.includes(n)
                ? lt('roster.raised')
                : (byNumber.get(n)?.name ?? lt('roster.journeyman'))}
            </label>
          ))}
        </fieldset>
      )}
      {victims.map(([id, options]) => {
        const victim = props.players.find((p) => p.id === id) ?? props.opponents.get(id);
        return (
          <label key={id} data-choice="getting-even">
            {lt('post.getting-even', { number: victim?.number ?? 0, name: victim?.name ?? '' })}
            <select
              value={keywords[id] ?? options[0]}
              onChange={(e) => setKeywords({ ...keywords, [id]: (e.target as HTMLSelectElement).value })}
            >
              {options.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      {pending.journeymen.length > 0 && (
        <fieldset data-choice="journeymen">
          <legend>{lt('post.journeymen')}</legend>
          {pending.journeymen.map((n) => (
            <label class="checkbox" key={n}>
              <input type="checkbox" checked={keep.includes(n)} onChange={() => setKeep(toggle(keep, n))} />#
              {n}
            </label>
          ))}
        </fieldset>
      )}
      {pending.raised.map((n) => (
        <label class="checkbox" key={n} data-choice="raised">
          <input
            type="checkbox"
            checked={keepRaised}
            onChange={(e) => setKeepRaised((e.target as HTMLInputElement).checked)}
          />
          {lt('post.raised', { number: n })}
        </label>
      ))}
      <ErrorLine text={action.error} />
      <button type="submit" class="primary" disabled={action.busy}>
        {lt('post.send')}
      </button>
    </form>
  );
}
