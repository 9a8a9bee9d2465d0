import { DRAFT, getRoster, ROSTER_IDS, type RosterId, TEAM_RULE_NAMES } from '@dugout/rules';
import { useState } from 'preact/hooks';
import type { DraftTeamRequest } from '../../league-protocol.js';
import type { Coach } from '../../protocol.js';
import { currentLocale, speakEdition, t } from '../i18n/index.js';
import { positionName, rosterName } from '../i18n/names/index.js';
import type { LeagueApi } from './api.js';
import { ClassicDraftForm } from './classic-draft-form.js';
import { LoadingPage, Page, useLoad } from './common.js';
import { DraftFooter, useDraftSubmit } from './draft-submit.js';
import { draftCost, draftPlayers } from './format.js';
import { gold, lt } from './i18n.js';
import { CaptainSelect, CountField, PositionCounts, type StaffCounts, StaffFields } from './team-fields.js';
import { rulesLeagueName } from './team-page.js';

/** `#/leagues/<id>/draft`: pick an allowed roster, players, staff and fans with the running cost. */
export function DraftPage(props: { api: LeagueApi; coach: Coach | null; leagueId: string }) {
  const { data, error } = useLoad(() => props.api.league(props.leagueId), [props.leagueId]);
  if (error || !data) return <LoadingPage title={lt('league.draft')} error={error} />;
  const league = data.league;
  // Roster and position names in the league's edition (LRB6 rosters have their own).
  speakEdition(league.settings.edition);
  const allowed = (
    league.settings.allowedRosters.length ? league.settings.allowedRosters : ROSTER_IDS
  ) as RosterId[];
  return (
    <Page
      title={lt('draft.title', { league: league.name })}
      crumbs={[{ href: `#/leagues/${league.id}`, text: league.name }]}
    >
      {props.coach && league.settings.edition === 'classic' ? (
        <ClassicDraftForm
          api={props.api}
          leagueId={league.id}
          budget={league.settings.budget}
          allowed={league.settings.allowedRosters}
        />
      ) : props.coach ? (
        <DraftForm api={props.api} leagueId={league.id} budget={league.settings.budget} rosters={allowed} />
      ) : (
        <p class="notice">{t('error.auth/not-logged-in')}</p>
      )}
    </Page>
  );
}

function DraftForm(props: { api: LeagueApi; leagueId: string; budget: number; rosters: RosterId[] }) {
  const rosters = props.rosters
    .map((id) => ({ id, name: rosterName(id) }))
    .sort((a, b) => a.name.localeCompare(b.name, currentLocale()));
  const [rosterId, setRosterId] = useState<RosterId>(rosters[0]?.id ?? 'human');
  const roster = getRoster(rosterId);
  const [name, setName] = useState('');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [rerolls, setRerolls] = useState(0);
  const [apothecary, setApothecary] = useState(false);
  const [assistantCoaches, setCoaches] = useState(0);
  const [cheerleaders, setCheerleaders] = useState(0);
  const [dedicatedFans, setFans] = useState(1);
  const [captain, setCaptain] = useState<number | null>(null);
  const [league, setLeague] = useState<string>('');
  const [favoured, setFavoured] = useState<string>('');

  const players = draftPlayers(rosterId, counts);
  const needsCaptain = roster.specialRules.includes('team-captain');
  const body: DraftTeamRequest = {
    name,
    rosterId,
    players,
    rerolls,
    apothecary: roster.apothecary && apothecary,
    assistantCoaches,
    cheerleaders,
    dedicatedFans,
    ...(roster.leagues.length > 1 ? { league: league || roster.leagues[0] } : {}),
    ...(roster.favouredChoice.length > 0 ? { favoured: favoured || roster.favouredChoice[0] } : {}),
    ...(needsCaptain && captain !== null ? { captain } : {}),
  };
  const cost = draftCost(body);
  const staffSetters: { [K in keyof StaffCounts]: (v: StaffCounts[K]) => void } = {
    rerolls: setRerolls,
    apothecary: setApothecary,
    assistantCoaches: setCoaches,
    cheerleaders: setCheerleaders,
  };

  function pickRoster(id: RosterId) {
    setRosterId(id);
    setCounts({});
    setCaptain(null);
    setLeague('');
    setFavoured('');
  }

  const { problems, failure, busy, submit } = useDraftSubmit(props.api, props.leagueId, body);

  return (
    <form class="league-form draft" onSubmit={submit} data-form="draft" noValidate>
      <label>
        {lt('draft.name')}
        <input value={name} maxLength={60} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <label>
        {lt('draft.roster')}
        <select
          value={rosterId}
          onChange={(e) => pickRoster((e.target as HTMLSelectElement).value as RosterId)}
        >
          {rosters.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      {roster.leagues.length > 1 && (
        <label>
          {lt('draft.rules-league')}
          <select
            value={league || roster.leagues[0]}
            onChange={(e) => setLeague((e.target as HTMLSelectElement).value)}
          >
            {roster.leagues.map((l) => (
              <option key={l} value={l}>
                {rulesLeagueName(l)}
              </option>
            ))}
          </select>
        </label>
      )}
      {roster.favouredChoice.length > 0 && (
        <label>
          {lt('draft.favoured')}
          <select
            value={favoured || roster.favouredChoice[0]}
            onChange={(e) => setFavoured((e.target as HTMLSelectElement).value)}
          >
            {roster.favouredChoice.map((f) => (
              <option key={f} value={f}>
                {TEAM_RULE_NAMES[f]}
              </option>
            ))}
          </select>
        </label>
      )}
      <PositionCounts
        rosterId={rosterId}
        legend={lt('draft.positions')}
        counts={counts}
        onChange={(id, n) => setCounts((c) => ({ ...c, [id]: n }))}
      />
      <fieldset>
        <StaffFields
          rosterId={rosterId}
          value={{ rerolls, apothecary, assistantCoaches, cheerleaders }}
          onChange={(key, value) => staffSetters[key](value as never)}
        />
        <CountField
          label={lt('draft.fans', { cost: gold(DRAFT.dedicatedFanCost) })}
          value={dedicatedFans}
          max={DRAFT.maxDedicatedFans}
          field="fans"
          onChange={setFans}
        />
        {needsCaptain && (
          <CaptainSelect
            value={captain}
            players={players.map((p) => ({
              number: p.number as number,
              label: positionName(rosterId, p.positionId),
            }))}
            onChange={setCaptain}
          />
        )}
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
