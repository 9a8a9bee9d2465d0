import {
  type Command,
  commandKey,
  type GameEvent,
  type MatchState,
  type PlayerState,
  type Side,
  type Square,
  setupProblems,
} from '@dugout/rules';
import type { ReachableSquare } from '@dugout/rules/odds';
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.js';
import { lazyComponent } from '../lazy.js';
import type { BlockPreview } from './block-view.js';
import { sentenceText } from './describe-event.js';
import { InducementPanel } from './inducement-panel.js';
import { playerName, teamName } from './names.js';
import { useOdds } from './odds-client.js';
import { Dugout, Scoreboard, type ScoreboardExtras } from './panels.js';
import { Pitch, squareAtPoint } from './pitch.js';
import { usePreviews } from './previews.js';
import { useSpokenEdition } from './spoken-edition.js';
import {
  ACTION_SHORTCUTS,
  blockOddsText,
  buttonOptions,
  clickablePlayers,
  clickableSquares,
  decisionPrompt,
  declarableActions,
  moveMarkers,
  namesOf,
  offersBlocks,
  optionLabel,
  shortcutOf,
} from './view-model.js';

// The dice log is a chunk of its own: the match screen's chunk stays under the per-chunk limit.
/** No reachable squares (yet): one array, so what is worked out from it is not redone each render. */
const NO_REACH: readonly ReachableSquare[] = [];
/** No block odds (yet), likewise. */
const NO_BLOCKS: readonly BlockPreview[] = [];

const DiceLog = lazyComponent(
  () => import('./dice-log.js').then((m) => m.DiceLog),
  () => null,
);

export interface MatchViewProps {
  state: MatchState;
  log: readonly GameEvent[];
  /** The sides this screen may play (both in practice; one in a live match; none for a spectator). */
  controls: readonly Side[];
  /** A readable message about the last refused command, shown in place. */
  error: string | null;
  onCommand(command: Command): void;
  onDismissError(): void;
  positionName(p: PlayerState): string;
  /** Shown instead of the controls while the other side (a bot, a remote coach) decides. */
  waitingText?: string;
  /** A live match's timers, connections and spectator count on the scoreboard. */
  scoreboard?: ScoreboardExtras;
  /** More controls in the prompt box (a live match's Concede button). */
  controlsExtra?: ComponentChildren;
  /** More panels under the dice log (a live match's chat). */
  aside?: ComponentChildren;
}

/** The pitch square under a point of the page: a highlighted square, else from the pitch's geometry. */
function dropSquare(clientX: number, clientY: number): Square | null {
  const el = document.elementFromPoint(clientX, clientY);
  const at = el?.closest('[data-square]')?.getAttribute('data-square')?.split(',').map(Number);
  if (at && at.length === 2) return { x: at[0] as number, y: at[1] as number };
  const pitch = el?.closest('svg.pitch');
  return pitch ? squareAtPoint(pitch, clientX, clientY) : null;
}

/** The match screen: scoreboard, pitch with both dugouts, the decision prompt and the dice log. */
export function MatchView(props: MatchViewProps) {
  const s = props.state;
  useSpokenEdition(s.edition);
  const d = s.decision;
  const names = useMemo(() => namesOf(s), [s]);
  // How many states this screen has shown: tests wait for it to move on after an answer.
  const shown = useRef({ state: s, count: 0 });
  if (shown.current.state !== s) shown.current = { state: s, count: shown.current.count + 1 };
  const mine = d !== null && props.controls.includes(d.team);
  // The selection is kept in a ref as well, set at the click: a shortcut key pressed before the screen has
  // re-rendered must act on the player just selected, not on the one before.
  const [selected, setSelectedState] = useState<string | null>(null);
  const selectedNow = useRef<string | null>(null);
  const setSelected = (id: string | null) => {
    selectedNow.current = id;
    setSelectedState(id);
  };

  // A selection only lives as long as the activation decision it was made in, and only while the player
  // may still act (after a failed Really Stupid or Bone Head the player's activation is over).
  useEffect(() => {
    const id = selectedNow.current;
    if (d?.kind !== 'activation' || (id && declarableActions(d, id).length === 0)) setSelected(null);
  }, [d]);

  const players = mine ? clickablePlayers(d) : new Set<string>();
  const squares = mine ? clickableSquares(d) : [];
  // The engine's reach odds play every step out on branching dice (up to seconds): in the odds worker.
  const reachAsk = useMemo(
    () =>
      mine && d?.kind === 'move-step' && d.player
        ? { kind: 'reach' as const, state: s, player: d.player }
        : null,
    [s, d, mine],
  );
  const reachAnswer = useOdds(reachAsk, NO_REACH as ReachableSquare[]);
  const reach = reachAnswer ?? NO_REACH;
  const markers = mine && d ? moveMarkers(s, d, reach) : [];
  // Block odds too are the engine's (a tree over the dice), from the odds worker: the targets are clickable
  // at once, their dice badges and odds appear when the answer is in. Asked once per state, not on every
  // re-render (a running turn clock re-renders the screen four times a second).
  const blocksAsk = useMemo(
    () => (mine && offersBlocks(d) ? { kind: 'blocks' as const, state: s } : null),
    [s, d, mine],
  );
  const blocksAnswer = useOdds(blocksAsk, NO_BLOCKS as BlockPreview[]);
  const blocks = blocksAnswer ?? NO_BLOCKS;
  const [hovered, setHovered] = useState<string | null>(null);
  const actions = mine && selected ? declarableActions(d, selected) : [];
  const send = (c: Command) => {
    if (d) props.onCommand({ ...c, team: d.team });
  };
  const previews = usePreviews({
    state: s,
    decision: d,
    mine,
    reach,
    selected,
    names,
    error: props.error,
    send,
  });

  // A set-up pick is sent when the pointer goes down; the click that follows must not send it again.
  const pickedAtDown = useRef<string | null>(null);
  const onPlayer = (id: string) => {
    if (!mine || !d) return;
    if (pickedAtDown.current === id) {
      pickedAtDown.current = null;
      return;
    }
    if (d.kind === 'activation') setSelected(selectedNow.current === id ? null : id);
    else if (d.options.some((o) => o.type === 'player' && o.player === id))
      send({ type: 'player', player: id });
  };
  const onSquare = (square: Square) => {
    if (!mine || !d) return;
    const c = d.options.find(
      (o) => (o.type === 'square' || o.type === 'move') && o.square.x === square.x && o.square.y === square.y,
    );
    if (c) send(c);
    else previews.onFarSquare(square);
  };

  // Set-up by dragging: pressing on a player picks it, releasing over a square places it. In a live match
  // the squares may not be offered yet when the finger lifts (the pick is on its way to the server), so a
  // drop is sent as it is; commands reach the server in order, and a refused square says why.
  const onDrop = (square: Square) => {
    if (mine && d) send({ type: 'square', square });
  };
  const latestOnSquare = useRef(onDrop);
  latestOnSquare.current = onDrop;
  const dragging = useRef(false);
  const onPlayerDown = (id: string) => {
    pickedAtDown.current = null;
    if (!mine || !d) return;
    if (d.kind === 'setup-place' && d.player === id) {
      dragging.current = true;
      return;
    }
    if (d.kind !== 'setup') return;
    if (!d.options.some((o) => o.type === 'player' && o.player === id)) return;
    dragging.current = true;
    pickedAtDown.current = id;
    send({ type: 'player', player: id });
  };
  useEffect(() => {
    const onUp = (e: PointerEvent) => {
      if (!dragging.current) return;
      dragging.current = false;
      const at = dropSquare(e.clientX, e.clientY);
      if (at) latestOnSquare.current(at);
    };
    window.addEventListener('pointerup', onUp);
    return () => window.removeEventListener('pointerup', onUp);
  }, []);

  // One listener for the screen's life, calling the handler of the latest render (an effect re-registered
  // after each render would leave the previous render's handler in place until the browser paints).
  const onKey = (e: KeyboardEvent) => {
    if (!mine || !d) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement | null;
    if (
      target &&
      (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')
    )
      return;
    if (e.key === 'Escape') {
      setSelected(null);
      return;
    }
    const shortcut = ACTION_SHORTCUTS[e.key.toLowerCase()];
    if (!shortcut) return;
    if (shortcut === 'end-turn') {
      if (d.kind === 'activation') send({ type: 'end-turn' });
      else if (d.options.some((o) => o.type === 'end-activation')) send({ type: 'end-activation' });
      else return;
    } else if (d.kind === 'activation' && selectedNow.current) {
      // Sent even when not offered: the engine's refusal is shown to the coach as a readable message.
      send({ type: 'activate', player: selectedNow.current, action: shortcut });
    } else return;
    e.preventDefault();
  };
  const latestOnKey = useRef(onKey);
  latestOnKey.current = onKey;
  useEffect(() => {
    const listener = (e: KeyboardEvent) => latestOnKey.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const prompt = d ? sentenceText(decisionPrompt(d, names, props.log)) : null;
  const problems = d && mine && d.kind === 'setup' ? setupProblems(s, d.team) : [];
  // The inducement step has a screen of its own (issue 16), shown until the first kick-off's choice.
  const preMatch = s.inducements !== undefined && s.firstKickingTeam === null;
  const buttons = d && mine && d.kind !== 'inducements' ? buttonOptions(d) : [];
  const hasSquares = squares.length > 0;
  const needsPlayer =
    d !== null && mine && d.kind !== 'activation' && d.options.some((o) => o.type === 'player');
  const selectedPlayer = selected ? s.players.find((p) => p.id === selected) : undefined;

  return (
    <div
      class="match"
      data-edition={s.edition}
      data-decision={d?.kind ?? 'none'}
      data-team={d?.team ?? ''}
      data-shown={shown.current.count}
      data-odds={
        (reachAsk !== null && reachAnswer === undefined) ||
        (blocksAsk !== null && blocksAnswer === undefined) ||
        previews.oddsPending
          ? 'pending'
          : 'ready'
      }
    >
      <Scoreboard state={s} {...(props.scoreboard ? { extras: props.scoreboard } : {})} />
      <div class="match-body">
        <div class="board">
          <Dugout
            state={s}
            side="home"
            positionName={props.positionName}
            clickable={players}
            selected={selected}
            onPlayer={onPlayer}
            onPlayerDown={onPlayerDown}
          />
          <Pitch
            state={s}
            positionName={props.positionName}
            selected={selected ?? d?.player ?? null}
            clickablePlayers={players}
            clickableSquares={squares}
            markers={markers}
            hideMarkers={previews.pathShown}
            reach={previews.heat}
            blocks={blocks}
            hoverSquares={previews.hoverSquares}
            onSquareHover={previews.onSquareHover}
            underlay={previews.underlay}
            overlay={previews.overlay}
            hovered={hovered}
            onHover={setHovered}
            onPlayer={onPlayer}
            onPlayerDown={onPlayerDown}
            onSquare={onSquare}
          />
          {previews.bar}
          <Dugout
            state={s}
            side="away"
            positionName={props.positionName}
            clickable={players}
            selected={selected}
            onPlayer={onPlayer}
            onPlayerDown={onPlayerDown}
          />
        </div>
        <aside class="side-panel">
          <section class="prompt" aria-live="polite" data-testid="prompt">
            {s.finished && (
              <p class="finished">
                {t('match.finished', {
                  home: teamName(s.teams.home),
                  away: teamName(s.teams.away),
                  homeScore: s.teams.home.score,
                  awayScore: s.teams.away.score,
                })}
              </p>
            )}
            {d && (
              <p class={`decision-owner ${d.team}`}>
                {t('match.deciding', { team: teamName(s.teams[d.team]) })}
              </p>
            )}
            {d && !mine && props.waitingText && <p class="waiting">{props.waitingText}</p>}
            {d && mine && <p class="prompt-text">{prompt}</p>}
            {problems.length > 0 && (
              <p class="muted">
                {t('decision.setup.problems', {
                  problems: problems.map((p) => t(`setup-problem.${p}`)).join(', '),
                })}
              </p>
            )}
            {props.error && (
              <div class="error-box" role="alert">
                <strong>{t('match.error.title')}</strong> {props.error}{' '}
                <button type="button" class="link-dark" onClick={props.onDismissError}>
                  {t('match.error.dismiss')}
                </button>
              </div>
            )}
            {d && mine && d.kind === 'activation' && (
              <div class="activation">
                {selectedPlayer ? (
                  <>
                    <p>{t('match.selected', { name: playerName(s, selectedPlayer) })}</p>
                    <div class="actions">
                      {actions.map((a) => (
                        <button
                          type="button"
                          key={a}
                          class="action"
                          data-action={a}
                          onClick={() => send({ type: 'activate', player: selectedPlayer.id, action: a })}
                        >
                          {shortcutOf(a)
                            ? t('action.shortcut', { action: t(`action.${a}`), key: shortcutOf(a) as string })
                            : t(`action.${a}`)}
                        </button>
                      ))}
                      <button type="button" class="secondary" onClick={() => setSelected(null)}>
                        {t('match.cancel')}
                      </button>
                    </div>
                  </>
                ) : (
                  <p class="muted">{t('match.select')}</p>
                )}
              </div>
            )}
            {blocks.length > 0 && (
              <div class="block-odds">
                <h3>{t('match.block.title')}</h3>
                <ul>
                  {blocks.map((b) => (
                    <li
                      key={b.target}
                      class={`${b.attackerChooses ? 'attacker' : 'defender'} ${hovered === b.target ? 'hovered' : ''}`}
                      data-block-odds={b.target}
                    >
                      <strong>
                        {t('match.block.target', {
                          target: names.player(b.target),
                          dice: b.odds.dice,
                          chooser: teamName(s.teams[b.odds.chooser]),
                          attackerSt: b.odds.attackerSt,
                          defenderSt: b.odds.defenderSt,
                        })}
                      </strong>
                      <br />
                      {t('match.block.odds', { odds: blockOddsText(b.withoutReroll) })}
                      {b.odds.rerollAvailable && (
                        <>
                          <br />
                          {t('match.block.odds.reroll', { odds: blockOddsText(b.withReroll) })}
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {preMatch && <InducementPanel state={s} mine={mine} send={send} />}
            {previews.panel}
            {hasSquares && <p class="muted hint">{t('match.click.square')}</p>}
            {needsPlayer && <p class="muted hint">{t('match.click.player')}</p>}
            {buttons.length > 0 && (
              <div class="options">
                {buttons.map((c) => (
                  <button
                    type="button"
                    key={commandKey(c)}
                    class={c.type === 'end-turn' || c.type === 'done' ? 'primary' : 'option'}
                    data-command={c.type}
                    data-key={commandKey(c)}
                    data-choice={c.type === 'choose' ? c.choice : undefined}
                    onClick={() => send(c)}
                  >
                    {d ? optionLabel(s, d, c, names) : ''}
                  </button>
                ))}
              </div>
            )}
            {d && mine && (d.kind === 'activation' || d.kind === 'move-step') && (
              <p class="muted keys">{t('match.keys')}</p>
            )}
            {props.controlsExtra}
          </section>
          <DiceLog log={props.log} names={names} />
          {props.aside}
          <details class="legend">
            <summary>{t('match.legend')}</summary>
            <ul>
              <li>
                <span class="legend-token standing" /> {t('match.legend.standing')}
              </li>
              <li>
                <span class="legend-token prone" /> {t('match.legend.prone')}
              </li>
              <li>
                <span class="legend-token stunned" /> {t('match.legend.stunned')}
              </li>
              <li>
                <span class="legend-token distracted" /> {t('match.legend.distracted')}
              </li>
              <li>
                <span class="legend-token acted" /> {t('match.legend.acted')}
              </li>
              <li>
                <span class="legend-ball" /> {t('match.legend.ball')}
              </li>
              <li>
                <span class="legend-marker safe" /> {t('match.marker.safe')}
              </li>
              <li>
                <span class="legend-marker dodge" /> {t('match.marker.dodge')}
              </li>
              <li>
                <span class="legend-marker rush" /> {t('match.marker.rush')}
              </li>
              <li>
                <span class="legend-marker jump" /> {t('match.marker.jump')}
              </li>
            </ul>
          </details>
        </aside>
      </div>
    </div>
  );
}
