import type { GameEvent, TableView } from '@dugout/blood-bound';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { MatchSummary, ReplayResponse } from '../../protocol.js';
import { t } from '../i18n/index.js';
import { liveErrorText } from '../live/live-view.js';
import { BLOOD_BOUND_CSS } from './css.js';
import { bt, useBloodBoundMessages } from './i18n.js';
import { TableRing, YouPanel } from './table.js';
import { describeEvent, type SeatNames } from './words.js';

/**
 * The replay of a Blood Bound match (`#/blood-bound/<id>/replay`): step by step, each step's table rebuilt by
 * the server for this recipient (after the end: everything), with the log up to that step.
 */
export function BloodBoundReplay(props: { client: DugoutClient; matchId: string }) {
  const ready = useBloodBoundMessages();
  const [replay, setReplay] = useState<ReplayResponse | null>(null);
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  const views = useRef(new Map<number, TableView>());
  const [at, setAt] = useState(0);
  const [view, setView] = useState<TableView | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    Promise.all([props.client.replay(props.matchId, 0), props.client.match(props.matchId)]).then(
      ([r, m]) => {
        views.current.set(0, r.view as TableView);
        setReplay(r);
        setSummary(m);
        setView(r.view as TableView);
      },
      (e: unknown) => setError(liveErrorText(e)),
    );
  }, [props.client, props.matchId]);

  useEffect(() => {
    if (!replay) return undefined;
    let current = true;
    const known = views.current.get(at);
    if (known) setView(known);
    else
      props.client.replay(props.matchId, at, { steps: false }).then(
        (r) => {
          views.current.set(at, r.view as TableView);
          if (current) setView(r.view as TableView);
        },
        (e: unknown) => current && setError(liveErrorText(e)),
      );
    return () => {
      current = false;
    };
  }, [replay, at]);

  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!replay || !summary || !view || !ready) return <p class="muted">{t('app.loading')}</p>;
  const length = replay.steps.length;
  const go = (step: number) => setAt(Math.max(0, Math.min(length, step)));
  const names: SeatNames = (seat) => `${summary.seats[seat]?.name ?? seat} (${seat})`;
  const log = replay.steps
    .slice(0, at)
    .flatMap((s) => s.events as GameEvent[])
    .map((e) => describeEvent(e, names))
    .filter((line): line is string => line !== null);
  return (
    <div
      class="bb-live bb-replay"
      data-match={props.matchId}
      data-step={at}
      data-shown={view === views.current.get(at) ? at : ''}
    >
      <style>{BLOOD_BOUND_CSS}</style>
      <div class="bb-main">
        <h2>
          {bt('title')} <span class="muted">{bt('replay.step', { step: at, steps: length })}</span>
        </h2>
        <TableRing view={view} names={names} participants={summary.seats} />
        <fieldset class="bb-options" aria-label={bt('replay.controls')}>
          <button type="button" class="secondary" data-step-to="first" onClick={() => go(0)}>
            {bt('replay.first')}
          </button>
          <button type="button" class="secondary" data-step-to="previous" onClick={() => go(at - 1)}>
            {bt('replay.previous')}
          </button>
          <input
            type="range"
            min={0}
            max={length}
            value={at}
            aria-label={bt('replay.controls')}
            onInput={(e) => go(Number((e.target as HTMLInputElement).value))}
          />
          <button type="button" class="secondary" data-step-to="next" onClick={() => go(at + 1)}>
            {bt('replay.next')}
          </button>
          <button type="button" class="secondary" data-step-to="last" onClick={() => go(length)}>
            {bt('replay.last')}
          </button>
        </fieldset>
      </div>
      <aside class="bb-side">
        <YouPanel view={view} names={names} />
        <section class="bb-log" aria-label={bt('log.title')}>
          <h3>{bt('log.title')}</h3>
          <ol data-log-size={log.length}>
            {log.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </section>
        <p>
          <a href="#/">{t('live.back')}</a>
        </p>
      </aside>
    </div>
  );
}
