import { DRAFT, getRoster, isRosterId, LEAGUE_NAMES, type LeagueId } from '@dugout/rules';
import { useState } from 'preact/hooks';
import type {
  AuditEntryView,
  PlayerView,
  ReleasableStaffKind,
  StaffKind,
  TeamDetail,
} from '../../league-protocol.js';
import type { Coach } from '../../protocol.js';
import { currentLocale, formatList, speakEdition, t } from '../i18n/index.js';
import { positionName } from '../i18n/names/index.js';
import { AdvancePanel } from './advance.js';
import type { LeagueApi } from './api.js';
import { ClassicAdvancePanel } from './classic-advance.js';
import { clt } from './classic-i18n.js';
import { ClassicJourneymenPanel } from './classic-journeymen.js';
import { dateText, ErrorLine, LoadingPage, Page, rosterOf, useAction, useLoad } from './common.js';
import {
  advancementCosts,
  leagueErrorText,
  playerMarks,
  skillText,
  statChange,
  statsOf,
  statText,
  teamRecordText,
} from './format.js';
import { gold, lt, ltMaybe } from './i18n.js';
import { FixtureRow } from './league-page.js';
import { MatchPurchases } from './purchases.js';

export const rulesLeagueName = (id: string) => LEAGUE_NAMES[id as LeagueId] ?? id;

/** `#/teams/<id>`: the roster with every injury, TV/CTV, treasury, staff, history; the coach's tools. */
export function TeamPage(props: { api: LeagueApi; coach: Coach | null; teamId: string }) {
  const { api, coach, teamId } = props;
  const { data, error, setData } = useLoad(() => api.team(teamId), [teamId]);
  const [advancing, setAdvancing] = useState<string | null>(null);
  const [firing, setFiring] = useState<string | null>(null);
  const action = useAction(leagueErrorText);
  if (error || !data) return <LoadingPage title={lt('teams.title')} error={error} />;
  const team = data.team;
  const mine = !!coach && team.coach.id === coach.id;
  // A classic (LRB6) team has no BB2025 management: its coach takes the advance rolls its post-games made.
  const classic = team.edition === 'classic';
  const Advance = classic ? ClassicAdvancePanel : AdvancePanel;
  // Roster and position names follow the team's edition (LRB6 rosters have their own).
  speakEdition(team.edition);
  // A team waiting to re-draft spends its budget there first (the budget already holds the Treasury).
  const manage = mine && team.status === 'approved' && team.redraftBudget === null;
  const active = team.players.filter((p) => p.status === 'active').sort((a, b) => a.number - b.number);
  const former = team.players.filter((p) => p.status !== 'active');
  const updated = (t: TeamDetail) => setData({ ...data, team: t });
  const act = async (f: () => Promise<{ team: TeamDetail }>) => {
    const r = await action.run(f);
    if (r) updated(r.team);
  };
  const advancer = active.find((p) => p.id === advancing);

  return (
    <Page
      title={lt('team.title', { name: team.name })}
      crumbs={[{ href: `#/leagues/${team.league.id}`, text: team.league.name }]}
    >
      <p class="muted team-meta">
        {lt('team.meta', { roster: rosterOf(team), coach: team.coach.name, league: team.league.name })}
        {team.leagueChoice &&
          !classic &&
          ` · ${lt('team.rules-league', { league: rulesLeagueName(team.leagueChoice) })}`}
        {' · '}
        <span data-edition={team.edition}>
          {clt('team.edition', { edition: t(`lobby.edition.${team.edition}`) })}
        </span>
      </p>
      {team.status === 'pending' && <p class="notice">{lt('team.pending')}</p>}
      {team.redraftBudget !== null && (
        <p class="notice" data-redraft={team.redraftBudget}>
          {lt('redraft.waiting', { name: team.name, budget: gold(team.redraftBudget) })}
          {mine && (
            <>
              {' '}
              <a href={`#/teams/${team.id}/redraft`} data-link="redraft">
                {lt('redraft.link')}
              </a>
            </>
          )}
        </p>
      )}
      <dl class="team-stats">
        <StatBox term={lt('team.tv')} value={gold(team.tv)} name="tv" />
        <StatBox term={lt('team.ctv')} value={gold(team.ctv)} name="ctv" />
        <StatBox term={lt('team.treasury')} value={gold(team.treasury)} name="treasury" />
        <StatBox term={lt('team.rerolls')} value={String(team.rerolls)} name="rerolls" />
        <StatBox
          term={lt('team.apothecary')}
          value={lt(team.apothecary ? 'team.yes' : 'team.no')}
          name="apothecary"
        />
        <StatBox term={lt('team.coaches')} value={String(team.assistantCoaches)} name="assistant-coaches" />
        <StatBox term={lt('team.cheerleaders')} value={String(team.cheerleaders)} name="cheerleaders" />
        <StatBox
          term={classic ? clt('team.fan-factor') : lt('team.fans')}
          value={String(team.dedicatedFans)}
          name="fans"
        />
        <StatBox term={lt('team.record')} value={teamRecordText(team.record)} name="record" />
      </dl>

      {manage && classic && <ClassicJourneymenPanel api={api} team={team} onDone={updated} />}
      <h2>{lt('team.roster')}</h2>
      <ErrorLine text={action.error} />
      <RosterTable
        team={team}
        players={active}
        actions={
          manage && classic
            ? (p) =>
                (p.pendingAdvances?.length ?? 0) > 0 && (
                  <button
                    type="button"
                    class="secondary"
                    data-action="classic-advance"
                    onClick={() => setAdvancing(p.id)}
                  >
                    {clt('classic.advance')}
                  </button>
                )
            : manage
              ? (p) => (
                  <>
                    {p.spp >= Math.min(...Object.values(advancementCosts(p))) && (
                      <button
                        type="button"
                        class="secondary"
                        data-action="advance"
                        onClick={() => setAdvancing(p.id)}
                      >
                        {lt('manage.advance')}
                      </button>
                    )}
                    {firing === p.id ? (
                      <span class="confirm" data-confirm="fire">
                        {lt('manage.fire.confirm', { number: p.number, name: p.name })}{' '}
                        <button
                          type="button"
                          class="danger"
                          data-action="fire-confirm"
                          disabled={action.busy}
                          onClick={() => {
                            setFiring(null);
                            void act(() => api.fire(team.id, p.id));
                          }}
                        >
                          {lt('manage.fire.yes')}
                        </button>{' '}
                        <button
                          type="button"
                          class="link-dark"
                          data-action="fire-cancel"
                          onClick={() => setFiring(null)}
                        >
                          {lt('manage.fire.no')}
                        </button>
                      </span>
                    ) : (
                      <button
                        type="button"
                        class="link-dark"
                        data-action="fire"
                        disabled={action.busy}
                        onClick={() => setFiring(p.id)}
                      >
                        {lt('manage.fire')}
                      </button>
                    )}
                    {p.lastingInjuries.length > 0 && !p.temporarilyRetired && (
                      <button
                        type="button"
                        class="link-dark"
                        data-action="retire"
                        disabled={action.busy}
                        onClick={() => act(() => api.retire(team.id, p.id))}
                      >
                        {lt('manage.retire')}
                      </button>
                    )}
                  </>
                )
              : undefined
        }
      />
      {advancer && (
        <Advance
          key={advancer.id}
          api={api}
          team={team}
          player={advancer}
          onDone={(t) => {
            updated(t);
            setAdvancing(null);
          }}
          onClose={() => setAdvancing(null)}
        />
      )}
      {manage && !classic && (
        <ManageTeam
          team={team}
          busy={action.busy}
          onBuy={(item) => act(() => api.staff(team.id, item))}
          onRelease={(item) => act(() => api.releaseStaff(team.id, item))}
          onHire={(positionId, name) =>
            act(() => api.hire(team.id, { positionId, ...(name ? { name } : {}) }))
          }
        />
      )}

      {former.length > 0 && (
        <>
          <h2>{lt('team.former')}</h2>
          <RosterTable team={team} players={former} />
        </>
      )}

      <h2>{lt('team.history')}</h2>
      {data.history.length === 0 ? (
        <p class="muted">{lt('fixtures.empty')}</p>
      ) : (
        <ul class="fixtures">
          {data.history.map((f) => (
            <FixtureRow key={f.id} fixture={f} coachId={coach?.id ?? null}>
              <MatchPurchases fixture={f} teamId={team.id} rosterId={team.rosterId} />
            </FixtureRow>
          ))}
        </ul>
      )}
      {(mine || data.audit.length > 0) && <AuditLog entries={data.audit} players={team.players} />}
    </Page>
  );
}

function StatBox(props: { term: string; value: string; name: string }) {
  return (
    <div data-stat={props.name}>
      <dt>{props.term}</dt>
      <dd>{props.value}</dd>
    </div>
  );
}

/** The roster sheet: characteristics (changes marked), skills, every injury and Hatred, SPP and value. */
const CAREER_COLUMNS = ['games', 'touchdowns', 'casualties', 'completions', 'interceptions', 'mvps'] as const;

export function RosterTable(props: {
  team: TeamDetail;
  players: PlayerView[];
  actions?: (p: PlayerView) => preact.ComponentChildren;
}) {
  const { team } = props;
  const stats = statsOf(team.edition);
  // A classic roster shows each player's career beside the SPP (LRB6 SPP are never spent).
  const career = team.edition === 'classic' ? CAREER_COLUMNS : [];
  return (
    <div class="table-scroll">
      <table class="roster">
        <thead>
          <tr>
            <th>{lt('roster.number')}</th>
            <th class="left">{lt('roster.name')}</th>
            <th class="left">{lt('roster.position')}</th>
            {stats.map((s) => (
              <th key={s}>{lt(`roster.${s}`)}</th>
            ))}
            <th>{lt('roster.spp')}</th>
            {career.map((k) => (
              <th key={k}>{lt(`player.${k}`)}</th>
            ))}
            <th class="left">{lt('roster.injuries')}</th>
            <th class="left">{lt('roster.skills')}</th>
            <th>{lt('roster.value')}</th>
            {props.actions && <th />}
          </tr>
        </thead>
        <tbody>
          {props.players.map((p) => {
            const marks = playerMarks(p);
            const mustAdvance =
              p.status === 'active' &&
              (team.edition === 'classic'
                ? (p.pendingAdvances?.length ?? 0) > 0
                : p.spp >= advancementCosts(p).characteristic);
            return (
              <tr
                key={p.id}
                data-player={p.id}
                data-number={p.number}
                class={[
                  p.missNextGame ? 'mng' : '',
                  p.temporarilyRetired ? 'retired' : '',
                  p.status !== 'active' ? `gone ${p.status}` : '',
                ].join(' ')}
              >
                <td>{p.number}</td>
                <td class="left">
                  <a href={`#/players/${p.id}`}>{p.name}</a>
                  {p.id === team.captainId && (
                    <span class="badge captain" title={lt('roster.captain')}>
                      {' '}
                      {lt('roster.captain')}
                    </span>
                  )}
                  {p.missNextGame && (
                    <span class="badge mng" title={lt('roster.mng.long')}>
                      {lt('roster.mng')}
                    </span>
                  )}
                </td>
                <td class="left">{positionName(team.rosterId, p.positionId)}</td>
                {stats.map((s) => (
                  <td key={s} class={`stat ${statChange(p, s, team.edition) ?? ''}`} data-stat={s}>
                    {statText(s, p.current[s], team.edition)}
                  </td>
                ))}
                <td
                  data-col="spp"
                  class={mustAdvance ? 'must-advance' : ''}
                  title={mustAdvance ? lt('roster.must-advance') : undefined}
                >
                  {p.spp}
                </td>
                {career.map((k) => (
                  <td key={k} data-career={k}>
                    {p.career[k]}
                  </td>
                ))}
                <td class="left injuries" data-marks={marks.map((m) => m.kind).join(' ')}>
                  {marks.map((m, i) => (
                    <span key={i} class={`mark ${m.kind}`}>
                      {m.text}
                    </span>
                  ))}
                </td>
                <td class="left skills">
                  {p.skills.map((s, i) => (
                    <span key={`${s.id}-${i}`} class={`skill ${s.source}`}>
                      {i > 0 ? ', ' : ''}
                      {skillText(s)}
                    </span>
                  ))}
                </td>
                <td>{gold(p.value)}</td>
                {props.actions && <td class="actions-cell">{p.status === 'active' && props.actions(p)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const STAFF: StaffKind[] = ['reroll', 'apothecary', 'assistant-coach', 'cheerleader'];
/** Staff that may be let go between games (team re-rolls never are). */
const RELEASABLE: ReleasableStaffKind[] = ['apothecary', 'assistant-coach', 'cheerleader'];

/** Hiring and buying between games (the server refuses what the rules do not allow, shown in place). */
function ManageTeam(props: {
  team: TeamDetail;
  busy: boolean;
  onHire(positionId: string, name: string): void;
  onBuy(item: StaffKind): void;
  onRelease(item: ReleasableStaffKind): void;
}) {
  const roster = isRosterId(props.team.rosterId) ? getRoster(props.team.rosterId) : undefined;
  const [positionId, setPositionId] = useState(roster?.positions[0]?.id ?? '');
  const [name, setName] = useState('');
  if (!roster) return null;
  const cost: Record<StaffKind, number> = {
    reroll: roster.rerollCost * 2,
    apothecary: DRAFT.apothecaryCost,
    'assistant-coach': DRAFT.assistantCoachCost,
    cheerleader: DRAFT.cheerleaderCost,
  };
  const have: Record<ReleasableStaffKind, number> = {
    apothecary: props.team.apothecary ? 1 : 0,
    'assistant-coach': props.team.assistantCoaches,
    cheerleader: props.team.cheerleaders,
  };
  return (
    <section class="manage">
      <h2>{lt('manage.title')}</h2>
      <form
        class="row"
        data-form="hire"
        onSubmit={(e) => {
          e.preventDefault();
          props.onHire(positionId, name);
        }}
      >
        <label>
          {lt('manage.hire.position')}
          <select value={positionId} onChange={(e) => setPositionId((e.target as HTMLSelectElement).value)}>
            {roster.positions.map((p) => (
              <option key={p.id} value={p.id}>
                {lt('manage.hire.option', { position: positionName(roster.id, p.id), cost: gold(p.cost) })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {lt('manage.hire.name')}
          <input value={name} maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" class="secondary" disabled={props.busy}>
          {lt('manage.hire')}
        </button>
      </form>
      <p class="row">
        {STAFF.filter((s) => s !== 'apothecary' || roster.apothecary).map((item) => (
          <button
            type="button"
            class="secondary"
            key={item}
            data-buy={item}
            disabled={props.busy}
            onClick={() => props.onBuy(item)}
          >
            {lt(`manage.buy.${item}`, { cost: gold(cost[item]) })}
          </button>
        ))}
      </p>
      <p class="row">
        {RELEASABLE.filter((item) => have[item] > 0).map((item, i) => (
          <span key={item}>
            {i > 0 && ' · '}
            <button
              type="button"
              class="link-dark"
              data-release={item}
              disabled={props.busy}
              onClick={() => props.onRelease(item)}
            >
              {lt(`manage.release.${item}`)}
            </button>
          </span>
        ))}
      </p>
    </section>
  );
}

/** The team's audit log: who changed what, when and why (its coach sees every commissioner override). */
export function AuditLog(props: { entries: AuditEntryView[]; players: PlayerView[]; title?: string }) {
  const byId = new Map(props.players.map((p) => [p.id, p]));
  return (
    <section class="audit">
      <h2>{props.title ?? lt('team.audit')}</h2>
      {props.entries.length === 0 ? (
        <p class="muted">{lt('team.audit.empty')}</p>
      ) : (
        <ul>
          {props.entries.map((e) => {
            const player = e.playerId ? byId.get(e.playerId) : undefined;
            return (
              <li key={e.id} data-action={e.action}>
                {lt('team.audit.entry', {
                  date: dateText(e.at),
                  by: e.by?.name ?? lt('team.audit.by-server'),
                  action: ltMaybe(`audit.${e.action}`, {}, lt('audit.other', { action: e.action })),
                })}
                {player && ` · #${player.number} ${player.name}`}
                {e.reason && <div class="reason">{lt('team.audit.reason', { reason: e.reason })}</div>}
                <ChangeList before={e.before} after={e.after} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** What an override changed: each field, before → after (the server's field names). */
function ChangeList(props: { before: unknown; after: unknown }) {
  // A skill ({ id, value }) reads by its name; other objects as the server sent them. The post-game's own
  // event records (`events`) are on the post-game screen, not repeated here.
  const item = (x: unknown): string => {
    if (x && typeof x === 'object' && 'id' in x && typeof (x as { id: unknown }).id === 'string')
      return skillText(x as { id: string });
    return typeof x === 'object' ? JSON.stringify(x) : String(x);
  };
  const flat = (v: unknown, prefix = ''): [string, string][] =>
    prefix === 'events'
      ? []
      : v && typeof v === 'object' && !Array.isArray(v) && !('id' in v && prefix.endsWith('skill'))
        ? Object.entries(v).flatMap(([k, x]) => flat(x, prefix ? `${prefix}.${k}` : k))
        : [[prefix, Array.isArray(v) ? formatList(v.map(item), currentLocale()) : item(v)]];
  const before = new Map(flat(props.before));
  const after = flat(props.after);
  const changed = after.filter(([k, v]) => before.get(k) !== v);
  if (changed.length === 0) return null;
  return (
    <ul class="changes">
      {changed.map(([k, v]) => (
        <li key={k}>
          <code>{k}</code>: {before.get(k) ?? lt('none')} → {v}
        </li>
      ))}
    </ul>
  );
}
