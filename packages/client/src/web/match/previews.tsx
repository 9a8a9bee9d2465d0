/**
 * The previews the match screen draws over the pitch (issue 21 items 4 and 5): the planned path of a move
 * and the chance of arriving on the square under the pointer, the Tackle Zone overlay and the heat map
 * (board options), and the pass screen's ruler and odds. One hook, so the screen only mounts its result.
 */
import type { Command, Decision, MatchState, Square } from '@dugout/rules';
import type { ReachableSquare } from '@dugout/rules/odds';
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.js';
import { type BoardOptions, BoardOptionsBar, useBoardOptions } from './board-options.js';
import type { Names } from './describe-event.js';
import { PathOverlay, TackleZoneOverlay } from './move-overlays.js';
import { useOdds } from './odds-client.js';
import { type PathStep, planPath, tackleZones } from './path-plan.js';
import { movementAllowance, movementUsed } from './view-model.js';

type PassModule = typeof import('./pass-odds.js');
let passModule: PassModule | null = null;

/** The pass screen's chunk, fetched the first time a decision needs it. */
function usePassModule(needed: boolean): PassModule | null {
  const [loaded, setLoaded] = useState(passModule);
  useEffect(() => {
    if (!needed || loaded) return;
    import('./pass-odds.js').then(
      (m) => {
        passModule = m;
        setLoaded(m);
      },
      () => {
        // Offline for a moment: the pass is still played by clicking its square, without the odds.
      },
    );
  }, [needed, loaded]);
  return loaded;
}

/** A pass, hand-off or Throw Team-mate decision (cheap: the odds themselves are in the lazy chunk). */
function throwing(s: MatchState, d: Decision | null): boolean {
  const top = s.stack[s.stack.length - 1]?.kind;
  return d?.kind === 'pass-target' || (d?.kind === 'move-step' && top === 'hand-off-action');
}

const same = (a: Square | null, b: Square | null) => a !== null && b !== null && a.x === b.x && a.y === b.y;

export interface Previews {
  underlay: ComponentChildren;
  overlay: ComponentChildren;
  /** Reachable squares beyond one step: hovered for a path, clicked to plan it, clicked again to walk it. */
  hoverSquares: Square[];
  /** Odds asked of the odds worker are not all in yet (tests wait for `data-odds="ready"`). */
  oddsPending: boolean;
  /** A path is drawn: the one-step markers give way to it. */
  pathShown: boolean;
  /** The heat map (a board option): every reachable square with its chance. */
  heat: { square: Square; chance: number }[];
  onSquareHover(square: Square | null): void;
  /** A click on a square no option names (a square further away): plan, then walk, the path. */
  onFarSquare(square: Square): void;
  /** The board options and the pass odds, for the side panel and under the pitch. */
  bar: ComponentChildren;
  panel: ComponentChildren;
}

export function usePreviews(args: {
  state: MatchState;
  decision: Decision | null;
  mine: boolean;
  reach: readonly ReachableSquare[];
  selected: string | null;
  names: Names;
  error: string | null;
  send(c: Command): void;
}): Previews {
  const { state: s, decision: d, mine, reach } = args;
  const [options, setOptions] = useBoardOptions();
  const [hovered, setHovered] = useState<Square | null>(null);
  // A path the coach clicked once (shown until the pointer plans another), and the steps being walked.
  const [planned, setPlanned] = useState<Square | null>(null);
  const walking = useRef<{ player: string; steps: Square[]; sent: Square } | null>(null);

  const mover = d?.kind === 'move-step' && d.player ? s.players.find((p) => p.id === d.player) : undefined;
  const target = hovered ?? planned;
  const path = useMemo((): { steps: PathStep[]; chance: number } | null => {
    if (!mine || !mover?.at || !target) return null;
    const maLeft = movementAllowance(mover) - movementUsed(s, mover.id).maUsed;
    const steps = planPath(s, mover.team, mover.at, reach, target, maLeft);
    const end = reach.find((r) => r.x === target.x && r.y === target.y);
    return steps && end ? { steps, chance: end.probability } : null;
  }, [s, mine, mover, target, reach]);

  const offered = new Set(
    (d?.options ?? []).flatMap((o) => (o.type === 'move' ? [`${o.square.x},${o.square.y}`] : [])),
  );
  const far =
    mine && mover?.at
      ? reach
          .filter(
            (r) =>
              r.probability > 0 &&
              !offered.has(`${r.x},${r.y}`) &&
              !(r.x === mover.at?.x && r.y === mover.at?.y),
          )
          .map((r) => ({ x: r.x, y: r.y }))
      : [];

  // Walking a planned path: each time the engine asks the same player to move again, send the next step
  // (it stops by itself at a roll that needs a decision, a failed roll or a refused step).
  useEffect(() => {
    const w = walking.current;
    if (!w) return;
    // Only once the player stands on the square last sent (an update before that is not the answer).
    const at = s.players.find((p) => p.id === w.player)?.at ?? null;
    if (!args.error && d?.kind === 'move-step' && d.player === w.player && !same(at, w.sent)) return;
    const next = w.steps[0];
    if (args.error || !next || d?.kind !== 'move-step' || d.player !== w.player) {
      walking.current = null;
      return;
    }
    const step = d.options.find((o) => o.type === 'move' && o.square.x === next.x && o.square.y === next.y);
    if (!step) {
      walking.current = null;
      return;
    }
    w.steps = w.steps.slice(1);
    w.sent = next;
    if (w.steps.length === 0) walking.current = null;
    args.send(step);
  }, [d, args.error]);

  // A new decision forgets the pointer's square and a plan of another decision.
  useEffect(() => {
    setHovered(null);
    setPlanned(null);
  }, [d]);

  const pass = usePassModule(mine && throwing(s, d));
  // The pass odds come from the odds worker: nothing of the pass screen is drawn until they are in.
  const passAsk = useMemo(
    () => (mine && throwing(s, d) ? { kind: 'pass' as const, state: s } : null),
    [s, d, mine],
  );
  const previewAnswer = useOdds(passAsk, null);
  const preview = previewAnswer ?? null;
  const squareAsk = useMemo(
    () =>
      preview && preview.kind !== 'hand-off' && target
        ? { kind: 'square' as const, state: s, square: { x: target.x, y: target.y } }
        : null,
    [s, preview, target?.x, target?.y],
  );
  const targetOdds = useOdds(squareAsk, null);
  const passing = mine && d !== null && pass !== null && preview !== null;
  const layer = { state: s, target, odds: targetOdds };
  const zonesFor =
    mover?.team ??
    (args.selected ? s.players.find((p) => p.id === args.selected)?.team : undefined) ??
    d?.team ??
    s.turnState?.team ??
    'home';
  const zones = useMemo(
    () => (options.tackleZones ? tackleZones(s, zonesFor) : []),
    [s, zonesFor, options.tackleZones],
  );
  const heat =
    options.heatMap && mine && mover?.at
      ? reach
          .filter((r) => r.probability > 0 && !(r.x === mover.at?.x && r.y === mover.at?.y))
          .map((r) => ({ square: { x: r.x, y: r.y }, chance: r.probability }))
      : [];

  const onFarSquare = (sq: Square) => {
    if (!mover || !path || !same(target, sq)) return;
    if (!same(planned, sq)) {
      setPlanned(sq);
      return;
    }
    // The second click on the planned square walks the path, one step per decision of the engine.
    const steps = path.steps.map((p) => p.square);
    const first = steps[0];
    const step = d?.options.find(
      (o) => o.type === 'move' && first && o.square.x === first.x && o.square.y === first.y,
    );
    if (!step) return;
    walking.current =
      steps.length > 1 && first ? { player: mover.id, steps: steps.slice(1), sent: first } : null;
    setPlanned(null);
    args.send(step);
  };

  return {
    underlay: (
      <>
        {zones.length > 0 && <TackleZoneOverlay zones={zones} />}
        {passing && pass && preview && <pass.PassUnderlayLayer {...layer} preview={preview} />}
        {path && <PathOverlay steps={path.steps} chance={path.chance} />}
      </>
    ),
    overlay: passing && pass && preview && <pass.PassRulerLayer {...layer} preview={preview} />,
    hoverSquares: far,
    oddsPending:
      (passAsk !== null && previewAnswer === undefined) || (squareAsk !== null && targetOdds === undefined),
    pathShown: path !== null,
    heat,
    onSquareHover: setHovered,
    onFarSquare,
    bar: (
      <>
        <BoardOptionsBar options={options} onChange={(o: BoardOptions) => setOptions(o)} />
        {far.length > 0 && <p class="muted hint">{t('match.path.hint')}</p>}
      </>
    ),
    panel: passing && pass && preview && (
      <pass.PassPanelLayer {...layer} preview={preview} names={args.names} onHover={setHovered} />
    ),
  };
}
