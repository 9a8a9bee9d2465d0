/**
 * A test page for the match screen (built to dist/testing/, never served by the server): browser tests hand
 * it a `MatchState` and it shows `MatchView` for it, recording every command the screen sends. Given dice
 * it also plays the commands through the engine, so a test can finish a sequence by clicking.
 */
import {
  apply,
  type Command,
  type Dice,
  type DieKind,
  type GameEvent,
  type MatchState,
  type PlayerState,
  SeededDice,
  type Side,
} from '@dugout/rules';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { type Locale, loadLocale } from '../i18n/index.js';
import { MatchView } from '../match/match-screen.js';
import { commandErrorText, namesOf } from '../match/view-model.js';
import { positionName } from '../practice/engine.js';

export interface HarnessShow {
  state: MatchState;
  log?: GameEvent[];
  controls?: Side[];
  locale?: Locale;
  /** Rolls the engine takes first, in order (then a seeded die): commands are played when given. */
  rolls?: { kind: DieKind; value: number }[];
  /** Play the commands through the engine (default: only record them). */
  play?: boolean;
}

/** Scripted rolls first, then seeded dice: a test fixes the rolls it cares about and no others. */
class ScriptThenSeed implements Dice {
  readonly seeded = new SeededDice(new Uint8Array(32).fill(7));
  constructor(readonly rolls: { kind: DieKind; value: number }[]) {}
  roll(kind: DieKind): number {
    const next = this.rolls[0];
    if (next && next.kind === kind) {
      this.rolls.shift();
      return next.value;
    }
    return this.seeded.roll(kind);
  }
  die(sides: number): number {
    return this.seeded.die(sides);
  }
}

interface Shown {
  key: number;
  state: MatchState;
  log: GameEvent[];
  controls: Side[];
  dice: Dice | null;
  error: string | null;
}

declare global {
  interface Window {
    harness: { show(input: HarnessShow): Promise<void>; sent: Command[] };
  }
}

let setShown: (s: Shown) => void = () => {};
const sent: Command[] = [];

function Harness() {
  const [shown, set] = useState<Shown | null>(null);
  setShown = set;
  if (!shown) return <p>waiting for a state</p>;
  // The same frame as the app's wide screens (styles.css), so the layout is the real one.
  const onCommand = (c: Command) => {
    sent.push(c);
    if (!shown.dice) return;
    try {
      const r = apply(shown.state, c, shown.dice);
      set({ ...shown, state: r.state, log: shown.log.concat(r.events), error: null });
    } catch (e) {
      set({ ...shown, error: commandErrorText(e, c, namesOf(shown.state)) });
    }
  };
  return (
    <div class="shell wide">
      <main>
        <MatchView
          key={shown.key}
          state={shown.state}
          log={shown.log}
          controls={shown.controls}
          error={shown.error}
          onCommand={onCommand}
          onDismissError={() => set({ ...shown, error: null })}
          positionName={(p: PlayerState) => positionName(shown.state.teams[p.team].roster, p.position)}
        />
      </main>
    </div>
  );
}

let key = 0;
window.harness = {
  sent,
  async show(input) {
    await loadLocale(input.locale ?? 'en');
    document.documentElement.lang = input.locale ?? 'en';
    sent.length = 0;
    key += 1;
    setShown({
      key,
      state: input.state,
      log: input.log ?? [],
      controls: input.controls ?? ['home', 'away'],
      dice: input.play || input.rolls ? new ScriptThenSeed([...(input.rolls ?? [])]) : null,
      error: null,
    });
    // Resolve once the screen shows this state (the `.match` element is re-created by the key).
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  },
};

render(<Harness />, document.getElementById('app') as HTMLElement);
