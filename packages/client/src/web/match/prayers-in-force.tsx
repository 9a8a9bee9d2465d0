import type { MatchState, Side } from '@dugout/rules';
import { t } from '../i18n/index.js';
import { term } from './describe-event.js';

/** Issue 16: the Prayers to Nuffle in force for a side, beside its score. */
export function PrayersInForce(props: { state: MatchState; side: Side }) {
  const prayers = props.state.inducements?.prayers[props.side] ?? [];
  if (prayers.length === 0) return null;
  return (
    <span class="prayers" data-prayers={props.side} title={t('inducements.prayers')}>
      {prayers.map((p) => term('prayer', p)).join(' · ')}
    </span>
  );
}
