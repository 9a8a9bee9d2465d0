import type { TerrainPiece } from '@dugout/trench-crusade';
import type { JSX } from 'preact';
import {
  type Model,
  onTable,
  type Point,
  type ReachAid,
  radius,
  type TargetAid,
  type TrenchState,
} from './view.js';
import { term, w } from './words.js';

const SIZE = 48;
/** Table inches to SVG: y runs south→north on the table, down the screen in SVG. */
const sy = (y: number) => SIZE - y;

const KIND_TERM = {
  cover: 'cover',
  'defended-obstacle': 'defendedObstacle',
  difficult: 'difficultTerrain',
  dangerous: 'dangerousTerrain',
  impassable: 'impassable',
  building: 'building',
  trench: 'trench',
  hill: 'hill',
} as const;

export const kindName = (kind: TerrainPiece['kind']) => term(KIND_TERM[kind]);

const points = (ps: readonly Point[]) => ps.map((p) => `${p.x},${sy(p.y)}`).join(' ');
const centre = (ps: readonly Point[]) => ({
  x: ps.reduce((n, p) => n + p.x, 0) / ps.length,
  y: ps.reduce((n, p) => n + p.y, 0) / ps.length,
});

function Terrain(props: { piece: TerrainPiece }) {
  const p = props.piece;
  const c = centre(p.footprint);
  const floors = p.floors && p.floors.length > 1 ? ` · ${p.floors.length}F` : '';
  return (
    <g class={`terrain ${p.kind}${p.objective ? ' objective' : ''}`} data-terrain={p.id} data-kind={p.kind}>
      <title>{w('terrain.height', { kind: kindName(p.kind), h: p.height })}</title>
      <polygon points={points(p.footprint)} />
      {p.parapets?.map(([a, b], i) => (
        <line key={i} class="parapet" x1={a.x} y1={sy(a.y)} x2={b.x} y2={sy(b.y)} />
      ))}
      <text x={c.x} y={sy(c.y)} class="terrain-label">
        {`${p.height}"${floors}`}
      </text>
    </g>
  );
}

function ModelBase(props: {
  m: Model;
  active: boolean;
  selectable: boolean;
  targeted: boolean;
  onClick(m: Model): void;
}) {
  const { m } = props;
  const r = radius(m.baseMm);
  const at = m.position!;
  const label = m.id.replace(/^[ab]/, '');
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it gets the role and keys.
    <g
      role="button"
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          props.onClick(m);
        }
      }}
      class={`model seat-${m.seat} ${m.status}${m.activated ? ' activated' : ''}${props.active ? ' active' : ''}${props.selectable ? ' selectable' : ''}${props.targeted ? ' targeted' : ''}`}
      data-model={m.id}
      data-status={m.status}
      transform={`translate(${at.x} ${sy(at.y)})`}
      onClick={(e) => {
        e.stopPropagation();
        props.onClick(m);
      }}
    >
      <title>{`${m.name} (${m.id}) · ${w(`status.${m.status}`)}${m.bloodMarkers ? ` · ${term('bloodMarker')} ${m.bloodMarkers}` : ''}${m.z ? ` · ${m.z}"` : ''}`}</title>
      <circle r={r} />
      {m.status === 'down' && <line class="down-mark" x1={-r} y1={-r} x2={r} y2={r} />}
      <text class="model-label" y={0.25}>
        {label}
      </text>
      {Array.from({ length: m.bloodMarkers }, (_, i) => (
        <circle key={i} class="blood" r={0.16} cx={-r + 0.2 + i * 0.34} cy={-r - 0.2} />
      ))}
    </g>
  );
}

export interface BattlefieldProps {
  state: TrenchState;
  active: string | null;
  reach: ReachAid | null;
  zone: readonly Point[] | null;
  selectable: readonly string[];
  targeted: string | null;
  sight: { from: Model; to: Model; aid: TargetAid } | null;
  measure: Point[];
  onPoint(p: Point): void;
  onModel(m: Model): void;
}

/** The 48" table from above: terrain with kind and height, zones, bases with markers, reach, sight, measure. */
export function Battlefield(props: BattlefieldProps) {
  const s = props.state;
  const click = (e: JSX.TargetedMouseEvent<SVGSVGElement>) => {
    const svg = e.currentTarget;
    const ctm = svg.getScreenCTM();
    if (!ctm) return;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    props.onPoint({ x: Math.round(pt.x * 100) / 100, y: Math.round((SIZE - pt.y) * 100) / 100 });
  };
  const cells: JSX.Element[] = [];
  if (props.reach) {
    const c = props.reach.cells;
    for (let i = 0; i < c.length; i += 2)
      cells.push(
        <rect
          key={i}
          class="cell"
          x={c[i]! / 2 - 0.25}
          y={sy(c[i + 1]! / 2) - 0.25}
          width={0.5}
          height={0.5}
        />,
      );
  }
  const sight = props.sight;
  const sightClass = sight
    ? !sight.aid.visible
      ? 'none'
      : sight.aid.cover
        ? 'cover'
        : sight.aid.fully
          ? 'clear'
          : 'partial'
    : '';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a point of the table is picked with the pointer; models and every command have keys.
    <svg
      class="trench-battlefield"
      viewBox={`-0.5 -0.5 ${SIZE + 1} ${SIZE + 1}`}
      role="img"
      aria-label={term('battlefield')}
      onClick={click}
    >
      <rect class="table" x={0} y={0} width={SIZE} height={SIZE} />
      {[12, 24, 36].map((v) => (
        <g key={v} class="grid">
          <line x1={v} y1={0} x2={v} y2={SIZE} />
          <line x1={0} y1={v} x2={SIZE} y2={v} />
        </g>
      ))}
      {props.zone && <polygon class="zone" points={points(props.zone)} data-zone="deploy" />}
      {s.battlefield.terrain.map((p) => (
        <Terrain key={p.id} piece={p} />
      ))}
      {cells.length > 0 && (
        <g class="reach" data-reach={cells.length}>
          {cells}
        </g>
      )}
      {sight?.from.position && sight.to.position && (
        <line
          class={`sight ${sightClass}`}
          data-sight={sightClass}
          x1={sight.from.position.x}
          y1={sy(sight.from.position.y)}
          x2={sight.to.position.x}
          y2={sy(sight.to.position.y)}
        />
      )}
      {Object.values(s.models)
        .filter(onTable)
        .map((m) => (
          <ModelBase
            key={m.id}
            m={m}
            active={props.active === m.id}
            selectable={props.selectable.includes(m.id)}
            targeted={props.targeted === m.id}
            onClick={props.onModel}
          />
        ))}
      {props.measure.length > 0 && (
        <g class="measure">
          {props.measure.map((p, i) => (
            <circle key={i} class="point" cx={p.x} cy={sy(p.y)} r={0.3} />
          ))}
          {props.measure.length === 2 && (
            <line
              x1={props.measure[0]!.x}
              y1={sy(props.measure[0]!.y)}
              x2={props.measure[1]!.x}
              y2={sy(props.measure[1]!.y)}
            />
          )}
        </g>
      )}
    </svg>
  );
}
