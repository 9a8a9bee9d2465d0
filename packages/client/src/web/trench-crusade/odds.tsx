import { kindName } from './battlefield.js';
import type { AttackOdds, TargetAid, TrenchState } from './view.js';
import { percent, term, w } from './words.js';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The ±DICE of a roll by source, e.g. "+1 DICE long range, −1 DICE cover". */
function diceText(mods: AttackOdds['hitDice']): string {
  const shown = mods.filter((m) => m.value !== 0);
  return shown.length === 0 ? w('odds.none') : shown.map((m) => `${signed(m.value)} ${m.source}`).join(', ');
}

/** Sight from the active model to one enemy: seen or not, in cover (and of what), from higher ground. */
export function sightText(s: TrenchState, aid: TargetAid): string {
  const parts = [aid.visible ? (aid.fully ? w('sight.clear') : w('sight.partial')) : w('sight.none')];
  if (aid.cover) {
    const piece = s.battlefield.terrain.find((p) => p.id === aid.cover);
    parts.push(w('sight.cover', { piece: piece ? kindName(piece.kind) : aid.cover }));
  }
  if (aid.elevated) parts.push(w('sight.elevated'));
  return `${w('distance', { d: aid.distance.toFixed(1) })} · ${parts.join(' · ')}`;
}

/** One attack's odds the way Blood Bowl shows block odds: chance to hit, then Down and Out of Action. */
export function OddsLine(props: { odds: AttackOdds }) {
  const o = props.odds;
  return (
    <span class="attack-odds" data-hit={o.hit.toFixed(4)} data-ooa={o.result['out-of-action'].toFixed(4)}>
      {o.attacks > 1 && `${w('odds.attacks', { n: o.attacks })} `}
      {w('odds.hit', { p: percent(o.hit), dice: diceText(o.hitDice) })}
      {o.critical > 0 && ` · ${w('odds.critical', { p: percent(o.critical) })}`}
      <br />
      {w('odds.result', {
        down: term('down'),
        pdown: percent(o.result.down),
        ooa: term('outOfAction'),
        pooa: percent(o.result['out-of-action']),
        minor: term('minorHit'),
        pminor: percent(o.result['minor-hit']),
      })}
      {o.reachesTarget < 1 && (
        <>
          <br />
          {`${term('shootingIntoMelee')}: ${w('odds.reaches', { p: percent(o.reachesTarget) })}`}
        </>
      )}
    </span>
  );
}

/** Every enemy the chosen weapon can attack, with its sight and the odds; click one to attack it. */
export function AttackPanel(props: {
  state: TrenchState;
  kind: 'shoot' | 'melee';
  weapon: number;
  targets: readonly TargetAid[];
  hovered: string | null;
  hover(id: string | null): void;
  attack(target: string): void;
}) {
  const rows = props.targets
    .map((t) => ({
      t,
      odds: (props.kind === 'shoot' ? t.ranged : t.melee).find((x) => x.weapon === props.weapon)?.odds,
    }))
    .filter((x) => x.odds !== undefined);
  return (
    <div class="block-odds trench-odds">
      <h3>{w('odds.title')}</h3>
      <p class="muted">{w('click.target')}</p>
      <ul>
        {rows.map(({ t, odds }) => (
          <li
            key={t.model}
            class={`attacker ${props.hovered === t.model ? 'hovered' : ''}`}
            data-odds={t.model}
            onMouseEnter={() => props.hover(t.model)}
            onMouseLeave={() => props.hover(null)}
          >
            <strong>{props.state.models[t.model]?.name}</strong>{' '}
            <span class="muted">{sightText(props.state, t)}</span>
            <br />
            <OddsLine odds={odds!} />
            <br />
            <button
              type="button"
              data-command="attack"
              data-target={t.model}
              onClick={() => props.attack(t.model)}
            >
              {w('fire', { target: props.state.models[t.model]?.name ?? t.model })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
