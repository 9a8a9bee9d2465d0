import { FACTIONS, readyMade, validateWarband, type WarbandSheet } from '@dugout/trench-crusade';
import { useMemo, useState } from 'preact/hooks';
import { itemName } from './controls.js';
import { term, w } from './words.js';

type FactionId = keyof typeof FACTIONS;
type SheetModel = WarbandSheet['models'][number];

const START: Record<FactionId, string> = {
  'new-antioch': 'new-antioch-example',
  'heretic-legion': 'heretic-legion-example',
};

/**
 * The warband builder: a faction's models and its armoury, checked as it is built by the same
 * `validateWarband` the server runs (every problem at once, with the ducats spent).
 */
export function WarbandBuilder(props: { value: WarbandSheet | null; onChange(sheet: WarbandSheet): void }) {
  const [sheet, setSheet] = useState<WarbandSheet>(
    () => props.value ?? readyMade(START['new-antioch'] as never),
  );
  const faction = (sheet.faction in FACTIONS ? sheet.faction : 'new-antioch') as FactionId;
  const list = FACTIONS[faction];
  const checked = useMemo(() => validateWarband(sheet), [sheet]);
  const update = (next: WarbandSheet) => {
    setSheet(next);
    props.onChange(next);
  };
  const setModel = (i: number, m: SheetModel) =>
    update({ ...sheet, models: sheet.models.map((x, j) => (j === i ? m : x)) });
  const armoury = Object.keys(list.armoury).sort();
  return (
    <fieldset class="warband-builder" data-builder={faction}>
      <label>
        {w('builder.faction')}{' '}
        <select
          value={faction}
          onChange={(e) =>
            update(readyMade(START[(e.target as HTMLSelectElement).value as FactionId] as never))
          }
        >
          <option value="new-antioch">{term('newAntioch')}</option>
          <option value="heretic-legion">{term('hereticLegion')}</option>
        </select>
      </label>{' '}
      <label>
        {w('builder.name')}{' '}
        <input
          type="text"
          value={sheet.name}
          onInput={(e) => update({ ...sheet, name: (e.target as HTMLInputElement).value })}
        />
      </label>
      <ol class="builder-models">
        {sheet.models.map((m, i) => (
          <li key={i} data-builder-model={m.type}>
            <b>{list.models[m.type]?.name ?? m.type}</b>{' '}
            <span class="muted">{(m.items ?? []).map(itemName).join(', ')}</span>{' '}
            <select
              aria-label={w('builder.items')}
              value=""
              onChange={(e) => {
                const item = (e.target as HTMLSelectElement).value;
                if (item) setModel(i, { ...m, items: [...(m.items ?? []), item] });
              }}
            >
              <option value="">{`+ ${w('builder.items')}`}</option>
              {armoury.map((id) => (
                <option key={id} value={id}>
                  {`${itemName(id)} (${list.armoury[id as keyof typeof list.armoury]?.cost})`}
                </option>
              ))}
            </select>{' '}
            {(m.items ?? []).length > 0 && (
              <button
                type="button"
                class="link-dark"
                onClick={() => setModel(i, { ...m, items: (m.items ?? []).slice(0, -1) })}
              >
                {`− ${itemName((m.items ?? []).at(-1))}`}
              </button>
            )}{' '}
            <button
              type="button"
              class="link-dark"
              onClick={() => update({ ...sheet, models: sheet.models.filter((_, j) => j !== i) })}
            >
              {w('builder.remove')}
            </button>
          </li>
        ))}
      </ol>
      <label>
        {w('builder.add')}{' '}
        <select
          value=""
          data-builder-add
          onChange={(e) => {
            const type = (e.target as HTMLSelectElement).value;
            if (type) update({ ...sheet, models: [...sheet.models, { type, items: [] }] });
          }}
        >
          <option value="">…</option>
          {Object.entries(list.models).map(([id, p]) => (
            <option key={id} value={id}>
              {`${p.name} (${p.cost} ${p.currency === 'glory' ? term('gloryPoints') : term('ducats')})`}
            </option>
          ))}
        </select>
      </label>
      {checked.ok ? (
        <p class="ok" data-builder-ok>
          {w('builder.cost', { ducats: checked.warband.cost.ducats })}
        </p>
      ) : (
        <ul class="error" data-builder-problems={checked.problems.length}>
          {checked.problems.map((p, i) => (
            <li key={i}>{`${p.path ? `${p.path}: ` : ''}${p.message}`}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
