import type { FixtureView, PurchaseView } from '../../league-protocol.js';
import { isMessageKey, t } from '../i18n/index.js';
import { positionName } from '../i18n/names/index.js';
import { skillText } from './format.js';
import { gold, lt } from './i18n.js';

/** The item's name in the coach's language (the match screen's names); an unknown id as it is. */
function itemName(p: PurchaseView, rosterId: string): string {
  const key = `inducement.${p.item}`;
  const name = isMessageKey(key) ? t(key) : p.item;
  if (p.starName) return lt('purchases.detail', { item: name, detail: p.starName });
  if (p.position) {
    const hired = [positionName(rosterId, p.position), ...(p.skill ? [skillText({ id: p.skill })] : [])];
    return lt('purchases.detail', { item: name, detail: hired.join(' + ') });
  }
  return name;
}

/** Where a purchase's gold came from: petty cash, the Treasury, or both (petty cash is spent first). */
function paidFrom(p: PurchaseView): string {
  if (p.treasury === 0) return lt('purchases.from.petty-cash');
  if (p.pettyCash === 0) return lt('purchases.from.treasury');
  return lt('purchases.from.both', { pettyCash: gold(p.pettyCash), treasury: gold(p.treasury) });
}

/**
 * What `teamId` bought for one league match (§3.18): each item with its price and what paid for it, then
 * the totals and the petty cash lost. Nothing for a match without an inducement step for this team.
 */
export function MatchPurchases(props: { fixture: FixtureView; teamId: string; rosterId: string }) {
  const f = props.fixture;
  const side = f.home.id === props.teamId ? 'home' : 'away';
  const ind = f.inducements?.[side];
  if (!ind) return null;
  return (
    <div class="purchases" data-purchases={side}>
      <span class="muted">{lt('purchases.title')}</span>{' '}
      {ind.bought.length === 0 ? (
        <span data-purchase="none">{lt('purchases.none')}</span>
      ) : (
        <ul>
          {ind.bought.map((p, i) => (
            <li key={i} data-purchase={p.item}>
              {lt('purchases.item', {
                item: itemName(p, props.rosterId),
                cost: gold(p.cost),
                from: paidFrom(p),
              })}
            </li>
          ))}
        </ul>
      )}
      {(ind.bought.length > 0 || ind.lost > 0) && (
        <span class="muted" data-purchase-totals>
          {lt('purchases.totals', {
            pettyCash: gold(ind.pettyCash),
            treasury: gold(ind.treasury),
            lost: gold(ind.lost),
          })}
        </span>
      )}
    </div>
  );
}
