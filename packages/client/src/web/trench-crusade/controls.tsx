import { useState } from 'preact/hooks';
import type { Option, ReachMode, TrenchState } from './view.js';
import { term, w } from './words.js';

/** An item id as a name: 'bolt-action-rifle' → 'Bolt action rifle'. */
export const itemName = (id: string | undefined) =>
  id ? id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ') : w('unarmed');

export const weaponName = (s: TrenchState, model: string, weapon: number) =>
  weapon < 0 ? w('unarmed') : itemName(s.models[model]?.items[weapon]);

export type Mode = ReachMode | 'shoot' | 'melee' | null;

const MOVE_TERM = { move: 'move', dash: 'dash', retreat: 'retreat', charge: 'charge' } as const;

/** The buttons of the active model's Activation, one per ACTION it may take now. */
export function ActivationButtons(props: {
  state: TrenchState;
  options: readonly Option[];
  mode: Mode;
  weapon: number | null;
  setMode(mode: Mode, weapon?: number | null): void;
  send(command: unknown): void;
}) {
  const s = props.state;
  const out = [];
  for (const o of props.options) {
    switch (o.type) {
      case 'stand':
        out.push(
          <button
            key="stand"
            type="button"
            data-command="stand"
            onClick={() => props.send({ type: 'stand', model: o.model })}
          >
            {term('stand')} {o.risky ? w('risky') : ''}
          </button>,
        );
        break;
      case 'move':
      case 'dash':
      case 'retreat':
      case 'charge':
        out.push(
          <button
            key={o.type}
            type="button"
            data-command={o.type}
            class={props.mode === o.type ? 'primary' : ''}
            aria-pressed={props.mode === o.type}
            onClick={() => props.setMode(props.mode === o.type ? null : o.type)}
          >
            {term(MOVE_TERM[o.type])}
            {'risky' in o && o.risky ? ` ${w('risky')}` : ''}
          </button>,
        );
        break;
      case 'shoot':
        for (const wpn of o.weapons)
          out.push(
            <button
              key={`shoot-${wpn.weapon}`}
              type="button"
              data-command="shoot"
              data-weapon={wpn.weapon}
              class={props.mode === 'shoot' && props.weapon === wpn.weapon ? 'primary' : ''}
              onClick={() => props.setMode('shoot', wpn.weapon)}
            >
              {`${term('rangedAttack')}: ${weaponName(s, o.model, wpn.weapon)}`}
            </button>,
          );
        break;
      case 'melee':
        for (const wpn of o.weapons)
          out.push(
            <button
              key={`melee-${wpn.weapon}-${wpn.offHand}`}
              type="button"
              data-command="melee"
              data-weapon={wpn.weapon}
              class={props.mode === 'melee' && props.weapon === wpn.weapon ? 'primary' : ''}
              onClick={() => props.setMode('melee', wpn.weapon)}
            >
              {`${term('meleeAttack')}: ${weaponName(s, o.model, wpn.weapon)}${wpn.offHand ? ` (${term('offHandWeapon')})` : ''}`}
            </button>,
          );
        break;
      case 'ability':
        if (o.targets.length === 0)
          out.push(
            <button
              key={`ability-${o.ability}`}
              type="button"
              data-command="ability"
              onClick={() => props.send({ type: 'ability', model: o.model, ability: o.ability })}
            >
              {w(`ability.${o.ability}`)}
            </button>,
          );
        for (const t of o.targets)
          for (const use of t.uses)
            out.push(
              <button
                key={`ability-${o.ability}-${t.model}-${use}`}
                type="button"
                data-command="ability"
                onClick={() =>
                  props.send({ type: 'ability', model: o.model, ability: o.ability, target: t.model, use })
                }
              >
                {`${w(`ability.${o.ability}`)}: ${s.models[t.model]?.name ?? t.model} (${use === 'stand' ? term('stand') : term('bloodMarker')})`}
              </button>,
            );
        break;
      case 'end-activation':
        out.push(
          <button
            key="end"
            type="button"
            class="secondary"
            data-command="end-activation"
            onClick={() => props.send({ type: 'end-activation', model: o.model })}
          >
            {w('end-activation')}
          </button>,
        );
        break;
      default:
        break;
    }
  }
  return <div class="options trench-actions">{out}</div>;
}

/** The opponent's BLOOD MARKERS on a roll: how many to spend on each, and a Bloodbath where one is possible. */
export function SpendBlood(props: {
  state: TrenchState;
  option: Extract<Option, { type: 'spend-blood' }>;
  send(command: unknown): void;
}) {
  const rolls = props.option.rolls;
  const [markers, setMarkers] = useState<number[]>(() => rolls.map(() => 0));
  const [bath, setBath] = useState<boolean[]>(() => rolls.map(() => false));
  return (
    <div class="spend-blood" data-wait="spend-blood">
      <h3>{w('spend-blood')}</h3>
      {rolls.map((r, i) => {
        const m = props.state.models[r.model]!;
        return (
          <p key={i}>
            {w('spend.on', {
              model: m.name,
              roll: w(r.roll === 'action' ? 'spend.roll.action' : 'spend.roll.injury'),
            })}{' '}
            <select
              value={String(markers[i])}
              onChange={(e) => {
                const next = [...markers];
                next[i] = Number((e.target as HTMLSelectElement).value);
                setMarkers(next);
              }}
            >
              {Array.from({ length: m.bloodMarkers + 1 }, (_, n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>{' '}
            {w('spend.markers')}
            {r.bloodbath !== null && r.roll === 'injury' && (
              <label>
                <input
                  type="checkbox"
                  checked={bath[i]}
                  disabled={m.bloodMarkers < r.bloodbath}
                  onChange={(e) => {
                    const next = [...bath];
                    next[i] = (e.target as HTMLInputElement).checked;
                    setBath(next);
                  }}
                />{' '}
                {`${term('bloodbath')} (${r.bloodbath})`}
              </label>
            )}
          </p>
        );
      })}
      <button
        type="button"
        data-command="spend-blood"
        onClick={() =>
          props.send({
            type: 'spend-blood',
            spend: rolls.map((_, i) => ({ markers: markers[i]!, ...(bath[i] ? { bloodbath: true } : {}) })),
          })
        }
      >
        {w('spend.confirm')}
      </button>{' '}
      <button
        type="button"
        class="secondary"
        data-command="spend-none"
        onClick={() => props.send({ type: 'spend-blood', spend: rolls.map(() => ({ markers: 0 })) })}
      >
        {w('spend.none')}
      </button>
    </div>
  );
}

/** Free attacks against a retreating model: a weapon (or none) for each attacker. */
export function FreeAttacks(props: {
  state: TrenchState;
  option: Extract<Option, { type: 'free-attacks' }>;
  send(command: unknown): void;
}) {
  const o = props.option;
  const [chosen, setChosen] = useState<(number | null)[]>(() => o.attackers.map((a) => a.weapons[0] ?? null));
  return (
    <div class="free-attacks" data-wait="free-attacks">
      <h3>{w('free-attacks', { model: props.state.models[o.retreating]?.name ?? o.retreating })}</h3>
      {o.attackers.map((a, i) => (
        <p key={a.model}>
          {props.state.models[a.model]?.name}{' '}
          <select
            value={chosen[i] === null ? '' : String(chosen[i])}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              const next = [...chosen];
              next[i] = v === '' ? null : Number(v);
              setChosen(next);
            }}
          >
            <option value="">{w('free.none')}</option>
            {a.weapons.map((wpn) => (
              <option key={wpn} value={String(wpn)}>
                {weaponName(props.state, a.model, wpn)}
              </option>
            ))}
          </select>
        </p>
      ))}
      <button
        type="button"
        data-command="free-attacks"
        onClick={() =>
          props.send({
            type: 'free-attacks',
            attacks: o.attackers.map((a, i) => ({ model: a.model, weapon: chosen[i] ?? null })),
          })
        }
      >
        {w('free.confirm')}
      </button>
    </div>
  );
}
