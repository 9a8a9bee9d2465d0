import {
  type Command,
  commandKey,
  type Decision,
  type InducingSide,
  type MatchState,
  type Purchase,
  type Side,
} from '@dugout/rules';
import type { ComponentType } from 'preact';
import { formatNumber, t } from '../i18n/index.js';
import { lazyComponent } from '../lazy.js';
import { term } from './describe-event.js';
import { inducementChoiceLabel } from './inducement-labels.js';
import { teamName } from './names.js';
import { playerPosition } from './player-position.js';

const SIDES = ['home', 'away'] as const;

/** Each edition's rule lines beside its list, loaded on first use (BB2025's items are named only). */
const LIST_RULES: Readonly<Record<MatchState['edition'], ComponentType | null>> = {
  bb2025: null,
  classic: lazyComponent(
    () => import('./classic-inducement-rules.js').then((m) => m.ClassicInducementRules),
    () => null,
  ),
};
const gold = (gp: number): string => `${formatNumber(gp / 1000)}k`;

/** What the server withholds of the other side while both buy (`games/blood-bowl/inducement-secrecy.ts`). */
const withheld = (side: InducingSide): boolean => (side as { withheld?: boolean }).withheld === true;

/** A purchase as the list says it: the item, and which Star or Mercenary. */
function purchaseName(s: MatchState, b: Purchase): string {
  const players = (b.players ?? []).flatMap((id) => s.players.filter((p) => p.id === id));
  const who = players.map((p) => playerPosition(s, p)).join(' & ');
  // A Mercenary already says it ("Mercenary Lineman"); a Star is named after the item.
  if (who && b.item === 'mercenary') return who;
  return who ? `${term('inducement', b.item)}: ${who}` : term('inducement', b.item);
}

type Group = 'common' | 'stars' | 'mercenaries';
const groupOf = (choice: string): Group =>
  choice.startsWith('buy:star-player:')
    ? 'stars'
    : choice.startsWith('buy:mercenary:')
      ? 'mercenaries'
      : 'common';

function Offers(props: { state: MatchState; decision: Decision; send(c: Command): void }) {
  const { state: s, decision: d } = props;
  const bought = s.inducements?.sides[d.team].bought ?? [];
  const choices = d.options.flatMap((o) => (o.type === 'choose' ? [o.choice] : []));
  // How many of an item the team has and may have (the limits come with the decision).
  const owned = (item: string) => {
    const max = d.limits?.[item];
    const count = bought.filter((b) => b.item === item).length;
    return max === undefined ? null : <small> · {t('inducements.owned', { count, max })}</small>;
  };
  const button = (choice: string) => (
    <button
      type="button"
      key={choice}
      class="option"
      data-choice={choice}
      data-key={commandKey({ type: 'choose', choice })}
      onClick={() => props.send({ type: 'choose', choice })}
    >
      {inducementChoiceLabel(s, d, choice)}
      {groupOf(choice) === 'common' && owned(choice.split(':')[1] ?? '')}
    </button>
  );
  return (
    <div class="inducement-offers">
      {(['common', 'stars', 'mercenaries'] as const).map((group) => {
        const inGroup = choices.filter((c) => groupOf(c) === group);
        if (inGroup.length === 0) return null;
        const title = t(`inducements.${group}`);
        return group === 'common' ? (
          <div key={group} class="options" data-group={group}>
            <h4>{title}</h4>
            {inGroup.map(button)}
          </div>
        ) : (
          <details key={group} data-group={group}>
            <summary>
              {title} ({inGroup.length}){owned(group === 'stars' ? 'star-player' : 'mercenary')}
            </summary>
            <div class="options">{inGroup.map(button)}</div>
          </details>
        );
      })}
      <p class="muted hint">{t('inducements.hint')}</p>
      <div class="options">
        <button
          type="button"
          class="primary"
          data-command="done"
          data-key={commandKey({ type: 'done' })}
          onClick={() => props.send({ type: 'done' })}
        >
          {t('command.done')}
        </button>
      </div>
    </div>
  );
}

/**
 * The pre-match inducement screen (issue 16): each team's CTV, petty cash, Treasury or budget
 * offered, what it spent and has left, what it bought; and for the coach buying now, the purchases on
 * offer grouped with their prices. The other side's purchases arrive only when both are done.
 */
export function InducementPanel(props: { state: MatchState; mine: boolean; send(c: Command): void }) {
  const s = props.state;
  const ind = s.inducements;
  if (!ind) return null;
  const d = s.decision;
  const Rules = LIST_RULES[s.edition];
  const row = (label: string, value: (side: Side) => string) => (
    <tr>
      <th scope="row">{label}</th>
      {SIDES.map((side) => (
        <td key={side}>{value(side)}</td>
      ))}
    </tr>
  );
  const spent = (x: InducingSide) => x.spentPettyCash + x.spentTreasury;
  const hidden = (side: Side, shown: (x: InducingSide) => string) =>
    withheld(ind.sides[side]) ? '—' : shown(ind.sides[side]);
  return (
    <section class="inducements" data-testid="inducements">
      <h3>{t('inducements.title')}</h3>
      <table>
        <thead>
          <tr>
            <th />
            {SIDES.map((side) => (
              <th key={side} scope="col">
                {teamName(s.teams[side])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ind.ctv && row(t('inducements.ctv'), (side) => gold(ind.ctv?.[side] ?? 0))}
          {ind.mode === 'league' &&
            row(t('inducements.petty-cash'), (side) => gold(ind.sides[side].pettyCash))}
          {row(t(ind.mode === 'league' ? 'inducements.treasury' : 'inducements.budget'), (side) =>
            gold(ind.sides[side].treasury),
          )}
          {row(t('inducements.spent'), (side) => hidden(side, (x) => gold(spent(x))))}
          {row(t('inducements.left'), (side) =>
            hidden(side, (x) => gold(x.pettyCash + x.treasury - spent(x))),
          )}
        </tbody>
      </table>
      {SIDES.map((side) => {
        const x = ind.sides[side];
        return (
          <div key={side} class="bought" data-bought={side}>
            <h4>{teamName(s.teams[side])}</h4>
            {withheld(x) ? (
              <p class="muted">{t('inducements.withheld')}</p>
            ) : x.bought.length === 0 ? (
              <p class="muted">{t('inducements.none')}</p>
            ) : (
              <ul>
                {x.bought.map((b, i) => (
                  <li key={i}>
                    {purchaseName(s, b)} ({gold(b.cost)})
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {props.mine && d?.kind === 'inducements' && <Offers state={s} decision={d} send={props.send} />}
      {Rules && <Rules />}
    </section>
  );
}
