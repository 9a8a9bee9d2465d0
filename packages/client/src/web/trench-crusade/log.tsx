import type { TrenchEvent, TrenchState } from './view.js';
import { type TermKey, term, w } from './words.js';

/** A pool's dice in rolling order, each marked kept or dropped (±DICE keeps the best or worst). */
export function Dice(props: { dice: readonly number[]; kept: readonly number[] }) {
  const left = [...props.kept];
  return (
    <span class="dice">
      {props.dice.map((d, i) => {
        const k = left.indexOf(d);
        const kept = k >= 0;
        if (kept) left.splice(k, 1);
        return (
          <span
            key={i}
            class={`die ${kept ? 'kept' : 'dropped'}`}
            data-die={kept ? 'kept' : 'dropped'}
            title={kept ? w('dice.kept') : w('dice.dropped')}
          >
            {d}
          </span>
        );
      })}
    </span>
  );
}

const RESULT_TERM: Record<string, TermKey> = {
  'no-effect': 'noEffect',
  'minor-hit': 'minorHit',
  down: 'down',
  'out-of-action': 'outOfAction',
};

const PURPOSE_TERM: Partial<Record<string, TermKey>> = {
  'ranged-attack': 'rangedAttack',
  'melee-attack': 'meleeAttack',
  dash: 'dash',
  stand: 'stand',
  'charge-unseen': 'charge',
  climb: 'climb',
  jump: 'jump',
  'dangerous-terrain': 'dangerousTerrain',
  morale: 'morale',
};

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function line(s: TrenchState, e: TrenchEvent) {
  const name = (id: string | null | undefined) => (id ? (s.models[id]?.name ?? id) : '');
  switch (e.type) {
    case 'turn-started':
      return <b>{`${term('turn')} ${e.turn}`}</b>;
    case 'roll-off':
      return (
        <>
          {'roll-off: '}
          {e.rolls.map((r, i) => (
            <span key={i}>{` a ${r.a} · b ${r.b}`}</span>
          ))}
          {` → ${s.warbands[e.winner].name}`}
        </>
      );
    case 'activated':
      return `${term('activation')}: ${name(e.model)}`;
    case 'action-roll':
      return (
        <>
          {`${name(e.model)} ${e.purpose in PURPOSE_TERM ? term(PURPOSE_TERM[e.purpose]!) : e.purpose}${e.risky ? ` ${w('risky')}` : ''}${e.target ? ` → ${name(e.target)}` : ''} `}
          <Dice dice={e.roll.dice} kept={e.roll.kept} />
          {` ${e.roll.modifier ? `${signed(e.roll.modifier)} DICE ` : ''}= ${e.roll.total} · `}
          <b data-roll={e.result}>{w(`roll.${e.result}`)}</b>
        </>
      );
    case 'injury-roll':
      return (
        <>
          {`${term('injuryChart')} ${name(e.model)}: `}
          <Dice dice={e.roll.dice} kept={e.roll.kept} />
          {e.flat.map((f) => ` ${signed(f.value)}`).join('')}
          {e.bloodbath !== null ? ` + ${term('bloodbath')} ${e.bloodbath}` : ''}
          {` = ${e.total} → `}
          <b data-injury={e.result}>{term(RESULT_TERM[e.result]!)}</b>
        </>
      );
    case 'charge-roll':
      return (
        <>
          {`${term('charge')} ${name(e.model)}: `}
          <Dice dice={e.dice} kept={e.dice.length > 0 ? [e.kept] : []} />
          {` → ${e.distance}"`}
        </>
      );
    case 'moved':
      return `${name(e.model)}: ${e.mode} ${e.cost.toFixed(1)}"`;
    case 'deployed':
      return `${name(e.model)} → (${e.at.x.toFixed(1)}", ${e.at.y.toFixed(1)}")`;
    case 'status':
      return `${name(e.model)}: ${w(`status.${e.status}`)}`;
    case 'blood-markers':
      return `${name(e.model)}: ${term('bloodMarker')} ${signed(e.change)} (${e.total})`;
    case 'markers-spent':
      return `${s.warbands[e.by].name}: ${term('bloodMarker')} ×${e.count} (${name(e.model)})`;
    case 'morale-test':
      return (
        <>
          {`${term('morale')} ${s.warbands[e.seat].name}: `}
          <Dice dice={e.roll.dice} kept={e.roll.kept} />
          {` → ${w(`morale.${e.outcome}`)}`}
        </>
      );
    case 'victory-points':
      return `${term('victoryPoints')}: ${e.total.a} – ${e.total.b}`;
    case 'activation-ended':
      return `${name(e.model)}: ${w('end-activation')}`;
    case 'game-over':
      return (
        <b>
          {e.result.winner
            ? w('result.win', {
                warband: s.warbands[e.result.winner].name,
                reason: w(`reason.${e.result.reason}`),
              })
            : w('result.draw')}
        </b>
      );
    case 'shot-redirected':
      return `${term('shootingIntoMelee')}: ${e.roll} → ${name(e.target)}`;
    case 'fell':
      return `${name(e.model)}: ${term('fall')} ${e.height}"`;
    default:
      return null;
  }
}

/** The battle's log, newest last: every roll with its kept and dropped dice. */
export function TrenchLog(props: { state: TrenchState; events: readonly TrenchEvent[] }) {
  const shown = props.events
    .map((e, i) => ({ i, e, text: line(props.state, e) }))
    .filter((x) => x.text !== null)
    .slice(-120)
    .reverse();
  return (
    <section class="trench-log card" aria-label={w('log')}>
      <h3>{w('log')}</h3>
      {shown.length === 0 ? (
        <p class="muted">{w('log.empty')}</p>
      ) : (
        // Newest first, numbered as they happened.
        <ol reversed>
          {shown.map((x) => (
            <li key={x.i} data-event={x.e.type}>
              {x.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
