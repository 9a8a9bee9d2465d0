/** The board's display options (issue 21 item 5): the Tackle Zone overlay and the heat map, remembered. */
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.js';

export interface BoardOptions {
  tackleZones: boolean;
  heatMap: boolean;
}

const STORAGE_KEY = 'dugout.board-options';
const LABELS = { tackleZones: 'match.view.tackle-zones', heatMap: 'match.view.heat-map' } as const;

/** The saved options; off when nothing (or something unreadable) is saved. */
export function loadBoardOptions(): BoardOptions {
  let saved: Partial<Record<keyof BoardOptions, unknown>> | null = null;
  try {
    saved = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    // Storage refused, or a value from elsewhere: the defaults.
  }
  return { tackleZones: saved?.tackleZones === true, heatMap: saved?.heatMap === true };
}

export function useBoardOptions(): [BoardOptions, (o: BoardOptions) => void] {
  const [options, setOptions] = useState(loadBoardOptions);
  const set = (o: BoardOptions) => {
    setOptions(o);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(o));
    } catch {
      // Not remembered (a private window): still applied on this page.
    }
  };
  return [options, set];
}

export function BoardOptionsBar(props: { options: BoardOptions; onChange(o: BoardOptions): void }) {
  return (
    <div class="board-options">
      {(Object.keys(LABELS) as (keyof BoardOptions)[]).map((k) => (
        <label key={k}>
          <input
            type="checkbox"
            name={k}
            checked={props.options[k]}
            onChange={(e) =>
              props.onChange({ ...props.options, [k]: (e.target as HTMLInputElement).checked })
            }
          />{' '}
          {t(LABELS[k])}
        </label>
      ))}
    </div>
  );
}
