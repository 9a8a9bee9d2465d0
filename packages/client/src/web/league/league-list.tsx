import { ROSTER_IDS } from '@dugout/rules';
import { useState } from 'preact/hooks';
import type { Coach } from '../../protocol.js';
import { currentLocale, formatDuration, formatList } from '../i18n/index.js';
import { rosterName } from '../i18n/names/index.js';
import type { LeagueApi } from './api.js';
import { ErrorLine, Loading, Page, useAction, useLoad } from './common.js';
import { errorText } from './format.js';
import { gold, lt } from './i18n.js';

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
  const [budget, setBudget] = useState(1_000_000);
  const [turn, setTurn] = useState(240);
  const [points, setPoints] = useState({ win: 3, draw: 1, loss: 0 });
  const [bonus, setBonus] = useState({ touchdowns: false, cleanSheet: false, casualties: false });
  const [homeAndAway, setHomeAndAway] = useState(false);
  const [allowed, setAllowed] = useState<string[]>([]);
  const action = useAction(errorText);
  const num = (e: Event) => Number((e.target as HTMLInputElement).value);
  const rosters = ROSTER_IDS.map((id) => ({ id, name: rosterName(id) })).sort((a, b) =>
    a.name.localeCompare(b.name, currentLocale()),
  );
  async function submit(e: Event) {
    e.preventDefault();
    const r = await action.run(() =>
      props.api.create({
        name,
        settings: { budget, turnSeconds: turn, points, bonus, homeAndAway, allowedRosters: allowed },
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
        {lt('create.budget')} <small>{gold(budget)}</small>
        <input type="number" min={0} step={5000} value={budget} onInput={(e) => setBudget(num(e))} />
      </label>
      <label>
        {lt('create.turn')} <small>{formatDuration(turn)}</small>
        <input type="number" min={30} step={30} value={turn} onInput={(e) => setTurn(num(e))} />
      </label>
      <fieldset class="inline">
        <legend>{lt('create.points')}</legend>
        {(['win', 'draw', 'loss'] as const).map((k) => (
          <label key={k}>
            {lt(`create.${k}`)}
            <input
              type="number"
              min={0}
              max={10}
              value={points[k]}
              onInput={(e) => setPoints({ ...points, [k]: num(e) })}
            />
          </label>
        ))}
      </fieldset>
      {(
        [
          ['touchdowns', 'create.bonus.touchdowns'],
          ['cleanSheet', 'create.bonus.clean'],
          ['casualties', 'create.bonus.casualties'],
        ] as const
      ).map(([k, key]) => (
        <label class="checkbox" key={k}>
          <input
            type="checkbox"
            checked={bonus[k]}
            onChange={(e) => setBonus({ ...bonus, [k]: (e.target as HTMLInputElement).checked })}
          />
          {lt(key)}
        </label>
      ))}
      <label class="checkbox">
        <input
          type="checkbox"
          checked={homeAndAway}
          onChange={(e) => setHomeAndAway((e.target as HTMLInputElement).checked)}
        />
        {lt('create.home-away')}
      </label>
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
