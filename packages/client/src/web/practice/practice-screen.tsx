import { type PlayerState, ROSTER_IDS, type RosterId, type Side } from '@dugout/rules';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { currentLocale, t } from '../i18n/index.js';
import { rosterName } from '../i18n/names/index.js';
import { MatchView } from '../match/match-screen.js';
import { teamName } from '../match/names.js';
import { playerPosition } from '../match/player-position.js';
import { commandErrorText, namesOf } from '../match/view-model.js';
import { newPractice, type Practice, play, practiceBot, randomSeed, seedHex } from './engine.js';

/** How long the bot waits before each of its decisions, so a coach can follow its moves. */
const BOT_DELAY_MS = 250;

function PracticeSetup(props: {
  onStart(home: RosterId, away: RosterId, bot: boolean): void;
  error: string | null;
}) {
  const [home, setHome] = useState<RosterId>('human');
  const [away, setAway] = useState<RosterId>('orc');
  const [bot, setBot] = useState(false);
  const rosters = useMemo(
    () =>
      ROSTER_IDS.map((id) => ({ id, name: rosterName(id) })).sort((a, b) =>
        a.name.localeCompare(b.name, currentLocale()),
      ),
    [currentLocale()],
  );
  return (
    <section class="card practice-setup">
      <h1>{t('practice.title')}</h1>
      <p class="muted">{t('practice.intro')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onStart(home, away, bot);
        }}
      >
        <label>
          {t('practice.home')}
          <select value={home} onChange={(e) => setHome((e.target as HTMLSelectElement).value as RosterId)}>
            {rosters.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('practice.away')}
          <select value={away} onChange={(e) => setAway((e.target as HTMLSelectElement).value as RosterId)}>
            {rosters.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label class="checkbox">
          <input
            type="checkbox"
            checked={bot}
            onChange={(e) => setBot((e.target as HTMLInputElement).checked)}
          />
          {t('practice.bot')}
        </label>
        {props.error && (
          <p class="error" role="alert">
            {props.error}
          </p>
        )}
        <button type="submit" class="primary">
          {t('practice.start')}
        </button>
      </form>
      <p>
        <a href="#/">{t('practice.back')}</a>
      </p>
    </section>
  );
}

/** Practice mode: a whole match in this tab against the rules engine, both sides (or one) by clicking. */
export function PracticeScreen(props: { seed?: Uint8Array | null }) {
  const [practice, setPractice] = useState<Practice | null>(null);
  const [botSide, setBotSide] = useState<Side | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const bot = useMemo(() => practiceBot(), []);

  const state = practice?.state;
  const decision = state?.decision ?? null;

  // The bot answers its own decisions, one at a time.
  useEffect(() => {
    if (!practice || !decision || decision.team !== botSide) return undefined;
    const timer = setTimeout(() => {
      const command = bot(practice.state);
      if (command) setPractice(play(practice, command));
    }, BOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [practice, decision, botSide, bot]);

  if (!practice || !state) {
    return (
      <PracticeSetup
        error={startError}
        onStart={(home, away, withBot) => {
          try {
            setPractice(newPractice(home, away, props.seed ?? randomSeed()));
            setBotSide(withBot ? 'away' : null);
            setStartError(null);
          } catch (e) {
            setStartError(t('practice.error', { message: e instanceof Error ? e.message : String(e) }));
          }
        }}
      />
    );
  }

  const controls: Side[] = botSide === null ? ['home', 'away'] : botSide === 'home' ? ['away'] : ['home'];
  const positionOf = (p: PlayerState) => playerPosition(state, p);
  return (
    <div class="practice" data-seed={seedHex(practice.seed)}>
      <MatchView
        state={state}
        log={practice.log}
        controls={controls}
        error={error}
        positionName={positionOf}
        waitingText={
          botSide && decision?.team === botSide
            ? t('match.bot.thinking', { team: teamName(state.teams[botSide]) })
            : undefined
        }
        onDismissError={() => setError(null)}
        onCommand={(command) => {
          try {
            setPractice(play(practice, command));
            setError(null);
          } catch (e) {
            setError(commandErrorText(e, command, namesOf(state)));
          }
        }}
      />
      <p class="practice-footer">
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setPractice(null);
            setError(null);
          }}
        >
          {t('practice.new')}
        </button>{' '}
        <a href="#/">{t('practice.back')}</a>{' '}
        <span class="muted">{t('practice.seed', { seed: seedHex(practice.seed) })}</span>
      </p>
    </div>
  );
}
