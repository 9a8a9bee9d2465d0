import { t } from '../i18n/index.js';

/** The server's limits (`matches/schemas.ts` InducementsField): multiples of 5k, at most 2M. */
const STEP_K = 5;
const MAX_K = 2_000;

/**
 * A Blood Bowl table's inducement budget (issue 16): what each coach may spend at the inducement step,
 * typed in thousands of gold; 0 means a match without inducements. The browser refuses to submit a figure
 * off the 5k steps or over 2M, naming the field.
 */
export function InducementBudget(props: { value: number; onChange(gold: number): void }) {
  return (
    <label>
      {t('lobby.new.inducements')}{' '}
      <input
        type="number"
        name="inducement-budget"
        min={0}
        max={MAX_K}
        step={STEP_K}
        value={props.value / 1000}
        onInput={(e) => props.onChange(Math.round(Number((e.target as HTMLInputElement).value) * 1000) || 0)}
      />
    </label>
  );
}
