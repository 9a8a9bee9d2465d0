import { type Command, commandKey, type TableView } from '@dugout/blood-bound';
import { useState } from 'preact/hooks';
import { bt } from './i18n.js';
import { bbTerm, commandLabel, type SeatNames } from './words.js';

/** The data attributes of an option's button: its command type and its one argument (tests click these). */
function argOf(c: Command): string {
  const o = c as Record<string, unknown>;
  const value = o.target ?? o.to ?? o.by ?? o.token ?? o.effect ?? o.at;
  return Array.isArray(value) ? value.join('+') : typeof value === 'string' ? value : '';
}

/** The Inquisitor's Curse deal: one True Curse and the False ones, each to a different player. */
function CurseForm(props: { options: Command[]; name: SeatNames; send(c: Command): void }) {
  const curses = props.options.filter((o) => o.type === 'curse');
  const seats = [...new Set(curses.map((c) => c.trueCurse))];
  const falseCount = curses[0]?.falseCurses.length ?? 0;
  const [trueSeat, setTrueSeat] = useState(seats[0] ?? '');
  const [falseSeats, setFalseSeats] = useState<string[]>([]);
  const wanted = curses.find(
    (c) =>
      commandKey(c) ===
      commandKey({
        type: 'curse',
        trueCurse: trueSeat,
        falseCurses: falseSeats.filter((s) => s !== trueSeat),
      }),
  );
  return (
    <form
      class="bb-curse"
      onSubmit={(e) => {
        e.preventDefault();
        if (wanted) props.send(wanted);
      }}
    >
      <label>
        {bbTerm('true-curse')}{' '}
        <select
          data-field="true-curse"
          value={trueSeat}
          onChange={(e) => setTrueSeat((e.target as HTMLSelectElement).value)}
        >
          {seats.map((s) => (
            <option key={s} value={s}>
              {props.name(s)}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{bt('curse.false', { card: bbTerm('false-curse'), count: falseCount })}</legend>
        {seats
          .filter((s) => s !== trueSeat)
          .map((s) => (
            <label key={s} class="bb-check">
              <input
                type="checkbox"
                data-false-curse={s}
                checked={falseSeats.includes(s)}
                onChange={(e) =>
                  setFalseSeats(
                    (e.target as HTMLInputElement).checked
                      ? [...falseSeats, s]
                      : falseSeats.filter((x) => x !== s),
                  )
                }
              />{' '}
              {props.name(s)}
            </label>
          ))}
      </fieldset>
      <button type="submit" class="primary" data-command="curse" disabled={!wanted}>
        {bt('curse.deal')}
      </button>
    </form>
  );
}

/** What the coach must decide now, with a button for every option the rules list (and nothing else). */
export function Prompt(props: {
  view: TableView;
  name: SeatNames;
  /** The coach's own intervention countdown, when a window is open for them. */
  countdown: string | null;
  send(c: Command): void;
}) {
  const { view, name } = props;
  const options = view.you?.options ?? [];
  const d = view.decision;
  if (!d) return null;
  const mine = options.length > 0;
  let heading: string;
  switch (d.kind) {
    case 'turn':
      heading = mine
        ? bt('prompt.turn', { dagger: bbTerm('dagger') })
        : bt('wait.turn', { seat: name(d.seat) });
      break;
    case 'intervention':
      heading = mine
        ? bt('prompt.intervene', { attacker: name(d.attacker), target: name(d.target) })
        : bt('wait.intervene', {
            attacker: name(d.attacker),
            target: name(d.target),
            seats: d.waiting.map(name).join(', ') || '—',
          });
      break;
    case 'choose-intervener':
      heading = mine ? bt('prompt.choose') : bt('wait.choose', { seat: name(d.target) });
      break;
    case 'take-token':
      heading = mine ? bt('prompt.wound', { left: d.left }) : bt('wait.wound', { seat: name(d.seat) });
      break;
    case 'return-token':
      heading = mine ? bt('prompt.heal') : bt('wait.heal', { seat: name(d.seat) });
      break;
    case 'ability':
      heading = mine
        ? bt('prompt.ability', { ability: bbTerm(d.ability) })
        : bt('wait.ability', { seat: name(d.seat), ability: bbTerm(d.ability) });
      break;
  }
  const plain = options.filter((o) => o.type !== 'curse');
  const groups = [...new Set(plain.map((o) => o.type))];
  return (
    <section
      class={`bb-prompt ${mine ? 'mine' : ''}`}
      data-prompt={mine ? d.kind : 'waiting'}
      aria-live="polite"
    >
      <h3>{heading}</h3>
      {d.kind === 'intervention' && props.countdown !== null && (
        <p class="bb-countdown" role="timer" data-countdown>
          {bt('countdown', { time: props.countdown })}
        </p>
      )}
      {groups.map((type) => (
        <div class="bb-options" key={type} data-group={type}>
          {plain
            .filter((o) => o.type === type)
            .map((o) => (
              <button
                key={commandKey(o)}
                type="button"
                class={
                  o.type.startsWith('decline') || o.type === 'refuse-intervention' ? 'secondary' : 'primary'
                }
                data-command={o.type}
                data-arg={argOf(o)}
                onClick={() => props.send(o)}
              >
                {commandLabel(o, name)}
              </button>
            ))}
        </div>
      ))}
      {options.some((o) => o.type === 'curse') && (
        <CurseForm options={options} name={name} send={props.send} />
      )}
    </section>
  );
}
