import type { MatchState, PlayerState } from '@dugout/rules';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { ReplayResponse } from '../../protocol.js';
import { t } from '../i18n/index.js';
import { liveErrorText } from '../live/live-error-text.js';
import { MatchView } from '../match/match-screen.js';
import { teamName } from '../match/names.js';
import { playerPosition } from '../match/player-position.js';
import { clampStep, eventsUpTo, SPEEDS, type Speed, stepDelayMs, turnAt, turnMarks } from './replay-model.js';

/**
 * The replay of a finished or live match (`#/replay/<id>`): the log is fetched once, each step's board is
 * rebuilt by the server (its dice, its rules) and kept, so stepping back costs nothing.
 */
export function ReplayScreen(props: { client: DugoutClient; matchId: string }) {
  const [replay, setReplay] = useState<ReplayResponse | null>(null);
  /** Each step's board, asked for once: a step fetched ahead while playing is not asked for again. */
  const views = useRef(new Map<number, Promise<MatchState>>());
  const [at, setAt] = useState(0);
  const [shown, setShown] = useState<{ step: number; state: MatchState } | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(2);
  const [error, setError] = useState<string | null>(null);
  // "Watch live" only while the match is live: a finished match has nothing to watch.
  const [live, setLive] = useState(false);
  useEffect(() => {
    let gone = false;
    props.client.match(props.matchId).then(
      (m) => {
        if (!gone) setLive(m.status === 'live');
      },
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [props.client, props.matchId]);

  useEffect(() => {
    props.client.replay(props.matchId, 0).then(
      (r) => {
        // A game with a replay screen of its own (app.tsx's routes) goes there.
        if (r.game === 'blood-bound') return window.location.replace(`#/${r.game}/${props.matchId}/replay`);
        views.current.set(0, Promise.resolve(r.view as MatchState));
        setReplay(r);
        setShown({ step: 0, state: r.view as MatchState });
      },
      (e: unknown) => setError(liveErrorText(e)),
    );
  }, [props.client, props.matchId]);

  const length = replay?.steps.length ?? 0;
  const fetchView = async (step: number): Promise<MatchState> => {
    const known = views.current.get(step);
    if (known) return known;
    const view = props.client.replay(props.matchId, step, { steps: false }).then((r) => r.view as MatchState);
    views.current.set(step, view);
    // A failed request is not kept: the step is asked for again next time.
    view.catch(() => views.current.delete(step));
    return view;
  };

  // Show the board of step `at` once it is known; the next one is fetched ahead while playing.
  useEffect(() => {
    if (!replay) return;
    let current = true;
    fetchView(at).then(
      (state) => {
        if (current) setShown({ step: at, state });
        if (playing && at < length) void fetchView(at + 1).catch(() => undefined);
      },
      (e: unknown) => current && setError(liveErrorText(e)),
    );
    return () => {
      current = false;
    };
  }, [replay, at]);

  useEffect(() => {
    if (!playing || !shown || shown.step !== at) return undefined;
    if (at >= length) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => setAt((a) => clampStep(a + 1, length)), stepDelayMs(speed));
    return () => clearTimeout(timer);
  }, [playing, shown, at, speed, length]);

  const go = (step: number) => setAt(clampStep(step, length));
  const latestGo = useRef(go);
  latestGo.current = go;
  const atRef = useRef(at);
  atRef.current = at;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.tagName === 'SELECT') return;
      if (e.key === 'ArrowRight') latestGo.current(atRef.current + 1);
      else if (e.key === 'ArrowLeft') latestGo.current(atRef.current - 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const marks = useMemo(() => (replay ? turnMarks(replay.steps) : []), [replay]);
  const log = useMemo(() => (replay && shown ? eventsUpTo(replay.steps, shown.step) : []), [replay, shown]);

  if (error && !shown) {
    return (
      <section class="card">
        <p class="error" role="alert">
          {error}
        </p>
        <a href="#/">{t('live.back')}</a>
      </section>
    );
  }
  if (!replay || !shown) return <p class="muted">{t('replay.loading')}</p>;
  const state = shown.state;
  const turn = turnAt(marks, shown.step);
  const positionOf = (p: PlayerState) => playerPosition(state, p);

  return (
    <div class="replay" data-at={shown.step} data-length={length}>
      <nav class="replay-controls" aria-label={t('replay.title')}>
        <button type="button" class="secondary" data-replay="start" onClick={() => go(0)} disabled={at === 0}>
          {t('replay.start')}
        </button>
        <button
          type="button"
          class="secondary"
          data-replay="back"
          onClick={() => go(at - 1)}
          disabled={at === 0}
        >
          {t('replay.back')}
        </button>
        <button
          type="button"
          class="primary"
          data-replay="play"
          onClick={() => setPlaying(!playing)}
          disabled={at >= length && !playing}
        >
          {playing ? t('replay.pause') : t('replay.play')}
        </button>
        <button
          type="button"
          class="secondary"
          data-replay="forward"
          onClick={() => go(at + 1)}
          disabled={at >= length}
        >
          {t('replay.forward')}
        </button>
        <button
          type="button"
          class="secondary"
          data-replay="end"
          onClick={() => go(length)}
          disabled={at >= length}
        >
          {t('replay.end')}
        </button>
        <label>
          {t('replay.speed')}{' '}
          <select
            value={speed}
            onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value) as Speed)}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t('replay.speed.value', { speed: s })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('replay.turn')}{' '}
          <select
            value={turn ? String(turn.step) : ''}
            onChange={(e) => go(Number((e.target as HTMLSelectElement).value))}
          >
            {!turn && <option value="">{t('replay.turn.none')}</option>}
            {marks.map((m) => (
              <option key={m.step} value={m.step}>
                {t('replay.turn.option', { half: m.half, team: teamName(state.teams[m.team]), turn: m.turn })}
              </option>
            ))}
          </select>
        </label>
        <span class="replay-position" aria-live="polite">
          {t('replay.step', { step: shown.step, length })}
        </span>
        {error && (
          <span class="error" role="alert">
            {error}
          </span>
        )}
      </nav>
      <MatchView
        state={state}
        log={log}
        controls={[]}
        error={null}
        positionName={positionOf}
        onDismissError={() => undefined}
        onCommand={() => undefined}
      />
      <p>
        {live && (
          <a href={`#/match/${props.matchId}?watch`} data-link="watch-live">
            {t('replay.live')}
          </a>
        )}{' '}
        <a href="#/">{t('live.back')}</a>
      </p>
    </div>
  );
}
