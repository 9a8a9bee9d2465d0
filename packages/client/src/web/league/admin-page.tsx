import { useState } from 'preact/hooks';
import type {
  LeagueDetail,
  LeaguePlayerStatus,
  TeamOverrideRequest,
  TeamSummary,
} from '../../league-protocol.js';
import type { Coach } from '../../protocol.js';
import type { LeagueApi } from './api.js';
import {
  dateText,
  type EditableSettings,
  ErrorLine,
  Loading,
  LoadingPage,
  Page,
  rosterOf,
  SettingsFields,
  TeamLink,
  useAction,
  useLoad,
} from './common.js';
import { errorText, leagueErrorText, type Stat } from './format.js';
import { lt } from './i18n.js';
import { Fixtures } from './league-page.js';
import { AuditLog } from './team-page.js';

/** `#/leagues/<id>/admin`: seasons, approvals, the schedule, overrides with a reason, the audit log. */
export function AdminPage(props: { api: LeagueApi; coach: Coach | null; leagueId: string }) {
  const { api, coach, leagueId } = props;
  const { data, error, reload } = useLoad(() => api.league(leagueId), [leagueId]);
  // Bumped when a fixture tool changed a fixture: the fixture list loads again.
  const [fixturesVersion, setFixturesVersion] = useState(0);
  if (error || !data) return <LoadingPage title={lt('league.admin')} error={error} />;
  const league = data.league;
  const crumbs = [{ href: `#/leagues/${league.id}`, text: league.name }];
  if (!coach || !league.commissioners.some((c) => c.id === coach.id)) {
    return (
      <Page title={lt('admin.title', { name: league.name })} crumbs={crumbs}>
        <p class="notice">{lt('admin.not-commissioner')}</p>
      </Page>
    );
  }
  const season = league.currentSeason;
  return (
    <Page title={lt('admin.title', { name: league.name })} crumbs={crumbs}>
      <SettingsForm api={api} league={league} onChange={reload} />
      <SeasonTools api={api} league={league} onChange={reload} />
      <SeasonEnd api={api} league={league} onChange={reload} />
      <Approvals api={api} league={league} onChange={reload} />
      {season && season.status === 'open' && <ScheduleTool api={api} league={league} onChange={reload} />}
      {season && season.status !== 'open' && (
        <SeasonFixtures
          api={api}
          coach={coach}
          leagueId={league.id}
          seasonId={season.id}
          version={fixturesVersion}
        />
      )}
      <TeamOverride api={api} teams={league.teams.filter((t) => t.status === 'approved')} />
      {season && season.status !== 'open' && (
        <ResultOverride
          api={api}
          league={league}
          seasonId={season.id}
          onChange={() => setFixturesVersion((v) => v + 1)}
        />
      )}
      <AddCommissioner api={api} league={league} onChange={reload} />
      <LeagueAudit api={api} leagueId={league.id} />
    </Page>
  );
}

/** `YYYY-MM-DDTHH:mm` in local time for a datetime-local input ('' for none). */
function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The league's settings after creation (budget, turn timer, points, bonus points, home and away). */
function SettingsForm(props: { api: LeagueApi; league: LeagueDetail; onChange(): void }) {
  const current = props.league.settings;
  const [settings, setSettings] = useState<EditableSettings>({
    budget: current.budget,
    turnSeconds: current.turnSeconds,
    points: current.points,
    bonus: current.bonus,
    homeAndAway: current.homeAndAway,
    redraftCap: current.redraftCap,
  });
  const [done, setDone] = useState(false);
  const action = useAction(errorText);
  async function submit(e: Event) {
    e.preventDefault();
    setDone(false);
    if (await action.run(() => props.api.updateSettings(props.league.id, settings))) {
      setDone(true);
      props.onChange();
    }
  }
  return (
    <details class="league-settings-form">
      <summary>{lt('admin.settings')}</summary>
      <form class="league-form" data-form="settings" onSubmit={submit}>
        <SettingsFields value={settings} onChange={setSettings} />
        <ErrorLine text={action.error} />
        {done && <p class="ok">{lt('admin.settings.saved')}</p>}
        <button type="submit" class="primary" disabled={action.busy}>
          {lt('admin.settings.submit')}
        </button>
      </form>
    </details>
  );
}

function SeasonTools(props: { api: LeagueApi; league: LeagueDetail; onChange(): void }) {
  const [name, setName] = useState('');
  const action = useAction(errorText);
  return (
    <form
      class="row league-form"
      data-form="season"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await action.run(() => props.api.createSeason(props.league.id, name.trim() || undefined)))
          props.onChange();
      }}
    >
      <label>
        {lt('admin.season.name')}
        <input value={name} maxLength={60} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <button type="submit" class="primary" disabled={action.busy}>
        {lt('admin.season.create')}
      </button>
      <ErrorLine text={action.error} />
    </form>
  );
}

/**
 * The end of a season and the re-draft: end the season under way (after a confirm step), then open the last
 * finished season's re-draft with a deadline (or move it), and see which teams still have to re-draft
 * (BB2025 leagues only).
 */
function SeasonEnd(props: { api: LeagueApi; league: LeagueDetail; onChange(): void }) {
  const { league } = props;
  const [confirming, setConfirming] = useState(false);
  const finished = league.seasons.filter((s) => s.status === 'finished').at(-1);
  const [deadline, setDeadline] = useState(localDateTime(finished?.redraft?.deadline ?? null));
  const action = useAction(errorText);
  const current = league.currentSeason;
  const waiting = finished
    ? league.teams.filter((t) => t.seasonId === finished.id && t.redraftBudget !== null)
    : [];
  return (
    <section data-section="season-end">
      {current?.status === 'scheduled' &&
        (confirming ? (
          <p class="confirm" data-confirm="finish">
            {lt('admin.finish.confirm', { season: current.name })}{' '}
            <button
              type="button"
              class="danger"
              data-action="finish-confirm"
              disabled={action.busy}
              onClick={async () => {
                setConfirming(false);
                if (await action.run(() => props.api.finishSeason(league.id, current.id))) props.onChange();
              }}
            >
              {lt('admin.finish.yes')}
            </button>{' '}
            <button type="button" class="link-dark" onClick={() => setConfirming(false)}>
              {lt('manage.fire.no')}
            </button>
          </p>
        ) : (
          <button type="button" class="secondary" data-action="finish" onClick={() => setConfirming(true)}>
            {lt('admin.finish')}
          </button>
        ))}
      {/* A classic (LRB6) league has no re-draft: its teams carry over as they stand. */}
      {finished && league.settings.edition !== 'classic' && (
        <form
          class="league-form"
          data-form="redraft"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!deadline) return;
            const at = new Date(deadline).toISOString();
            if (await action.run(() => props.api.openRedraft(league.id, finished.id, at))) props.onChange();
          }}
        >
          <h2>{lt('admin.redraft', { season: finished.name })}</h2>
          {finished.redraft?.closedAt ? (
            <p class="muted" data-redraft="closed">
              {lt('admin.redraft.closed', { date: dateText(finished.redraft.closedAt) })}
            </p>
          ) : (
            <>
              <label>
                {lt('admin.redraft.deadline')}
                <input
                  type="datetime-local"
                  data-field="redraft-deadline"
                  value={deadline}
                  onInput={(e) => setDeadline((e.target as HTMLInputElement).value)}
                />
              </label>
              <button type="submit" class="primary" disabled={action.busy || !deadline}>
                {lt(finished.redraft ? 'admin.redraft.move' : 'admin.redraft.open')}
              </button>
            </>
          )}
          <p data-redraft-waiting={waiting.length}>
            {lt('admin.redraft.waiting', { count: waiting.length })}{' '}
            {waiting.map((t, i) => (
              <span key={t.id}>
                {i > 0 && ', '}
                <TeamLink team={t} />
              </span>
            ))}
          </p>
        </form>
      )}
      <ErrorLine text={action.error} />
    </section>
  );
}

function Approvals(props: { api: LeagueApi; league: LeagueDetail; onChange(): void }) {
  const pending = props.league.teams.filter((t) => t.status === 'pending');
  const action = useAction(errorText);
  return (
    <section data-section="approvals">
      <h2>{lt('admin.pending')}</h2>
      {pending.length === 0 && <p class="muted">{lt('admin.pending.none')}</p>}
      <ul>
        {pending.map((t) => (
          <li key={t.id} data-team={t.id}>
            <TeamLink team={t} />{' '}
            <span class="muted">
              ({rosterOf(t)}, {t.coach.name})
            </span>{' '}
            {([true, false] as const).map((approve) => (
              <button
                key={String(approve)}
                type="button"
                class={approve ? 'primary' : 'secondary'}
                disabled={action.busy}
                onClick={async () => {
                  if (await action.run(() => props.api.decide(props.league.id, t.id, approve)))
                    props.onChange();
                }}
              >
                {lt(approve ? 'admin.approve' : 'admin.reject')}
              </button>
            ))}
          </li>
        ))}
      </ul>
      <ErrorLine text={action.error} />
    </section>
  );
}

function ScheduleTool(props: { api: LeagueApi; league: LeagueDetail; onChange(): void }) {
  const [first, setFirst] = useState('');
  const [days, setDays] = useState(7);
  const [homeAndAway, setHomeAndAway] = useState(props.league.settings.homeAndAway);
  const action = useAction(errorText);
  const season = props.league.currentSeason;
  if (!season) return null;
  return (
    <form
      class="league-form"
      data-form="schedule"
      onSubmit={async (e) => {
        e.preventDefault();
        const body = {
          homeAndAway,
          ...(first ? { firstDeadline: new Date(first).toISOString(), daysPerRound: days } : {}),
        };
        if (await action.run(() => props.api.schedule(props.league.id, season.id, body))) props.onChange();
      }}
    >
      <h2>{lt('admin.schedule')}</h2>
      <label>
        {lt('admin.schedule.first')}
        <input
          type="datetime-local"
          value={first}
          onInput={(e) => setFirst((e.target as HTMLInputElement).value)}
        />
      </label>
      <label>
        {lt('admin.schedule.days')}
        <input
          type="number"
          min={1}
          max={60}
          value={days}
          onInput={(e) => setDays(Number((e.target as HTMLInputElement).value))}
        />
      </label>
      <label class="checkbox">
        <input
          type="checkbox"
          checked={homeAndAway}
          onChange={(e) => setHomeAndAway((e.target as HTMLInputElement).checked)}
        />
        {lt('create.home-away')}
      </label>
      <ErrorLine text={action.error} />
      <button type="submit" class="primary" disabled={action.busy}>
        {lt('admin.schedule')}
      </button>
    </form>
  );
}

function SeasonFixtures(props: {
  api: LeagueApi;
  coach: Coach;
  leagueId: string;
  seasonId: string;
  version: number;
}) {
  const { data, error, reload } = useLoad(
    () => props.api.fixtures(props.leagueId, props.seasonId),
    [props.seasonId, props.version],
  );
  if (error) return <ErrorLine text={errorText(error)} />;
  if (!data) return <Loading />;
  return (
    <Fixtures
      api={props.api}
      coach={props.coach}
      leagueId={props.leagueId}
      fixtures={data.fixtures}
      commissioner
      onChange={reload}
    />
  );
}

const STATS: Stat[] = ['ma', 'st', 'ag', 'pa', 'av'];

/** A change to a team or one of its players, with the reason the audit log keeps. */
function TeamOverride(props: { api: LeagueApi; teams: TeamSummary[] }) {
  const [teamId, setTeamId] = useState(props.teams[0]?.id ?? '');
  const chosenTeam = teamId || props.teams[0]?.id || '';
  const team = useLoad(
    () => (chosenTeam ? props.api.team(chosenTeam) : Promise.resolve(undefined)),
    [chosenTeam],
  );
  const [playerId, setPlayerId] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [mng, setMng] = useState<boolean | null>(null);
  const [skills, setSkills] = useState<string | null>(null);
  const [status, setStatus] = useState<LeaguePlayerStatus | ''>('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const action = useAction(leagueErrorText);
  if (props.teams.length === 0) return null;
  const players = team.data?.team.players.filter((p) => p.status === 'active') ?? [];
  const field = (name: string, label: string) => (
    <label>
      {label}
      <input
        type="number"
        data-field={name}
        value={fields[name] ?? ''}
        onInput={(e) => setFields({ ...fields, [name]: (e.target as HTMLInputElement).value })}
      />
    </label>
  );
  const num = (name: string) => (fields[name] ? Number(fields[name]) : undefined);
  const player = players.find((p) => p.id === playerId);
  async function submit(e: Event) {
    e.preventDefault();
    setDone(false);
    const body: TeamOverrideRequest = { reason };
    const t = { treasury: num('treasury'), dedicatedFans: num('fans'), rerolls: num('rerolls') };
    if (Object.values(t).some((v) => v !== undefined))
      body.team = Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined));
    if (playerId) {
      body.player = { id: playerId };
      if (num('spp') !== undefined) body.player.spp = num('spp');
      if (num('niggling') !== undefined) body.player.niggling = num('niggling');
      if (mng !== null) body.player.missNextGame = mng;
      if (status) body.player.status = status;
      const current = Object.fromEntries(STATS.flatMap((k) => (num(k) === undefined ? [] : [[k, num(k)]])));
      if (Object.keys(current).length > 0) body.player.current = current;
      if (skills !== null) {
        body.player.skills = skills
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
      }
    }
    if (await action.run(() => props.api.override(chosenTeam, body))) {
      setDone(true);
      setFields({});
      setReason('');
      setSkills(null);
      setStatus('');
      setMng(null);
      team.reload();
    }
  }
  return (
    <form class="league-form" data-form="override" onSubmit={submit}>
      <h2>{lt('admin.override')}</h2>
      <label>
        {lt('admin.override.team')}
        <select
          data-field="team"
          value={chosenTeam}
          onChange={(e) => setTeamId((e.target as HTMLSelectElement).value)}
        >
          {props.teams.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      {field('treasury', lt('admin.override.treasury'))}
      {field('fans', lt('admin.override.fans'))}
      {field('rerolls', lt('admin.override.rerolls'))}
      <label>
        {lt('admin.override.player')}
        <select
          data-field="player"
          value={playerId}
          onChange={(e) => setPlayerId((e.target as HTMLSelectElement).value)}
        >
          <option value="">{lt('none')}</option>
          {players.map((p) => (
            <option key={p.id} value={p.id}>
              #{p.number} {p.name}
            </option>
          ))}
        </select>
      </label>
      {playerId && (
        <>
          {field('spp', lt('admin.override.spp'))}
          {field('niggling', lt('admin.override.niggling'))}
          <fieldset class="inline">
            <legend>{lt('admin.override.stats')}</legend>
            {STATS.map((k) => (
              <label key={k}>
                {lt(`stat.${k}`)}
                <input
                  type="number"
                  data-field={k}
                  placeholder={String(player?.current[k] ?? '')}
                  value={fields[k] ?? ''}
                  onInput={(e) => setFields({ ...fields, [k]: (e.target as HTMLInputElement).value })}
                />
              </label>
            ))}
          </fieldset>
          <label>
            {lt('admin.override.skills')}
            <input
              data-field="skills"
              value={
                skills ??
                (player?.skills.filter((x) => x.source !== 'position').map((x) => x.name) ?? []).join(', ')
              }
              onInput={(e) => setSkills((e.target as HTMLInputElement).value)}
            />
          </label>
          <label>
            {lt('admin.override.status')}
            <select
              data-field="status"
              value={status}
              onChange={(e) => setStatus((e.target as HTMLSelectElement).value as LeaguePlayerStatus | '')}
            >
              <option value="">{lt('admin.override.unchanged')}</option>
              <option value="active">{lt('admin.override.active')}</option>
              {(['dead', 'retired', 'fired'] as const).map((x) => (
                <option key={x} value={x}>
                  {lt(`roster.status.${x}`)}
                </option>
              ))}
            </select>
          </label>
          <label class="checkbox">
            <input
              type="checkbox"
              checked={mng ?? false}
              onChange={(e) => setMng((e.target as HTMLInputElement).checked)}
            />
            {lt('admin.override.mng')}
          </label>
        </>
      )}
      <label>
        {lt('reason')}
        <input
          value={reason}
          required
          minLength={1}
          maxLength={500}
          onInput={(e) => setReason((e.target as HTMLInputElement).value)}
        />
      </label>
      <ErrorLine text={action.error} />
      {done && <p class="ok">{lt('manage.done')}</p>}
      <button type="submit" class="primary" disabled={action.busy || !reason.trim()}>
        {lt('admin.override.submit')}
      </button>
    </form>
  );
}

/** A fixture's result, or settling it as unplayed (both with a reason), and its deadline. */
function ResultOverride(props: { api: LeagueApi; league: LeagueDetail; seasonId: string; onChange(): void }) {
  const fixtures = useLoad(() => props.api.fixtures(props.league.id, props.seasonId), [props.seasonId]);
  const [fixtureId, setFixtureId] = useState('');
  const [deadline, setDeadline] = useState<string | null>(null);
  const [score, setScore] = useState({
    homeTouchdowns: 0,
    awayTouchdowns: 0,
    homeCasualties: 0,
    awayCasualties: 0,
  });
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const action = useAction(leagueErrorText);
  const list = fixtures.data?.fixtures ?? [];
  const chosen = fixtureId || list.find((f) => f.overdue)?.id || list[0]?.id || '';
  const fixture = list.find((f) => f.id === chosen);
  if (list.length === 0) return null;
  const changed = () => {
    setDone(true);
    fixtures.reload();
    props.onChange();
  };
  async function unplayed() {
    setDone(false);
    if (await action.run(() => props.api.markUnplayed(props.league.id, chosen, reason))) {
      setReason('');
      changed();
    }
  }
  async function saveDeadline() {
    setDone(false);
    const value = deadline ?? localDateTime(fixture?.deadline ?? null);
    const iso = value ? new Date(value).toISOString() : null;
    if (await action.run(() => props.api.setDeadline(props.league.id, chosen, iso))) {
      setDeadline(null);
      changed();
    }
  }
  return (
    <form
      class="league-form"
      data-form="result"
      onSubmit={async (e) => {
        e.preventDefault();
        setDone(false);
        const r = await action.run(() =>
          props.api.overrideResult(props.league.id, chosen, {
            reason,
            result: { played: true, conceded: null, ...score },
          }),
        );
        if (r) {
          setReason('');
          changed();
        }
      }}
    >
      <h2>{lt('admin.result')}</h2>
      <label>
        {lt('admin.result.fixture')}
        <select
          value={chosen}
          data-field="fixture"
          onChange={(e) => {
            setFixtureId((e.target as HTMLSelectElement).value);
            setDeadline(null);
          }}
        >
          {list.map((f) => {
            const text = `${lt('fixtures.round', { round: f.round })}: ${lt('fixtures.vs', { home: f.home.name, away: f.away.name })}`;
            return (
              <option key={f.id} value={f.id} data-overdue={f.overdue ? 'true' : undefined}>
                {f.overdue ? lt('admin.result.overdue', { fixture: text }) : text}
              </option>
            );
          })}
        </select>
      </label>
      {fixture?.status === 'scheduled' && (
        <div class="row">
          <label>
            {lt('admin.deadline')}
            <input
              type="datetime-local"
              data-field="deadline"
              value={deadline ?? localDateTime(fixture.deadline)}
              onInput={(e) => setDeadline((e.target as HTMLInputElement).value)}
            />
          </label>
          <button
            type="button"
            class="secondary"
            data-action="set-deadline"
            disabled={action.busy}
            onClick={saveDeadline}
          >
            {lt('admin.deadline.submit')}
          </button>
        </div>
      )}
      <fieldset class="inline">
        {(
          [
            ['homeTouchdowns', `${lt('side.home')} ${lt('standings.td')}`],
            ['awayTouchdowns', `${lt('side.away')} ${lt('standings.td')}`],
            ['homeCasualties', `${lt('side.home')} ${lt('standings.cas')}`],
            ['awayCasualties', `${lt('side.away')} ${lt('standings.cas')}`],
          ] as const
        ).map(([k, label]) => (
          <label key={k}>
            {label}
            <input
              type="number"
              min={0}
              max={99}
              value={score[k]}
              onInput={(e) => setScore({ ...score, [k]: Number((e.target as HTMLInputElement).value) })}
            />
          </label>
        ))}
      </fieldset>
      <label>
        {lt('reason')}
        <input
          value={reason}
          required
          maxLength={500}
          onInput={(e) => setReason((e.target as HTMLInputElement).value)}
        />
      </label>
      <ErrorLine text={action.error} />
      {done && <p class="ok">{lt('manage.done')}</p>}
      <button type="submit" class="primary" disabled={action.busy || !reason.trim()}>
        {lt('admin.result.submit')}
      </button>{' '}
      {(fixture?.status === 'scheduled' || fixture?.status === 'unplayed') && (
        <button
          type="button"
          class="secondary"
          data-action="unplayed"
          disabled={action.busy || !reason.trim()}
          onClick={unplayed}
        >
          {lt('admin.unplayed.submit')}
        </button>
      )}
    </form>
  );
}

function AddCommissioner(props: { api: LeagueApi; league: LeagueDetail; onChange(): void }) {
  const [name, setName] = useState('');
  const action = useAction(errorText);
  return (
    <form
      class="row league-form"
      data-form="commissioner"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await action.run(() => props.api.addCommissioner(props.league.id, name.trim()))) {
          setName('');
          props.onChange();
        }
      }}
    >
      <label>
        {lt('admin.commissioner')}
        <input
          value={name}
          required
          maxLength={40}
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" class="secondary" disabled={action.busy}>
        {lt('admin.commissioner.submit')}
      </button>
      <ErrorLine text={action.error} />
    </form>
  );
}

function LeagueAudit(props: { api: LeagueApi; leagueId: string }) {
  const { data, error } = useLoad(() => props.api.audit(props.leagueId), [props.leagueId]);
  if (error) return <ErrorLine text={errorText(error)} />;
  if (!data) return null;
  return <AuditLog entries={data.entries} players={[]} title={lt('admin.audit')} />;
}
