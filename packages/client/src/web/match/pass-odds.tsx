/**
 * The pass screen (issue 21 item 4), loaded on demand (a chunk of its own: the engine's pass odds are not
 * needed until a coach passes, hands off or throws a team-mate): the range bands and the ruler on the
 * pitch, the odds in the side panel. Every layer reads the same cached preview.
 */
import { type MatchState, type Square, squaresUnderRuler } from '@dugout/rules';
import { t } from '../i18n/index.js';
import { formatChance } from './chance.js';
import type { Names } from './describe-event.js';
import type { SquareOdds } from './odds-jobs.js';
import type { PassPreview } from './pass-view.js';

/** Pixels per square (as `pitch.tsx`; not imported from it, so this chunk stays apart from the screen's). */
const CELL = 40;

export interface PassLayerProps {
  state: MatchState;
  /** The decision's odds, worked out by the odds worker (`odds-client.ts`). */
  preview: PassPreview;
  target: Square | null;
  /** The odds of the target square: undefined while the worker works them out. */
  odds?: SquareOdds;
}

const mid = (sq: Square) => ({ x: sq.x * CELL + CELL / 2, y: sq.y * CELL + CELL / 2 });
const box = (sq: Square, inset: number) => ({
  x: sq.x * CELL + inset,
  y: sq.y * CELL + inset,
  width: CELL - 2 * inset,
  height: CELL - 2 * inset,
});

/** Each band of the range ruler tinted: Quick, Short, Long, Long Bomb. */
export function PassUnderlayLayer(props: PassLayerProps) {
  const p = props.preview;
  return (
    <g class="range-bands">
      {p.bands.map((band) =>
        band.squares.map((sq) => (
          <rect
            key={`${sq.x},${sq.y}`}
            class={`range-band ${band.range}`}
            data-range={band.range}
            {...box(sq, 0)}
          />
        )),
      )}
    </g>
  );
}

/** With a target under the pointer: the ruler to it, the squares under it, each interceptor's chance. */
export function PassRulerLayer(props: PassLayerProps) {
  const { state: s, preview: p, target, odds } = props;
  // Drawn once the target's odds are in, so the ruler and its chances appear together.
  if (!target || (p.kind !== 'hand-off' && odds === undefined)) return null;
  const a = mid(p.from);
  const b = mid(target);
  return (
    <g class="pass-ruler" data-ruler-to={`${target.x},${target.y}`}>
      {p.kind !== 'hand-off' &&
        squaresUnderRuler(p.from, target).map((sq) => (
          <rect key={`${sq.x},${sq.y}`} class="ruler-square" {...box(sq, 2)} />
        ))}
      <line class="ruler" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
      {odds?.interceptors.map((i) => {
        const at = s.players.find((q) => q.id === i.player)?.at;
        if (!at) return null;
        const c = mid(at);
        return (
          <g key={i.player} data-interceptor={i.player}>
            <circle class="interceptor-mark" cx={c.x} cy={c.y} r={CELL * 0.47} />
            <text class="path-chance" x={c.x} y={c.y - CELL * 0.52}>
              {formatChance(i.chance)}
            </text>
          </g>
        );
      })}
      {odds && (
        <text class="path-chance" x={b.x} y={b.y + CELL * 0.45} data-target-chance>
          {formatChance(odds.complete ?? odds.accurate)}
        </text>
      )}
    </g>
  );
}

const TITLES = {
  pass: 'match.pass.title',
  'hand-off': 'match.handoff.title',
  ttm: 'match.ttm.title',
} as const;

/** The side panel: the ruler's bands with the throw's chance, then every receiver's odds. */
export function PassPanelLayer(
  props: PassLayerProps & { names: Names; onHover(square: Square | null): void },
) {
  const { preview: p, target: h, names } = props;
  const pass = p.kind === 'pass';
  const ttm = p.kind === 'ttm';
  return (
    <section class="pass-odds" data-testid="pass-odds" data-pass-kind={p.kind}>
      <h3>{t(TITLES[p.kind], { player: names.player(p.thrower) })}</h3>
      {p.bands.length > 0 && (
        <table class="ruler-legend">
          <tr>
            <th>{t('match.pass.range')}</th>
            <th>{ttm ? t('ttm-result.superb') : t('match.pass.accurate')}</th>
            {ttm && <th>{t('ttm-result.fumbled')}</th>}
          </tr>
          {p.bands.map((b) => (
            <tr key={b.range} data-band={b.range}>
              <td>
                <span class={b.range}>{t(`pass-range.${b.range}`)}</span>
              </td>
              <td>{b.throw ? formatChance(b.throw.accurate) : '–'}</td>
              {ttm && <td>{b.throw ? formatChance(b.throw.fumbled) : '–'}</td>}
            </tr>
          ))}
        </table>
      )}
      {!ttm && p.receivers.length === 0 && <p class="muted">{t('match.pass.none')}</p>}
      {!ttm && p.receivers.length > 0 && (
        <table class="receivers">
          <tr>
            <th>{t('match.pass.target')}</th>
            {pass && <th>{t('match.pass.accurate')}</th>}
            <th>{pass ? t('match.pass.complete') : t('match.pass.catch')}</th>
            {pass && <th>{t('match.pass.interceptors')}</th>}
          </tr>
          {p.receivers.map((r) => (
            <tr
              key={r.player}
              data-receiver={r.player}
              class={h && h.x === r.square.x && h.y === r.square.y ? 'hovered' : ''}
              onPointerEnter={() => props.onHover(r.square)}
              onPointerLeave={() => props.onHover(null)}
            >
              <td>
                {names.player(r.player)}
                {r.range && ` · ${t(`pass-range.${r.range}`)}`}
              </td>
              {pass && <td data-accurate>{formatChance(r.accurate ?? 0)}</td>}
              <td data-complete>{formatChance(r.complete)}</td>
              {pass && (
                <td data-interceptors>
                  {r.interceptors
                    .map((i) => `${names.player(i.player)} ${formatChance(i.chance)}`)
                    .join(', ') || '–'}
                </td>
              )}
            </tr>
          ))}
        </table>
      )}
    </section>
  );
}
