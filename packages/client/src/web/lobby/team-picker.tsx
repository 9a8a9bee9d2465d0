import { isRosterId, ROSTER_IDS, type RosterId } from '@dugout/rules/data';
import { useMemo, useState } from 'preact/hooks';
import type { TeamChoice } from '../../protocol.js';
import { currentLocale, t } from '../i18n/index.js';
import { rosterName } from '../i18n/names/index.js';
import { lazyComponent } from '../lazy.js';
import { unnamedTeamName } from '../match/names.js';

function useRosters() {
  return useMemo(
    () =>
      ROSTER_IDS.map((id) => ({ id, name: rosterName(id) })).sort((a, b) =>
        a.name.localeCompare(b.name, currentLocale()),
      ),
    [currentLocale()],
  );
}

export function RosterSelect(props: { label: string; value: RosterId; onChange(id: RosterId): void }) {
  const rosters = useRosters();
  return (
    <label>
      {props.label}{' '}
      <select
        value={props.value}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value as RosterId)}
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

const rosterChoice = (roster: RosterId, name: string): TeamChoice =>
  name.trim() ? { roster, name: name.trim() } : { roster };

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
  if (typeof roster !== 'string' || !isRosterId(roster)) return name ?? '';
  return name ? t('lobby.table.team', { team: name, roster: rosterName(roster) }) : unnamedTeamName(roster);
}

/** A roster (auto-built team) or a pasted team sheet (JSON). */
export function TeamPicker(props: { value: TeamChoice; onChange(team: TeamChoice): void; id: string }) {
  const [mode, setMode] = useState<'roster' | 'sheet'>('roster');
  const [roster, setRoster] = useState<RosterId>('human');
  const [sheet, setSheet] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
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
            props.onChange(rosterChoice(roster, name));
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
            value={roster}
            onChange={(id) => {
              setRoster(id);
              props.onChange(rosterChoice(id, name));
            }}
          />
          <TeamPreview roster={roster} />
          <label>
            {t('lobby.team.name')}{' '}
            <input
              type="text"
              value={name}
              maxLength={60}
              onInput={(e) => {
                const next = (e.target as HTMLInputElement).value;
                setName(next);
                props.onChange(rosterChoice(roster, next));
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
