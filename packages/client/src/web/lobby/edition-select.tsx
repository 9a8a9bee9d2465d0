import { EDITION_IDS, type EditionId } from '@dugout/rules/data';
import { t } from '../i18n/index.js';

/** The edition a Blood Bowl table's options name (`{ edition }`, the server's default BB2025). */
export const tableEdition = (options: unknown): EditionId =>
  (options as { edition?: EditionId } | null)?.edition === 'classic' ? 'classic' : 'bb2025';

/** The rules a new Blood Bowl table, challenge or bot match plays (issue 18): BB2025 or Classic (LRB6). */
export function EditionSelect(props: { value: EditionId; onChange(edition: EditionId): void }) {
  return (
    <label>
      {t('lobby.edition')}{' '}
      <select
        data-field="edition"
        value={props.value}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value as EditionId)}
      >
        {EDITION_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`lobby.edition.${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
