import { CLASSIC_ROSTER_IDS, REDRAFT, ROSTER_IDS } from '@dugout/rules';
import { useState } from 'preact/hooks';
import { LEAGUE_EDITIONS, type LeagueEdition } from '../../league-protocol.js';
import type { Coach } from '../../protocol.js';
import { currentLocale, formatList, t } from '../i18n/index.js';
import { rosterName } from '../i18n/names/index.js';
import type { LeagueApi } from './api.js';
import { clt } from './classic-i18n.js';
import {
  type EditableSettings,
  ErrorLine,
  Loading,
  Page,
  SettingsFields,
  useAction,
  useLoad,
} from './common.js';
import { errorText } from './format.js';
import { lt } from './i18n.js';

/** `#/leagues`: every league, and a form to create one (its creator becomes its commissioner). */
export function LeagueList(props: { api: LeagueApi; coach: Coach | null }) {
  const { data, error } = useLoad(() => props.api.list(), []);
  return (
    <Page title={lt('list.title')}>
      <ErrorLine text={error ? errorText(error) : null} />
      {!data && !error && <Loading />}
      {data && data.leagues.length === 0 && <p class="muted">{lt('list.empty')}</p>}
      {data && data.leagues.length > 0 && (
        <ul class="league-list">
          {data.leagues.map((l) => (
            <li key={l.id} data-league={l.id}>
              <a href={`#/leagues/${l.id}`} class="league-name">
                {l.name}
              </a>{' '}
              <span class="muted">
                {lt('list.teams', { count: l.teamCount })} ·{' '}
                {l.currentSeason
                  ? lt('list.season', { number: l.currentSeason.number, name: l.currentSeason.name })
                  : lt('list.no-season')}{' '}
                · {lt('list.commissioners', { names: formatList(l.commissioners.map((c) => c.name)) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {props.coach && <CreateLeague api={props.api} />}
    </Page>
  );
}

/** The commissioner's first tool: a league with its settings. */
function CreateLeague(props: { api: LeagueApi }) {
  const [name, setName] = useState('');
  const [settings, setSettings] = useState<EditableSettings>({
    budget: 1_000_000,
    turnSeconds: 240,
    points: { win: 3, draw: 1, loss: 0 },
    bonus: { touchdowns: false, cleanSheet: false, casualties: false },
    homeAndAway: false,
    redraftCap: REDRAFT.recommendedCap,
  });
  const [edition, setEdition] = useState<LeagueEdition>('bb2025');
  const [allowed, setAllowed] = useState<string[]>([]);
  const action = useAction(errorText);
  // The rosters the chosen edition's teams are drafted from (the 24 LRB6 ones for classic).
  const ids: readonly string[] = edition === 'classic' ? CLASSIC_ROSTER_IDS : ROSTER_IDS;
  const rosters = ids
    .map((id) => ({ id, name: rosterName(id, currentLocale(), edition) }))
    .sort((a, b) => a.name.localeCompare(b.name, currentLocale()));
  async function submit(e: Event) {
    e.preventDefault();
    const r = await action.run(() =>
      props.api.create({
        name,
        settings: { ...settings, edition, allowedRosters: allowed },
      }),
    );
    if (r) window.location.hash = `#/leagues/${r.league.id}`;
  }
  return (
    <form class="league-form" onSubmit={submit} data-form="create-league">
      <h2>{lt('list.create')}</h2>
      <label>
        {lt('create.name')}
        <input
          value={name}
          required
          maxLength={60}
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
      </label>
      <label>
        {clt('create.edition')}
        <select
          value={edition}
          data-field="edition"
          onChange={(e) => {
            setEdition((e.target as HTMLSelectElement).value as LeagueEdition);
            setAllowed([]);
          }}
        >
          {LEAGUE_EDITIONS.map((id) => (
            <option key={id} value={id}>
              {t(`lobby.edition.${id}`)}
            </option>
          ))}
        </select>
      </label>
      <SettingsFields value={settings} onChange={setSettings} />
      <details>
        <summary>{lt('create.rosters')}</summary>
        <div class="roster-checks">
          {rosters.map((r) => (
            <label class="checkbox" key={r.id}>
              <input
                type="checkbox"
                checked={allowed.includes(r.id)}
                onChange={(e) =>
                  setAllowed(
                    (e.target as HTMLInputElement).checked
                      ? [...allowed, r.id]
                      : allowed.filter((a) => a !== r.id),
                  )
                }
              />
              {r.name}
            </label>
          ))}
        </div>
      </details>
      <ErrorLine text={action.error} />
      <button type="submit" class="primary" disabled={action.busy}>
        {action.busy ? lt('busy') : lt('create.submit')}
      </button>
    </form>
  );
}
