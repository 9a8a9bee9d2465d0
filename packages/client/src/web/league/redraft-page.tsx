import { isRosterId, type RosterId } from '@dugout/rules';
import { useState } from 'preact/hooks';
import type {
  DraftProblem,
  RedraftPageResponse,
  RedraftPreviewResponse,
  RedraftRequest,
} from '../../league-protocol.js';
import type { Coach } from '../../protocol.js';
import { positionName } from '../i18n/names/index.js';
import type { LeagueApi } from './api.js';
import { dateText, ErrorLine, LoadingPage, Page, useAction, useLoad } from './common.js';
import { draftProblems, errorText, redraftFormCost, redraftRookies } from './format.js';
import { gold, lt } from './i18n.js';
import { CaptainSelect, PositionCounts, ProblemList, type StaffCounts, StaffFields } from './team-fields.js';

/** `#/teams/<id>/redraft`: the team's re-draft after the off-season (§3.21), checked, then confirmed. */
export function RedraftPage(props: { api: LeagueApi; coach: Coach | null; teamId: string }) {
  const { data, error } = useLoad(() => props.api.redraftPage(props.teamId), [props.teamId]);
  if (error || !data) return <LoadingPage title={lt('redraft.heading')} error={error} />;
  const team = data.team;
  const mine = !!props.coach && props.coach.id === team.coach.id;
  return (
    <Page
      title={lt('redraft.title', { name: team.name })}
      crumbs={[
        { href: `#/leagues/${team.league.id}`, text: team.league.name },
        { href: `#/teams/${team.id}`, text: team.name },
      ]}
    >
      <p class="redraft-budget" data-budget={data.budget}>
        {lt('redraft.budget', { budget: gold(data.budget), cap: gold(data.cap) })}
        {' · '}
        {data.season ? lt('redraft.into', { season: data.season.name }) : lt('redraft.no-season')}
      </p>
      <p class={data.deadline ? 'notice' : 'muted'} data-deadline={data.deadline ?? ''}>
        {data.deadline
          ? lt('redraft.deadline', { date: dateText(data.deadline) })
          : lt('redraft.no-deadline')}
      </p>
      {mine && isRosterId(team.rosterId) ? (
        <RedraftForm api={props.api} page={data} rosterId={team.rosterId} />
      ) : (
        <p class="notice">{lt('redraft.not-yours')}</p>
      )}
    </Page>
  );
}

function RedraftForm(props: { api: LeagueApi; page: RedraftPageResponse; rosterId: RosterId }) {
  const { page, rosterId } = props;
  const team = page.team;
  const candidates = team.players.filter((p) => p.status === 'active').sort((a, b) => a.number - b.number);
  const price = new Map(page.players.map((p) => [p.playerId, p.cost]));
  const fee = new Map(page.players.map((p) => [p.playerId, p.agentFee]));
  // The form starts from "keep everything": every player (but the Temporarily Retired), staff as they are.
  const [rehire, setRehire] = useState<string[]>(
    candidates.filter((p) => !p.temporarilyRetired).map((p) => p.id),
  );
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [staff, setStaff] = useState<StaffCounts>({
    rerolls: team.rerolls,
    apothecary: team.apothecary,
    assistantCoaches: team.assistantCoaches,
    cheerleaders: team.cheerleaders,
  });
  const oldCaptain = candidates.find((p) => p.id === team.captainId)?.number ?? null;
  const [captain, setCaptain] = useState<number | null>(oldCaptain);
  const [checked, setChecked] = useState<RedraftPreviewResponse | null>(null);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  // A refused re-draft (the team changed since the check) lists every problem the server found.
  const action = useAction((e) => {
    setProblems(draftProblems(e));
    return errorText(e);
  });

  const kept = candidates.filter((p) => rehire.includes(p.id));
  const hire = redraftRookies(
    rosterId,
    counts,
    kept.map((p) => p.number),
  );
  const needsCaptain = team.specialRules.includes('team-captain');
  const plan: RedraftRequest = {
    rehire,
    hire,
    ...staff,
    ...(needsCaptain && captain !== null ? { captain } : {}),
  };
  const cost = redraftFormCost(rosterId, plan, price);
  const left = page.budget - cost;
  // Any change makes the last check stale: the coach checks again before confirming. Updates are
  // functional, so quick changes in a row never work on an older state.
  const stale = () => {
    setChecked(null);
    setProblems([]);
  };
  const toggle = (id: string) => {
    stale();
    setRehire((r) => (r.includes(id) ? r.filter((x) => x !== id) : [...r, id]));
  };
  const setStaffField = <K extends keyof StaffCounts>(key: K, value: StaffCounts[K]) => {
    stale();
    setStaff((st) => ({ ...st, [key]: value }));
  };

  async function check(e: Event) {
    e.preventDefault();
    setProblems([]);
    const r = await action.run(() => props.api.previewRedraft(team.id, plan));
    if (!r) return;
    setProblems(r.problems);
    setChecked(r.ok ? r : null);
  }

  async function confirm() {
    const r = await action.run(() => props.api.redraft(team.id, plan));
    if (r) window.location.hash = `#/teams/${r.team.id}`;
    else setChecked(null);
  }

  return (
    <form class="league-form redraft" data-form="redraft" onSubmit={check} noValidate>
      <h2>{lt('redraft.players')}</h2>
      <div class="table-scroll">
        <table class="roster redraft-players">
          <thead>
            <tr>
              <th>{lt('redraft.rehire')}</th>
              <th>{lt('roster.number')}</th>
              <th class="left">{lt('roster.name')}</th>
              <th class="left">{lt('roster.position')}</th>
              <th>{lt('roster.value')}</th>
              <th>{lt('redraft.agent-fee')}</th>
              <th>{lt('redraft.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {candidates.map((p) => (
              <tr key={p.id} data-player={p.id} data-number={p.number}>
                <td>
                  <input
                    type="checkbox"
                    data-rehire={p.id}
                    aria-label={lt('redraft.rehire-player', { number: p.number, name: p.name })}
                    checked={rehire.includes(p.id)}
                    onChange={() => toggle(p.id)}
                  />
                </td>
                <td>{p.number}</td>
                <td class="left">
                  {p.name}
                  {p.temporarilyRetired && <span class="badge retired"> {lt('redraft.retires')}</span>}
                </td>
                <td class="left">{positionName(rosterId, p.positionId)}</td>
                <td>{gold(p.value)}</td>
                <td>{gold(fee.get(p.id) ?? 0)}</td>
                <td data-col="cost">{gold(price.get(p.id) ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PositionCounts
        rosterId={rosterId}
        legend={lt('redraft.rookies')}
        counts={counts}
        onChange={(id, n) => {
          stale();
          setCounts((c) => ({ ...c, [id]: n }));
        }}
      />
      <fieldset>
        <legend>{lt('redraft.staff')}</legend>
        <StaffFields rosterId={rosterId} value={staff} onChange={setStaffField} />
        {needsCaptain && (
          <CaptainSelect
            value={captain}
            players={[
              ...kept.map((p) => ({ number: p.number, label: p.name })),
              ...hire.map((h) => ({ number: h.number, label: positionName(rosterId, h.positionId) })),
            ]}
            onChange={(n) => {
              stale();
              setCaptain(n);
            }}
          />
        )}
      </fieldset>
      <p class={`running-cost ${left < 0 ? 'over' : ''}`} aria-live="polite" data-cost={cost}>
        {left < 0
          ? lt('redraft.over', { cost: gold(cost), budget: gold(page.budget), over: gold(-left) })
          : lt('redraft.total', { cost: gold(cost), budget: gold(page.budget), left: gold(left) })}
        {' · '}
        {lt('draft.players', { count: kept.length + hire.length })}
      </p>
      <p class="muted" data-default>
        {lt('redraft.default', {
          players: page.defaultPlan.rehire.length,
          rookies: page.defaultPlan.hire.length,
          rerolls: page.defaultPlan.rerolls,
        })}
      </p>
      <ProblemList title={lt('redraft.problems')} problems={problems} />
      <ErrorLine text={action.error} />
      {checked ? (
        <div class="confirm redraft-confirm" data-checked={checked.cost.total}>
          <p class="ok">
            {lt('redraft.ok', { cost: gold(checked.cost.total), treasury: gold(checked.treasury) })}
          </p>
          <button
            type="button"
            class="primary"
            data-action="confirm"
            disabled={action.busy}
            onClick={confirm}
          >
            {lt('redraft.confirm')}
          </button>{' '}
          <button type="button" class="link-dark" onClick={() => setChecked(null)}>
            {lt('redraft.edit')}
          </button>
        </div>
      ) : (
        <button type="submit" class="primary" data-action="check" disabled={action.busy || !page.season}>
          {action.busy ? lt('busy') : lt('redraft.check')}
        </button>
      )}
    </form>
  );
}
