import { currentLocale, type Locale } from '../i18n/index.js';
import {
  type ClassicInducementKey,
  type ClassicInducementMessages,
  classicInducementsEn,
} from './classic-inducements/en.js';
import { LRB6_ITEMS } from './classic-inducements/items.js';
import { classicInducementsJa } from './classic-inducements/ja.js';
import { classicInducementsKo } from './classic-inducements/ko.js';
import { term } from './describe-event.js';

const MESSAGES: Readonly<Record<Locale, ClassicInducementMessages>> = {
  en: classicInducementsEn,
  ko: classicInducementsKo,
  ja: classicInducementsJa,
};

const ct = (key: ClassicInducementKey): string => MESSAGES[currentLocale()][key];

/**
 * A classic match's inducement screen: how the LRB6 purse works and each LRB6 item's short rule, named as
 * the offers name it. Loaded as its own chunk, only in classic matches (`inducement-panel.tsx`).
 */
export function ClassicInducementRules() {
  return (
    <details class="inducement-rules" data-testid="classic-inducement-rules">
      <summary>{ct('classic-inducements.title')}</summary>
      <p class="muted">{ct('classic-inducements.purse')}</p>
      <dl>
        {LRB6_ITEMS.map((item) => (
          <div key={item} data-item={item}>
            <dt>{term('inducement', item)}</dt>
            <dd>{ct(`classic-inducements.${item}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
