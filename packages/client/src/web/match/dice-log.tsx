import type { GameEvent } from '@dugout/rules';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.js';
import { describeEvent, type Names, sentenceText } from './describe-event.js';
import { groupLog, LOG_FILTERS, type LogFilter, type LogLine } from './dice-log-model.js';

/** The newest events the log shows (a whole match has thousands). */
const SHOWN = 600;
/** The latest turns stay open; earlier ones fold to their heading. */
const OPEN_GROUPS = 2;

const squareText = (s: { x: number; y: number }) => t('match.option.square', { x: s.x, y: s.y });

function EventLine(props: { event: GameEvent; names: Names }) {
  const e = props.event;
  return (
    <li
      class={`log-${e.kind} ${e.kind === 'roll' && e.success === false ? 'failed' : ''} ${e.kind === 'roll' && e.success ? 'succeeded' : ''}`}
      data-kind={e.kind}
    >
      {sentenceText(describeEvent(e, props.names))}
      {e.kind === 'roll' && e.rerolled && (
        <span class="rerolled" title={t('match.log.rerolled')}>
          {' ↻'}
        </span>
      )}
    </li>
  );
}

function Line(props: { line: LogLine; names: Names }) {
  const l = props.line;
  if (l.kind === 'event') return <EventLine event={l.event} names={props.names} />;
  // A folded run: one line, the single steps behind a disclosure.
  const summary =
    l.kind === 'moves'
      ? t('log.fold.moves', {
          player: props.names.player(l.player),
          count: l.events.length,
          from: squareText(l.from),
          to: squareText(l.to),
        })
      : t(l.kind === 'setup' ? 'log.fold.setup' : 'log.fold.reserves', { count: l.events.length });
  return (
    <li class={`log-fold log-${l.kind}`} data-kind={l.kind} data-count={l.events.length}>
      <details>
        <summary>{summary}</summary>
        <ol>
          {l.events.map((e) => (
            <EventLine key={e.seq} event={e} names={props.names} />
          ))}
        </ol>
      </details>
    </li>
  );
}

/** The dice log: grouped by team turn, movement folded, with a filter. */
export function DiceLog(props: { log: readonly GameEvent[]; names: Names }) {
  const [filter, setFilter] = useState<LogFilter>('all');
  const box = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => groupLog(props.log.slice(-SHOWN), filter), [props.log, filter]);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [props.log.length, filter]);
  return (
    <section class="dice-log" aria-label={t('match.log')} data-filter={filter}>
      <div class="dice-log-head">
        <h2>{t('match.log')}</h2>
        <label>
          {t('log.filter')}{' '}
          <select
            value={filter}
            data-log-filter
            onChange={(e) => setFilter((e.target as HTMLSelectElement).value as LogFilter)}
          >
            {LOG_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`log.filter.${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {groups.length === 0 ? (
        <p class="muted">{t('match.log.empty')}</p>
      ) : (
        <div class="dice-log-groups" ref={box} aria-live="polite">
          {groups.map((g, i) => (
            <details
              key={g.seq}
              class="log-group"
              data-turn={g.turn ? `${g.turn.half}:${g.turn.team}:${g.turn.turn}` : 'drive'}
              open={i >= groups.length - OPEN_GROUPS}
            >
              <summary>
                {g.turn ? sentenceText(describeEvent(g.turn, props.names)) : t('log.group.before-turn')}
              </summary>
              <ol>
                {g.lines.map((l) => (
                  <Line
                    key={l.kind === 'event' ? l.event.seq : l.events[0]?.seq}
                    line={l}
                    names={props.names}
                  />
                ))}
              </ol>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
