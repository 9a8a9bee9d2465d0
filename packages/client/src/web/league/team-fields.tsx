import { DRAFT, getRoster, type RosterId } from '@dugout/rules';
import type { DraftProblem } from '../../league-protocol.js';
import { positionName } from '../i18n/names/index.js';
import { problemText } from './format.js';
import { gold, lt } from './i18n.js';

/** The staff a team is built with, at the draft and the re-draft. */
export interface StaffCounts {
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
}

const num = (e: Event) => Number((e.target as HTMLInputElement).value);

/** A count with its label, as the team-building forms show them. */
export function CountField(props: {
  label: string;
  value: number;
  max: number;
  /** `data-field` of the input, for tests. */
  field?: string;
  onChange(value: number): void;
}) {
  return (
    <label class="count">
      <span>{props.label}</span>
      <input
        type="number"
        min={0}
        max={props.max}
        data-field={props.field}
        value={props.value}
        onInput={(e) => props.onChange(num(e))}
      />
    </label>
  );
}

/** How many rookies of each roster position, with its fee and maximum. */
export function PositionCounts(props: {
  rosterId: RosterId;
  legend: string;
  counts: Record<string, number>;
  onChange(positionId: string, count: number): void;
}) {
  const { rosterId } = props;
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {getRoster(rosterId).positions.map((p) => (
        <label key={p.id} class="count">
          <span>
            {lt('draft.position', { position: positionName(rosterId, p.id), cost: gold(p.cost), max: p.max })}
          </span>
          <input
            type="number"
            min={0}
            max={16}
            data-position={p.id}
            value={props.counts[p.id] ?? 0}
            onInput={(e) => props.onChange(p.id, num(e))}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** Team re-rolls, the Apothecary (where the roster allows one), Assistant Coaches and Cheerleaders, at their price. */
export function StaffFields(props: {
  rosterId: RosterId;
  value: StaffCounts;
  onChange<K extends keyof StaffCounts>(key: K, value: StaffCounts[K]): void;
}) {
  const roster = getRoster(props.rosterId);
  const { value, onChange } = props;
  return (
    <>
      <CountField
        label={lt('draft.rerolls', { cost: gold(roster.rerollCost) })}
        value={value.rerolls}
        max={roster.maxRerolls}
        field="rerolls"
        onChange={(n) => onChange('rerolls', n)}
      />
      {roster.apothecary && (
        <label class="checkbox">
          <input
            type="checkbox"
            data-field="apothecary"
            checked={value.apothecary}
            onChange={(e) => onChange('apothecary', (e.target as HTMLInputElement).checked)}
          />
          {lt('draft.apothecary', { cost: gold(DRAFT.apothecaryCost) })}
        </label>
      )}
      <CountField
        label={lt('draft.coaches', { cost: gold(DRAFT.assistantCoachCost) })}
        value={value.assistantCoaches}
        max={DRAFT.maxAssistantCoaches}
        field="assistant-coaches"
        onChange={(n) => onChange('assistantCoaches', n)}
      />
      <CountField
        label={lt('draft.cheerleaders', { cost: gold(DRAFT.cheerleaderCost) })}
        value={value.cheerleaders}
        max={DRAFT.maxCheerleaders}
        field="cheerleaders"
        onChange={(n) => onChange('cheerleaders', n)}
      />
    </>
  );
}

/** The Team Captain by shirt number, among `players` (rosters with the Team Captain rule). */
export function CaptainSelect(props: {
  value: number | null;
  players: { number: number; label: string }[];
  onChange(number: number | null): void;
}) {
  return (
    <label>
      {lt('draft.captain')}
      <select
        data-field="captain"
        value={props.value ?? ''}
        onChange={(e) => {
          const v = (e.target as HTMLSelectElement).value;
          props.onChange(v ? Number(v) : null);
        }}
      >
        <option value="">{lt('none')}</option>
        {props.players.map((p) => (
          <option key={p.number} value={p.number}>
            #{p.number} {p.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every problem the server found, each in the coach's language. */
export function ProblemList(props: { title: string; problems: DraftProblem[] }) {
  if (props.problems.length === 0) return null;
  return (
    <div class="problems" role="alert">
      <p>{props.title}</p>
      <ul>
        {props.problems.map((p, i) => (
          <li key={i} data-problem={p.code}>
            {problemText(p)}
          </li>
        ))}
      </ul>
    </div>
  );
}
