import { t } from '../i18n/index.js';

/** A Blood Bound table's options (the server's `games/blood-bound` schema), as the new-table form sets them. */
export interface BloodBoundTableOptions {
  bots?: 'reasoning' | 'random';
  interventionSeconds?: number;
  firstPlayer?: string;
}

const WINDOWS = [10, 20, 30, 60, 120] as const;

/** Controls for a Blood Bound table's options instead of JSON: the bots, the intervention window, who starts. */
export function BloodBoundOptions(props: {
  value: BloodBoundTableOptions;
  seats: readonly string[];
  onChange(next: BloodBoundTableOptions): void;
}) {
  const { value } = props;
  const set = (patch: BloodBoundTableOptions) => {
    const next = { ...value, ...patch };
    for (const k of Object.keys(next) as (keyof BloodBoundTableOptions)[])
      if (next[k] === undefined) delete next[k];
    props.onChange(next);
  };
  return (
    <>
      <label>
        {t('lobby.bb.bots')}{' '}
        <select
          value={value.bots ?? 'reasoning'}
          onChange={(e) => set({ bots: (e.target as HTMLSelectElement).value as 'reasoning' | 'random' })}
        >
          <option value="reasoning">{t('lobby.bb.bots.reasoning')}</option>
          <option value="random">{t('lobby.bb.bots.random')}</option>
        </select>
      </label>
      <label>
        {t('lobby.bb.window')}{' '}
        <select
          value={String(value.interventionSeconds ?? 20)}
          onChange={(e) => set({ interventionSeconds: Number((e.target as HTMLSelectElement).value) })}
        >
          {WINDOWS.map((s) => (
            <option key={s} value={String(s)}>
              {t('lobby.bb.seconds', { seconds: s })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('lobby.bb.first')}{' '}
        <select
          value={value.firstPlayer ?? ''}
          onChange={(e) => set({ firstPlayer: (e.target as HTMLSelectElement).value || undefined })}
        >
          <option value="">{t('lobby.bb.first.random')}</option>
          {props.seats.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
