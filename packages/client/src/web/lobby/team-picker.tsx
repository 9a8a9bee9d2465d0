import {
  CLASSIC_ROSTER_IDS,
  type EditionId,
  isClassicRosterId,
  isRosterId,
  ROSTER_IDS,
} from '@dugout/rules/data';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { TeamChoice } from '../../protocol.js';
import { currentLocale, t } from '../i18n/index.js';
import { rosterName } from '../i18n/names/index.js';
import { lazyComponent } from '../lazy.js';

/** Each edition's rosters (issue 18: a classic table offers the 24 LRB6 rosters). */
const ROSTERS_OF: Readonly<Record<EditionId, readonly string[]>> = {
  bb2025: ROSTER_IDS,
  classic: CLASSIC_ROSTER_IDS,
};

/** A roster of `edition`: the one given if that edition has it, else the edition's first. */
export const rosterIn = (edition: EditionId, roster: string): string =>
  ROSTERS_OF[edition].includes(roster) ? roster : (ROSTERS_OF[edition][0] as string);

function useRosters(edition: EditionId) {
  return useMemo(
    () =>
      ROSTERS_OF[edition]
        .map((id) => ({ id, name: rosterName(id, currentLocale(), edition) }))
        .sort((a, b) => a.name.localeCompare(b.name, currentLocale())),
    [currentLocale(), edition],
  );
}

export function RosterSelect(props: {
  label: string;
  value: string;
  onChange(id: string): void;
  /** Whose rosters to offer; BB2025 when left out. */
  edition?: EditionId;
}) {
  const edition = props.edition ?? 'bb2025';
  const rosters = useRosters(edition);
  return (
    <label>
      {props.label}{' '}
      <select
        data-rosters={edition}
        value={props.value}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value)}
      >
        {rosters.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}

// The starting-team preview needs the roster builder, which brings most of the rules engine: a chunk of its
// own, so the lobby's first paint does not carry the engine (issue 7's budget).
const TeamPreview = lazyComponent(
  () => import('./team-preview.js').then((m) => m.TeamPreview),
  () => null,
);

const rosterChoice = (roster: string, name: string, edition: EditionId): TeamChoice => ({
  roster,
  edition,
  ...(name.trim() ? { name: name.trim() } : {}),
});

/** A team a seat brings, in words: its name and roster, or the roster's starting team. */
export function teamChoiceText(choice: unknown): string {
  const c = (choice ?? {}) as {
    roster?: unknown;
    name?: unknown;
    sheet?: { name?: unknown; rosterId?: unknown };
  };
  const roster = typeof c.roster === 'string' ? c.roster : c.sheet?.rosterId;
  const name =
    typeof c.name === 'string' ? c.name : typeof c.sheet?.name === 'string' ? c.sheet.name : undefined;
  const edition: EditionId =
    (c as { edition?: unknown }).edition === 'classic' ||
    (c.sheet as { edition?: unknown } | undefined)?.edition === 'classic'
      ? 'classic'
      : 'bb2025';
  const known = edition === 'classic' ? isClassicRosterId(roster) : isRosterId(roster);
  if (typeof roster !== 'string' || !known) return name ?? '';
  const team = rosterName(roster, currentLocale(), edition);
  return name ? t('lobby.table.team', { team: name, roster: team }) : t('team.unnamed', { roster: team });
}

/** A roster of the table's edition (auto-built team) or a pasted team sheet (JSON). */
export function TeamPicker(props: {
  value: TeamChoice;
  onChange(team: TeamChoice): void;
  id: string;
  edition: EditionId;
}) {
  const { edition } = props;
  const [mode, setMode] = useState<'roster' | 'sheet'>('roster');
  const [picked, setRoster] = useState('human');
  // Another edition's rosters: keep the roster if that edition has it (Human, Orc …), else its first.
  const roster = rosterIn(edition, picked);
  const [sheet, setSheet] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (mode === 'roster') props.onChange(rosterChoice(roster, name, edition));
  }, [edition]);
  return (
    <fieldset class="team-picker">
      <legend>{t('lobby.team')}</legend>
      <label class="checkbox">
        <input
          type="radio"
          name={`${props.id}-mode`}
          checked={mode === 'roster'}
          onChange={() => {
            setMode('roster');
            props.onChange(rosterChoice(roster, name, edition));
          }}
        />
        {t('lobby.team.roster')}
      </label>
      <label class="checkbox">
        <input
          type="radio"
          name={`${props.id}-mode`}
          checked={mode === 'sheet'}
          onChange={() => setMode('sheet')}
        />
        {t('lobby.team.sheet')}
      </label>
      {mode === 'roster' ? (
        <>
          <RosterSelect
            label={t('lobby.team.roster.label')}
            edition={edition}
            value={roster}
            onChange={(id) => {
              setRoster(id);
              props.onChange(rosterChoice(id, name, edition));
            }}
          />
          <TeamPreview roster={roster} edition={edition} />
          <label>
            {t('lobby.team.name')}{' '}
            <input
              type="text"
              value={name}
              maxLength={60}
              onInput={(e) => {
                const next = (e.target as HTMLInputElement).value;
                setName(next);
                props.onChange(rosterChoice(roster, next, edition));
              }}
            />
          </label>
        </>
      ) : (
        <label>
          {t('lobby.team.sheet.label')}
          <textarea
            rows={5}
            value={sheet}
            onInput={(e) => {
              const text = (e.target as HTMLTextAreaElement).value;
              setSheet(text);
              try {
                props.onChange({ sheet: JSON.parse(text) as unknown });
                setProblem(null);
              } catch {
                setProblem(t('lobby.team.sheet.invalid'));
              }
            }}
          />
          {problem && <span class="error">{problem}</span>}
        </label>
      )}
    </fieldset>
  );
}
