/** What the pitch draws for a move (issue 21 item 5): the planned path, the Tackle Zones, the heat map. */
import type { Square } from '@dugout/rules';
import { t } from '../i18n/index.js';
import type { PathStep } from './path-plan.js';
import { CELL } from './pitch.js';
import { formatChance } from './view-model.js';

const centre = (sq: Square) => `translate(${sq.x * CELL + CELL / 2} ${sq.y * CELL + CELL / 2})`;

/**
 * A dot per square of the path (green: no roll, red: a Dodge, with the opposing Tackle Zones on the square
 * it enters, which its modifier counts; a die: a Rush or GFI) and the chance at its end.
 */
export function PathOverlay(props: { steps: readonly PathStep[]; chance: number }) {
  const last = props.steps[props.steps.length - 1];
  return (
    <g class="path" data-path-length={props.steps.length}>
      {props.steps.map((step) => (
        <g
          key={`${step.square.x},${step.square.y}`}
          class={`path-dot ${step.kind}`}
          data-path-step={`${step.square.x},${step.square.y}`}
          data-step-kind={step.kind}
          transform={centre(step.square)}
        >
          {step.kind !== 'rush' && <circle r={7} />}
          {step.kind.startsWith('dodge') && (
            <text class="path-zones" data-path-zones={step.zones} y={4}>
              {step.zones}
              <title>{t('match.path.tackle-zones', { count: step.zones })}</title>
            </text>
          )}
          {step.kind.endsWith('rush') && (
            <g class="path-dot rush" transform={step.kind === 'rush' ? '' : 'translate(8 8) scale(0.6)'}>
              <rect x={-7} y={-7} width={14} height={14} rx={3} />
              <circle r={1.8} cx={-3} cy={-3} />
              <circle r={1.8} cx={3} cy={3} />
            </g>
          )}
        </g>
      ))}
      {last && (
        <text class="path-chance" data-path-chance transform={centre(last.square)} y={CELL * 0.45}>
          {formatChance(props.chance)}
          <title>{t('match.path.chance', { chance: formatChance(props.chance) })}</title>
        </text>
      )}
    </g>
  );
}

/** Each square covered by opposing Tackle Zones, tinted by how many, with the count. */
export function TackleZoneOverlay(props: { zones: readonly { square: Square; count: number }[] }) {
  return (
    <g class="tackle-zones">
      {props.zones.map(({ square, count }) => (
        <g key={`${square.x},${square.y}`} data-tz={`${square.x},${square.y}`} data-tz-count={count}>
          <title>{t('match.tz.count', { count })}</title>
          <rect
            class="tz-cell"
            x={square.x * CELL}
            y={square.y * CELL}
            width={CELL}
            height={CELL}
            fill-opacity={Math.min(0.55, 0.12 + 0.11 * count)}
          />
          <text class="tz-count" x={square.x * CELL + 7} y={square.y * CELL + 12}>
            {count}
          </text>
        </g>
      ))}
    </g>
  );
}
