import {
  type BallState,
  type MatchState,
  onPitch,
  PITCH_HEIGHT,
  PITCH_WIDTH,
  type PlayerState,
  type Square,
} from '@dugout/rules';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/index.js';
import type { BlockPreview } from './block-view.js';
import { playerLabel } from './names.js';
import { formatChance, type MarkerKind, type MoveMarker, positionInitials } from './view-model.js';

/** Pixels per square in the SVG's own coordinates (the SVG scales to its box). */
export const CELL = 40;
/**
 * The crowd: a band around the pitch, inside the SVG, where a push off the pitch is clicked (a square one
 * beyond an edge is drawn squeezed into the band, so every square the engine offers is on screen).
 */
export const CROWD = 20;

const bandOf = (v: number, size: number): { at: number; len: number } =>
  v < 0
    ? { at: -CROWD, len: CROWD }
    : v >= size
      ? { at: size * CELL, len: CROWD }
      : { at: v * CELL, len: CELL };

/** Where a square (a crowd square too) is drawn, in the SVG's coordinates. */
export function cellBox(sq: Square): { x: number; y: number; width: number; height: number } {
  const x = bandOf(sq.x, PITCH_WIDTH);
  const y = bandOf(sq.y, PITCH_HEIGHT);
  return { x: x.at, y: y.at, width: x.len, height: y.len };
}

/** The pitch square under a point of the page, from the drawn pitch's geometry (null off the pitch). */
export function squareAtPoint(pitch: Element, clientX: number, clientY: number): Square | null {
  const box = pitch.getBoundingClientRect();
  const w = PITCH_WIDTH * CELL + 2 * CROWD;
  const h = PITCH_HEIGHT * CELL + 2 * CROWD;
  const x = Math.floor((((clientX - box.left) / box.width) * w - CROWD) / CELL);
  const y = Math.floor((((clientY - box.top) / box.height) * h - CROWD) / CELL);
  return x >= 0 && x < PITCH_WIDTH && y >= 0 && y < PITCH_HEIGHT ? { x, y } : null;
}

export interface PitchProps {
  state: MatchState;
  positionName(p: PlayerState): string;
  selected: string | null;
  clickablePlayers: ReadonlySet<string>;
  clickableSquares: readonly Square[];
  markers: readonly MoveMarker[];
  /** Draw the markers' shapes (off while a planned path is drawn over them; the squares keep their kind). */
  hideMarkers?: boolean;
  /** Squares further away the moving player can reach, with the engine's chance. */
  reach?: readonly { square: Square; chance: number }[];
  /** Block targets with their dice; the hovered one shows its assisting players. */
  blocks?: readonly BlockPreview[];
  hovered?: string | null;
  onHover?(id: string | null): void;
  onPlayer(id: string): void;
  /** Pressing on a player (starts a drag during set-up). */
  onPlayerDown?(id: string): void;
  onSquare(square: Square): void;
  /** The pointer over a square (a target, or a square further away drawn by `hoverSquares`). */
  onSquareHover?(square: Square | null): void;
  /** Squares that only answer the pointer (a path preview to a square further than one step). */
  hoverSquares?: readonly Square[];
  /** Drawn over the grass and under the players (tackle zones, range bands, a path). */
  underlay?: ComponentChildren;
  /** Drawn over the players (the range ruler); must not take clicks. */
  overlay?: ComponentChildren;
}

const ballSquare = (s: MatchState, ball: BallState): Square | null => {
  if (ball.kind === 'ground' || ball.kind === 'air') return ball.at;
  if (ball.kind === 'carried') return s.players.find((p) => p.id === ball.player)?.at ?? null;
  return null;
};

/** The characteristics line of a player's tooltip. */
export function statsText(p: PlayerState): string {
  return t('match.player.stats', {
    ma: p.stats.ma,
    st: p.stats.st,
    ag: p.stats.ag,
    pa: p.stats.pa === null ? t('match.player.pa.none') : `${p.stats.pa}+`,
    av: p.stats.av,
  });
}

/** One player token: the shape tells the status (disc = Standing, lying pill = Prone, pill + star = Stunned). */
function Token(props: {
  state: MatchState;
  player: PlayerState;
  position: string;
  selected: boolean;
  clickable: boolean;
  assist?: 'offensive' | 'defensive';
  onClick(): void;
  onDown?(): void;
  onHover?(over: boolean): void;
}) {
  const { player: p, state: s } = props;
  const at = p.at as Square;
  const cx = at.x * CELL + CELL / 2;
  const cy = at.y * CELL + CELL / 2;
  const carrying = s.ball.kind === 'carried' && s.ball.player === p.id;
  const classes = [
    'token',
    p.team,
    p.status,
    p.distracted ? 'distracted' : '',
    p.activated ? 'acted' : '',
    props.selected ? 'selected' : '',
    props.clickable ? 'clickable' : '',
    props.assist ? `assist-${props.assist}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const label = playerLabel(s, p, props.position);
  const tooltip = `${label}\n${statsText(p)}`;
  const transform = `translate(${cx} ${cy})`;
  const body = (
    <>
      <title>{tooltip}</title>
      {/* A clickable player answers a click anywhere in its square (under the dice badge too). */}
      {props.clickable && (
        <rect class="hit-area" x={-CELL / 2} y={-CELL / 2} width={CELL} height={CELL} fill="transparent" />
      )}
      {props.selected && <circle class="selection" r={CELL * 0.49} />}
      {props.assist && (
        <rect
          class="assist-mark"
          x={-CELL * 0.48}
          y={-CELL * 0.48}
          width={CELL * 0.96}
          height={CELL * 0.96}
          rx={props.assist === 'offensive' ? 2 : CELL * 0.48}
        >
          <title>{t(`match.block.assist.${props.assist}`)}</title>
        </rect>
      )}
      {p.status === 'standing' ? (
        <circle class="body" r={CELL * 0.4} />
      ) : (
        <rect
          class="body"
          x={-CELL * 0.46}
          y={-CELL * 0.26}
          width={CELL * 0.92}
          height={CELL * 0.52}
          rx={CELL * 0.26}
        />
      )}
      {p.distracted && <circle class="distracted-ring" r={CELL * 0.47} />}
      <text class="number" y={p.status === 'standing' ? -1 : 4}>
        {p.number}
      </text>
      {p.status === 'standing' && (
        <text class="initials" y={CELL * 0.3}>
          {positionInitials(props.position)}
        </text>
      )}
      {p.status === 'stunned' && (
        <path
          class="stun"
          d="M0,-7 L2,-2 L7,-2 L3,1 L5,6 L0,3 L-5,6 L-3,1 L-7,-2 L-2,-2 Z"
          transform="translate(-13 -13) scale(0.8)"
        />
      )}
      {p.activated && <path class="acted-mark" d="M9,-17 l4,4 l8,-9" />}
      {carrying && <ellipse class="ball carried" cx={CELL * 0.3} cy={-CELL * 0.3} rx={7} ry={5} />}
    </>
  );
  if (!props.clickable) {
    return (
      <g
        class={classes}
        transform={transform}
        data-player={p.id}
        data-at={`${at.x},${at.y}`}
        data-status={p.status}
      >
        {body}
      </g>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it gets the role and keys.
    <g
      class={classes}
      transform={transform}
      data-player={p.id}
      data-at={`${at.x},${at.y}`}
      data-status={p.status}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={props.selected}
      onClick={props.onClick}
      onPointerDown={props.onDown}
      onPointerEnter={props.onHover ? () => props.onHover?.(true) : undefined}
      onPointerLeave={props.onHover ? () => props.onHover?.(false) : undefined}
      onFocus={props.onHover ? () => props.onHover?.(true) : undefined}
      onBlur={props.onHover ? () => props.onHover?.(false) : undefined}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          props.onClick();
        }
      }}
    >
      {body}
    </g>
  );
}

const MARKER_SHAPE: Record<MarkerKind, 'dot' | 'diamond' | 'die' | 'triangle'> = {
  safe: 'dot',
  dodge: 'diamond',
  rush: 'die',
  'dodge-rush': 'diamond',
  jump: 'triangle',
  'jump-rush': 'triangle',
};

function Marker(props: { marker: MoveMarker }) {
  const { square, kind } = props.marker;
  const shape = MARKER_SHAPE[kind];
  const rush = kind === 'rush' || kind.endsWith('-rush');
  return (
    <g
      class={`marker ${kind}`}
      transform={`translate(${square.x * CELL + CELL / 2} ${square.y * CELL + CELL / 2})`}
    >
      {shape === 'dot' && <circle r={6} />}
      {shape === 'diamond' && <path d="M0,-9 L9,0 L0,9 L-9,0 Z" />}
      {shape === 'triangle' && <path d="M0,-9 L9,7 L-9,7 Z" />}
      {rush && (
        <g class="die" transform={shape === 'die' ? '' : 'translate(9 9) scale(0.6)'}>
          <rect x={-8} y={-8} width={16} height={16} rx={3} />
          <circle r={2} cx={-3.5} cy={-3.5} />
          <circle r={2} cx={3.5} cy={3.5} />
        </g>
      )}
    </g>
  );
}

export function Pitch(props: PitchProps) {
  const { state: s } = props;
  const ball = ballSquare(s, s.ball);
  const markerAt = new Map(props.markers.map((m) => [`${m.square.x},${m.square.y}`, m]));
  const blockById = new Map((props.blocks ?? []).map((b) => [b.target, b]));
  const hoveredBlock = props.hovered ? blockById.get(props.hovered) : undefined;
  const width = PITCH_WIDTH * CELL;
  const height = PITCH_HEIGHT * CELL;
  const columns = Array.from({ length: PITCH_WIDTH }, (_, x) => x);
  const rows = Array.from({ length: PITCH_HEIGHT }, (_, y) => y);
  return (
    <svg
      class={`pitch ${props.clickableSquares.length > 0 ? 'has-targets' : ''}`}
      viewBox={`${-CROWD} ${-CROWD} ${width + 2 * CROWD} ${height + 2 * CROWD}`}
      aria-labelledby="pitch-title"
      onPointerLeave={props.onSquareHover ? () => props.onSquareHover?.(null) : undefined}
    >
      <title id="pitch-title">{t('match.pitch')}</title>
      <rect class="crowd" x={-CROWD} y={-CROWD} width={width + 2 * CROWD} height={height + 2 * CROWD} />
      <rect class="grass" width={width} height={height} />
      {columns.map((x) =>
        x % 2 === 0 ? <rect key={x} class="stripe" x={x * CELL} width={CELL} height={height} /> : null,
      )}
      <rect class="endzone home" width={CELL} height={height} />
      <rect class="endzone away" x={width - CELL} width={CELL} height={height} />
      {columns.slice(1).map((x) => (
        <line key={`c${x}`} class="grid" x1={x * CELL} x2={x * CELL} y2={height} />
      ))}
      {rows.slice(1).map((y) => (
        <line key={`r${y}`} class="grid" y1={y * CELL} y2={y * CELL} x2={width} />
      ))}
      <line class="wide-zone" y1={4 * CELL} y2={4 * CELL} x2={width} />
      <line class="wide-zone" y1={11 * CELL} y2={11 * CELL} x2={width} />
      <line class="scrimmage" x1={13 * CELL} x2={13 * CELL} y2={height} />
      <line class="endzone-line" x1={CELL} x2={CELL} y2={height} />
      <line class="endzone-line" x1={width - CELL} x2={width - CELL} y2={height} />
      {props.clickableSquares.map((sq) => {
        const marker = markerAt.get(`${sq.x},${sq.y}`);
        const label = marker
          ? marker.chance === null
            ? t(`match.marker.${marker.kind}`)
            : t('match.marker.chance', {
                marker: t(`match.marker.${marker.kind}`),
                chance: formatChance(marker.chance),
              })
          : t('match.option.square', { x: sq.x, y: sq.y });
        const box = cellBox(sq);
        const crowd = !onPitch(sq.x, sq.y);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG rect cannot be a <button>; it gets role and keys.
          <rect
            key={`s${sq.x},${sq.y}`}
            class={`target ${marker ? `move ${marker.kind}` : ''} ${crowd ? 'crowd-target' : ''}`}
            x={box.x + 1}
            y={box.y + 1}
            width={box.width - 2}
            height={box.height - 2}
            data-square={`${sq.x},${sq.y}`}
            role="button"
            tabIndex={0}
            aria-label={crowd ? t('match.option.crowd', { x: sq.x, y: sq.y }) : label}
            onClick={() => props.onSquare(sq)}
            onPointerEnter={props.onSquareHover ? () => props.onSquareHover?.(sq) : undefined}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                props.onSquare(sq);
              }
            }}
          >
            <title>{crowd ? t('match.option.crowd', { x: sq.x, y: sq.y }) : label}</title>
          </rect>
        );
      })}
      {(props.hoverSquares ?? []).map((sq) => (
        // biome-ignore lint/a11y/useSemanticElements: an SVG rect cannot be a <button>; it gets role and keys.
        <rect
          key={`h${sq.x},${sq.y}`}
          class="hover-cell"
          x={sq.x * CELL}
          y={sq.y * CELL}
          width={CELL}
          height={CELL}
          data-hover-square={`${sq.x},${sq.y}`}
          role="button"
          tabIndex={-1}
          aria-label={t('match.option.square', { x: sq.x, y: sq.y })}
          onPointerEnter={() => props.onSquareHover?.(sq)}
          onFocus={() => props.onSquareHover?.(sq)}
          onClick={() => props.onSquare(sq)}
          onKeyDown={(e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              props.onSquare(sq);
            }
          }}
        />
      ))}
      <g class="underlay">{props.underlay}</g>
      {(props.reach ?? []).map((r) => (
        <g
          key={`r${r.square.x},${r.square.y}`}
          class="reach"
          transform={`translate(${r.square.x * CELL + CELL / 2} ${r.square.y * CELL + CELL / 2})`}
        >
          <title>{t('match.reach', { chance: formatChance(r.chance) })}</title>
          <rect x={-CELL / 2 + 2} y={-CELL / 2 + 2} width={CELL - 4} height={CELL - 4} rx={4} />
          <text y={4}>{formatChance(r.chance)}</text>
        </g>
      ))}
      {!props.hideMarkers &&
        props.markers.map((m) => <Marker key={`m${m.square.x},${m.square.y}`} marker={m} />)}
      {ball && s.ball.kind !== 'carried' && (
        <g
          class={`ball-on-pitch ${s.ball.kind}`}
          transform={`translate(${ball.x * CELL + CELL / 2} ${ball.y * CELL + CELL / 2})`}
        >
          <title>{t(s.ball.kind === 'air' ? 'match.ball.air' : 'match.ball')}</title>
          <ellipse class="ball" rx={9} ry={6.5} />
          <line class="lace" x1={-4} x2={4} />
        </g>
      )}
      {s.players
        .filter((p) => p.at !== null)
        .map((p) => (
          <Token
            key={p.id}
            state={s}
            player={p}
            position={props.positionName(p)}
            selected={props.selected === p.id}
            clickable={props.clickablePlayers.has(p.id)}
            onClick={() => props.onPlayer(p.id)}
            onDown={props.onPlayerDown ? () => props.onPlayerDown?.(p.id) : undefined}
            assist={
              hoveredBlock?.odds.offensive.includes(p.id)
                ? 'offensive'
                : hoveredBlock?.odds.defensive.includes(p.id)
                  ? 'defensive'
                  : undefined
            }
            onHover={
              blockById.has(p.id) && props.onHover ? (over) => props.onHover?.(over ? p.id : null) : undefined
            }
          />
        ))}
      <g class="overlay">{props.overlay}</g>
      {(props.blocks ?? []).map((b) => {
        const at = s.players.find((p) => p.id === b.target)?.at;
        if (!at) return null;
        const side = b.attackerChooses ? 'attacker' : 'defender';
        return (
          <g
            key={`b${b.target}`}
            class={`block-badge ${side}`}
            data-block={b.target}
            transform={`translate(${at.x * CELL + CELL * 0.82} ${at.y * CELL + CELL * 0.18})`}
          >
            <title>{t(`match.block.badge.${side}`, { dice: b.odds.dice })}</title>
            {b.attackerChooses ? <rect x={-8} y={-8} width={16} height={16} rx={2} /> : <circle r={9} />}
            <text y={4}>{b.odds.dice}</text>
          </g>
        );
      })}
    </svg>
  );
}
