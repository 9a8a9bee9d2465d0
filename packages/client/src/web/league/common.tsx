import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { LeagueSettings, TeamRef } from '../../league-protocol.js';
import { currentLocale, formatDate, formatDuration } from '../i18n/index.js';
import { rosterName } from '../i18n/names/index.js';
import { errorText } from './format.js';
import { gold, lt } from './i18n.js';

/** Data loaded for a page: `reload()` fetches it again (after an action changed it). */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const reload = useCallback(() => {
    load().then(
      (d) => {
        setData(d);
        setError(undefined);
      },
      (e: unknown) => setError(e),
    );
  }, deps);
  useEffect(reload, [reload]);
  return { data, error, reload, setData };
}

/**
 * Runs a coach's action with its error shown in place: `run(fn)` clears the last error, marks the form busy,
 * and keeps the refusal for `error` (null when the action went through).
 */
export function useAction(describe: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (e) {
      setError(describe(e));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, setError };
}

export function ErrorLine(props: { text: string | null | undefined }) {
  return props.text ? (
    <p class="error" role="alert">
      {props.text}
    </p>
  ) : null;
}

export const Loading = () => <p class="muted">{lt('loading')}</p>;

export function TeamLink(props: { team: TeamRef; children?: ComponentChildren }) {
  return <a href={`#/teams/${props.team.id}`}>{props.children ?? props.team.name}</a>;
}

export const rosterOf = (team: { rosterId: string }) => rosterName(team.rosterId);

export const dateText = (iso: string) =>
  formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }, currentLocale());

/** The page frame: a breadcrumb line back to the leagues and the page's own title. */
export function Page(props: {
  title: string;
  crumbs?: { href: string; text: string }[];
  children: ComponentChildren;
}) {
  return (
    <section class="card league-page">
      <nav class="league-crumbs">
        <a href="#/">{lt('nav.lobby')}</a>
        {' › '}
        <a href="#/leagues">{lt('nav.leagues')}</a>
        {(props.crumbs ?? []).map((c) => (
          <span key={c.href}>
            {' › '}
            <a href={c.href}>{c.text}</a>
          </span>
        ))}
      </nav>
      <h1>{props.title}</h1>
      {props.children}
    </section>
  );
}

/** A page whose data is still loading, or failed to load: the frame with its title, then the error or "loading". */
export function LoadingPage(props: { title: string; error: unknown }) {
  return (
    <Page title={props.title}>{props.error ? <ErrorLine text={errorText(props.error)} /> : <Loading />}</Page>
  );
}

/** The settings a league is created with and a commissioner changes later. */
export type EditableSettings = Pick<
  LeagueSettings,
  'budget' | 'turnSeconds' | 'points' | 'bonus' | 'homeAndAway' | 'redraftCap'
>;

/** The fields of the league settings (budget, re-draft cap, turn timer, points, bonus points, home and away). */
export function SettingsFields(props: { value: EditableSettings; onChange(value: EditableSettings): void }) {
  const { value, onChange } = props;
  const { budget, turnSeconds: turn, points, bonus, homeAndAway, redraftCap } = value;
  const num = (e: Event) => Number((e.target as HTMLInputElement).value);
  return (
    <>
      <label>
        {lt('create.budget')} <small>{gold(budget)}</small>
        <input
          type="number"
          data-field="budget"
          min={0}
          step={5000}
          value={budget}
          onInput={(e) => onChange({ ...value, budget: num(e) })}
        />
      </label>
      <label>
        {lt('create.redraft-cap')} <small>{gold(redraftCap)}</small>
        <input
          type="number"
          data-field="redraft-cap"
          min={1_000_000}
          step={10_000}
          value={redraftCap}
          onInput={(e) => onChange({ ...value, redraftCap: num(e) })}
        />
      </label>
      <label>
        {lt('create.turn')} <small>{formatDuration(turn)}</small>
        <input
          type="number"
          data-field="turn"
          min={30}
          step={30}
          value={turn}
          onInput={(e) => onChange({ ...value, turnSeconds: num(e) })}
        />
      </label>
      <fieldset class="inline">
        <legend>{lt('create.points')}</legend>
        {(['win', 'draw', 'loss'] as const).map((k) => (
          <label key={k}>
            {lt(`create.${k}`)}
            <input
              type="number"
              data-field={`points-${k}`}
              min={0}
              max={10}
              value={points[k]}
              onInput={(e) => onChange({ ...value, points: { ...points, [k]: num(e) } })}
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
            onChange={(e) =>
              onChange({ ...value, bonus: { ...bonus, [k]: (e.target as HTMLInputElement).checked } })
            }
          />
          {lt(key)}
        </label>
      ))}
      <label class="checkbox">
        <input
          type="checkbox"
          checked={homeAndAway}
          onChange={(e) => onChange({ ...value, homeAndAway: (e.target as HTMLInputElement).checked })}
        />
        {lt('create.home-away')}
      </label>
    </>
  );
}
