import { CLASSIC_DRAFT } from '@dugout/rules';
import { useState } from 'preact/hooks';
import type { ClassicRosterView, DraftTeamRequest } from '../../league-protocol.js';
import { currentLocale } from '../i18n/index.js';
import { positionName, rosterName } from '../i18n/names/index.js';
import type { LeagueApi } from './api.js';
import { clt } from './classic-i18n.js';
import { ErrorLine, Loading, useLoad } from './common.js';
import { DraftFooter, useDraftSubmit } from './draft-submit.js';
import { errorText } from './format.js';
import { gold, lt } from './i18n.js';
import { CountField } from './team-fields.js';

/**
 * Drafting an LRB6 team into a classic league: one of the 24 LRB6 rosters, its positions, re-rolls at the
 * roster's price, an Apothecary where the roster allows one, Fan Factor, Assistant Coaches and
 * Cheerleaders at 10,000 gp each, with the running cost; the server checks the LRB6 rules and reports every
 * problem at once.
 */
export function ClassicDraftForm(props: {
  api: LeagueApi;
  leagueId: string;
  budget: number;
  allowed: readonly string[];
}) {
  // The roster data comes from the server: a league page's bundle carries no LRB6 roster.
  const { data, error } = useLoad(() => props.api.classicRosters(), []);
  if (error) return <ErrorLine text={errorText(error)} />;
  if (!data) return <Loading />;
  const rosters = data.rosters
    .filter((r) => props.allowed.length === 0 || props.allowed.includes(r.id))
    .map((r) => ({ ...r, name: rosterName(r.id, currentLocale(), 'classic') }))
    .sort((a, b) => a.name.localeCompare(b.name, currentLocale()));
  const first = rosters[0];
  if (!first) return null;
  return <ClassicDraftFields {...props} rosters={rosters} first={first} />;
}

function ClassicDraftFields(props: {
  api: LeagueApi;
  leagueId: string;
  budget: number;
  rosters: ClassicRosterView[];
  first: ClassicRosterView;
}) {
  const { rosters } = props;
  const [rosterId, setRosterId] = useState<string>(props.first.id);
  const roster = rosters.find((r) => r.id === rosterId) ?? props.first;
  const [name, setName] = useState('');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [rerolls, setRerolls] = useState(0);
  const [apothecary, setApothecary] = useState(false);
  const [assistantCoaches, setCoaches] = useState(0);
  const [cheerleaders, setCheerleaders] = useState(0);
  const [fanFactor, setFanFactor] = useState(0);

  let number = 0;
  const players = roster.positions.flatMap((p) =>
    Array.from({ length: counts[p.id] ?? 0 }, () => ({ number: ++number, positionId: p.id })),
  );
  const body: DraftTeamRequest = {
    name,
    rosterId,
    players,
    rerolls,
    apothecary: roster.apothecary && apothecary,
    assistantCoaches,
    cheerleaders,
    fanFactor,
  };
  const cost =
    roster.positions.reduce((sum, p) => sum + (counts[p.id] ?? 0) * p.cost, 0) +
    rerolls * roster.rerollCost +
    (body.apothecary ? CLASSIC_DRAFT.apothecaryCost : 0) +
    assistantCoaches * CLASSIC_DRAFT.assistantCoachCost +
    cheerleaders * CLASSIC_DRAFT.cheerleaderCost +
    fanFactor * CLASSIC_DRAFT.fanFactorCost;

  const { problems, failure, busy, submit } = useDraftSubmit(props.api, props.leagueId, body);

  return (
    <form class="league-form draft" onSubmit={submit} data-form="draft" data-edition="classic" noValidate>
      <label>
        {lt('draft.name')}
        <input value={name} maxLength={60} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <label>
        {lt('draft.roster')}
        <select
          value={rosterId}
          onChange={(e) => {
            setRosterId((e.target as HTMLSelectElement).value);
            setCounts({});
          }}
        >
          {rosters.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{lt('draft.positions')}</legend>
        {roster.positions.map((p) => (
          <CountField
            key={p.id}
            label={lt('draft.position', {
              position: positionName(rosterId, p.id),
              cost: gold(p.cost),
              max: p.max,
            })}
            value={counts[p.id] ?? 0}
            max={p.max}
            field={`position-${p.id}`}
            onChange={(n) => setCounts((c) => ({ ...c, [p.id]: n }))}
          />
        ))}
      </fieldset>
      <fieldset>
        <CountField
          label={lt('draft.rerolls', { cost: gold(roster.rerollCost) })}
          value={rerolls}
          max={roster.maxRerolls}
          field="rerolls"
          onChange={setRerolls}
        />
        {roster.apothecary && (
          <label class="checkbox">
            <input
              type="checkbox"
              checked={apothecary}
              onChange={(e) => setApothecary((e.target as HTMLInputElement).checked)}
            />
            {lt('draft.apothecary', { cost: gold(CLASSIC_DRAFT.apothecaryCost) })}
          </label>
        )}
        <CountField
          label={lt('draft.coaches', { cost: gold(CLASSIC_DRAFT.assistantCoachCost) })}
          value={assistantCoaches}
          max={16}
          field="coaches"
          onChange={setCoaches}
        />
        <CountField
          label={lt('draft.cheerleaders', { cost: gold(CLASSIC_DRAFT.cheerleaderCost) })}
          value={cheerleaders}
          max={16}
          field="cheerleaders"
          onChange={setCheerleaders}
        />
        <CountField
          label={clt('draft.fan-factor', { cost: gold(CLASSIC_DRAFT.fanFactorCost) })}
          value={fanFactor}
          max={CLASSIC_DRAFT.maxFanFactor}
          field="fan-factor"
          onChange={setFanFactor}
        />
      </fieldset>
      <DraftFooter
        cost={cost}
        budget={props.budget}
        players={players.length}
        problems={problems}
        failure={failure}
        busy={busy}
      />
    </form>
  );
}
