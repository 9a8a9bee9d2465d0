import { useEffect, useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import { useMatchConnection } from '../live/use-match-connection.js';
import { Battlefield } from './battlefield.js';
import { ActivationButtons, FreeAttacks, type Mode, SpendBlood } from './controls.js';
import { TrenchLog } from './log.js';
import { AttackPanel, sightText } from './odds.js';
import {
  type Model,
  onTable,
  optionOf,
  type Point,
  radius,
  type Seat,
  type TrenchEvent,
  type TrenchMatchView,
} from './view.js';
import { term, w } from './words.js';

const fixed = (n: number) => n.toFixed(1);

/** A Trench Crusade match over the server: the battlefield, the coach's controls, odds, dice and the log. */
export function TrenchMatch(props: { client: DugoutClient; matchId: string; spectate: boolean }) {
  const live = useMatchConnection<TrenchMatchView, TrenchEvent>(props);
  const { conn, view, summary, as, ended, fatal } = live;
  const [error, setError] = useState<string | null>(null);
  // Refusals so far: the same refusal twice is still news to the coach (and to tests waiting for it).
  const [refusals, setRefusals] = useState(0);
  const [mode, setModeState] = useState<Mode>(null);
  const [weapon, setWeapon] = useState<number | null>(null);
  const [deploying, setDeploying] = useState<string | null>(null);
  const [fielded, setFielded] = useState<string[]>([]);
  const [measuring, setMeasuring] = useState(false);
  const [measure, setMeasure] = useState<Point[]>([]);
  const [hovered, setHovered] = useState<string | null>(null);
  const [confirmConcede, setConfirmConcede] = useState(false);

  // A new decision clears the half-made one.
  const step = view?.state.step;
  useEffect(() => {
    setModeState(null);
    setWeapon(null);
    setDeploying(null);
    setConfirmConcede(false);
  }, [step]);

  if (fatal) {
    return (
      <section class="card live-error">
        <p class="error" role="alert">
          {fatal}
        </p>
        <p>
          <a href="#/">{w('back')}</a>
        </p>
      </section>
    );
  }
  if (!view || !summary || !conn) return <p class="muted live-loading">{w('joining')}</p>;

  const s = view.state;
  const seat: Seat | null = as === 'a' || as === 'b' ? as : null;
  const mine = seat !== null && view.whoMustAct.includes(seat);
  const options = mine ? view.options : [];
  const aids = view.aids;
  const active = s.activation ? s.models[s.activation.model]! : null;
  const result = ended?.result ?? summary.result;

  const send = (command: unknown) =>
    void conn.send(command).then(
      () => setError(null),
      (e: unknown) => {
        setError(w('error.refused', { message: e instanceof Error ? e.message : String(e) }));
        setRefusals((n) => n + 1);
      },
    );
  const setMode = (m: Mode, wpn: number | null = null) => {
    setModeState(m);
    setWeapon(wpn);
  };

  const deploy = optionOf(options, 'deploy');
  const activate = optionOf(options, 'activate');
  const charge = optionOf(options, 'charge');
  const moveMode = mode && mode !== 'shoot' && mode !== 'melee' ? mode : null;
  const reach = moveMode ? (aids?.reach[moveMode] ?? null) : null;
  const targetIds =
    mode === 'charge'
      ? (charge?.targets.map((t) => t.model) ?? [])
      : mode === 'shoot' || mode === 'melee'
        ? (aids?.targets
            .filter((t) => (mode === 'shoot' ? t.ranged : t.melee).some((x) => x.weapon === weapon))
            .map((t) => t.model) ?? [])
        : [];
  const selectable = deploy ? [] : activate ? activate.models : targetIds;

  const attack = (target: string) => {
    if (!active) return;
    if (mode === 'charge') return send({ type: 'charge-at', model: active.id, targets: [target] });
    if (mode === 'shoot') {
      const o = optionOf(options, 'shoot');
      const wpn = o?.weapons.find((x) => x.weapon === weapon);
      if (!wpn) return;
      const others = wpn.targets.filter((t) => t !== target);
      const targets = Array.from({ length: wpn.shots }, (_, i) =>
        i === 0 || wpn.repeat ? target : (others[(i - 1) % Math.max(1, others.length)] ?? target),
      );
      return send({ type: 'shoot', model: active.id, weapon, targets });
    }
    if (mode === 'melee') {
      const o = optionOf(options, 'melee');
      const offHand = o?.declareOffHand?.find((x) => x !== weapon);
      return send({
        type: 'melee',
        model: active.id,
        weapon,
        target,
        ...(offHand !== undefined ? { offHand } : {}),
      });
    }
  };

  const onPoint = (p: Point) => {
    if (measuring) return setMeasure((m) => (m.length >= 2 ? [p] : [...m, p]));
    if (deploy && deploying) return send({ type: 'deploy', model: deploying, at: p });
    if (active && mode && mode !== 'shoot' && mode !== 'melee' && mode !== 'charge')
      return send({ type: `${mode}-to`, model: active.id, to: p });
  };
  const onModel = (m: Model) => {
    if (measuring) return setMeasure((ms) => (ms.length >= 2 ? [m.position!] : [...ms, m.position!]));
    if (activate?.models.includes(m.id)) return send({ type: 'activate', model: m.id });
    if (targetIds.includes(m.id)) return attack(m.id);
    // Placing or moving onto a model is a point like any other (the rules say why it is refused).
    if ((deploy && deploying) || (moveMode && moveMode !== 'charge')) return onPoint(m.position!);
    setHovered(m.id);
  };

  const sightTarget = hovered ? aids?.targets.find((t) => t.model === hovered) : undefined;
  const measured =
    measure.length === 2 ? Math.hypot(measure[0]!.x - measure[1]!.x, measure[0]!.y - measure[1]!.y) : null;
  const measuredModels =
    measure.length === 2
      ? measure.map((p) =>
          Object.values(s.models).find((m) => onTable(m) && m.position!.x === p.x && m.position!.y === p.y),
        )
      : [];
  const turnText = s.turn === 0 ? w('setup') : w('turn', { turn: s.turn, last: s.lastTurn });
  const waitingFor = view.whoMustAct[0];

  return (
    <div
      class="trench-match live-match"
      data-match={props.matchId}
      data-as={as ?? ''}
      data-seq={conn.seq}
      data-phase={s.result ? 'over' : s.phase.kind}
      data-turn={s.turn}
      data-my-turn={mine ? 'yes' : 'no'}
      data-refusals={refusals}
    >
      <header class="trench-scoreboard card">
        <strong>
          {s.options.scenario === 'claim-no-mans-land' ? term('claimNoMansLand') : term('trenchWarfare')}
        </strong>
        {' · '}
        <span data-turn-text>{turnText}</span>
        {' · '}
        <span class="seat-a">{s.warbands.a.name}</span>{' '}
        <b data-vp>{w('vp', { a: s.victoryPoints.a, b: s.victoryPoints.b })}</b>{' '}
        <span class="seat-b">{s.warbands.b.name}</span>
        <p class="muted">
          {seat ? w('you', { warband: s.warbands[seat].name }) : w('spectating')}{' '}
          {!result && waitingFor && !mine && w('waiting', { warband: s.warbands[waitingFor].name })}
        </p>
        {result && (
          <p class="result" data-result={result.winner ?? 'draw'}>
            {result.winner
              ? w('result.win', {
                  warband: s.warbands[result.winner as Seat]?.name ?? result.winner,
                  reason: w(`reason.${s.result?.reason ?? 'victory-points'}`),
                })
              : w('result.draw')}
          </p>
        )}
      </header>
      <div class="trench-layout">
        <div class="trench-board">
          <Battlefield
            state={s}
            active={active?.id ?? null}
            reach={reach}
            zone={deploy ? deploy.zone : null}
            selectable={selectable}
            targeted={hovered}
            sight={
              active && sightTarget
                ? { from: active, to: s.models[sightTarget.model]!, aid: sightTarget }
                : null
            }
            measure={measure}
            onPoint={onPoint}
            onModel={onModel}
          />
          {reach && moveMode && (
            <p class="muted hint" data-reach-mode={moveMode}>
              {w(`legend.reach.${moveMode}`, { d: reach.allowance })} ·{' '}
              {moveMode === 'charge' ? w('click.target') : w('click.reach', { action: term(moveMode) })}
            </p>
          )}
        </div>
        <aside class="trench-side">
          <section class="card trench-controls" data-controls={mine ? 'mine' : 'waiting'}>
            {error && (
              <p class="error" role="alert">
                {error}
              </p>
            )}
            {active && (
              <p data-active={active.id}>
                <b>{w('active', { model: `${active.name} (${active.id})` })}</b>{' '}
                <span class="muted">
                  {`${term('movement')} ${active.movement}" · ${w(`status.${active.status}`)}${active.bloodMarkers ? ` · ${term('bloodMarker')} ${active.bloodMarkers}` : ''}`}
                </span>
              </p>
            )}
            {options.map((o) => {
              switch (o.type) {
                case 'choose-zone':
                  return (
                    <div key="zone" class="options">
                      <p>{w('choose-zone')}</p>
                      {o.edges.map((edge) => (
                        <button
                          key={edge}
                          type="button"
                          data-command="choose-zone"
                          data-edge={edge}
                          onClick={() => send({ type: 'choose-zone', edge })}
                        >
                          {w(`edge.${edge}`)}
                        </button>
                      ))}
                    </div>
                  );
                case 'field':
                  return (
                    <div key="field" class="options">
                      <p>{w('field', { max: o.max })}</p>
                      {o.models.map((id) => (
                        <label key={id}>
                          <input
                            type="checkbox"
                            checked={fielded.includes(id)}
                            onChange={(e) =>
                              setFielded((f) =>
                                (e.target as HTMLInputElement).checked
                                  ? [...f, id].slice(0, o.max)
                                  : f.filter((x) => x !== id),
                              )
                            }
                          />{' '}
                          {s.models[id]?.name}
                        </label>
                      ))}
                      <button
                        type="button"
                        data-command="field"
                        onClick={() => send({ type: 'field', models: fielded })}
                      >
                        {w('field.confirm')}
                      </button>
                    </div>
                  );
                case 'deploy':
                  return (
                    <div key="deploy" class="options" data-deploy>
                      <p>
                        {deploying
                          ? w('deploy.selected', { model: s.models[deploying]?.name ?? deploying })
                          : w('deploy')}
                      </p>
                      {o.models.map((id) => (
                        <button
                          key={id}
                          type="button"
                          data-command="deploy"
                          data-model={id}
                          class={deploying === id ? 'primary' : ''}
                          onClick={() => setDeploying(id)}
                        >
                          {w('deploy.model', { model: `${s.models[id]?.name} (${id})` })}
                        </button>
                      ))}
                    </div>
                  );
                case 'choose-first':
                  return (
                    <div key="first" class="options">
                      <p>{w('choose-first')}</p>
                      {o.seats.map((first) => (
                        <button
                          key={first}
                          type="button"
                          data-command="choose-first"
                          data-seat={first}
                          onClick={() => send({ type: 'choose-first', first })}
                        >
                          {w('first', { warband: s.warbands[first].name })}
                        </button>
                      ))}
                    </div>
                  );
                case 'activate':
                  return (
                    <div key="activate" class="options">
                      <p>{w('activate')}</p>
                      {o.models.map((id) => (
                        <button
                          key={id}
                          type="button"
                          data-command="activate"
                          data-model={id}
                          onClick={() => send({ type: 'activate', model: id })}
                        >
                          {w('activate.model', { model: `${s.models[id]?.name} (${id})` })}
                        </button>
                      ))}
                    </div>
                  );
                case 'spend-blood':
                  return <SpendBlood key={`blood-${s.step}`} state={s} option={o} send={send} />;
                case 'free-attacks':
                  return <FreeAttacks key={`free-${s.step}`} state={s} option={o} send={send} />;
                case 'fall-side':
                  return (
                    <div key="fall" class="options" data-wait="fall-side">
                      <p>{w('fall-side', { model: s.models[o.model]?.name ?? o.model })}</p>
                      {o.sides.map((side) => (
                        <button
                          key={side}
                          type="button"
                          data-command="fall-side"
                          onClick={() => send({ type: 'fall-side', side })}
                        >
                          {w(`fall.${side}`)}
                        </button>
                      ))}
                    </div>
                  );
                default:
                  return null;
              }
            })}
            {mine && active && (
              <ActivationButtons
                state={s}
                options={options}
                mode={mode}
                weapon={weapon}
                setMode={setMode}
                send={send}
              />
            )}
            {mine && (mode === 'shoot' || mode === 'melee') && weapon !== null && aids && (
              <AttackPanel
                state={s}
                kind={mode}
                weapon={weapon}
                targets={aids.targets}
                hovered={hovered}
                hover={setHovered}
                attack={attack}
              />
            )}
            {mine && mode === 'charge' && charge && (
              <div class="options">
                {charge.targets.map((t) => (
                  <button
                    key={t.model}
                    type="button"
                    data-command="charge-at"
                    data-target={t.model}
                    onClick={() => attack(t.model)}
                  >
                    {`${term('charge')}: ${s.models[t.model]?.name}${t.seen ? '' : ` ${w('risky')}`}`}
                  </button>
                ))}
              </div>
            )}
            <div class="options trench-tools">
              <button
                type="button"
                class={measuring ? 'primary' : 'secondary'}
                aria-pressed={measuring}
                data-command="measure"
                onClick={() => {
                  setMeasuring(!measuring);
                  setMeasure([]);
                }}
              >
                {w('measure')}
              </button>
              {!result &&
                mine &&
                (confirmConcede ? (
                  <>
                    <span>{w('concede.confirm')}</span>{' '}
                    <button
                      type="button"
                      class="danger"
                      data-command="concede"
                      onClick={() => send({ type: 'concede' })}
                    >
                      {w('concede.yes')}
                    </button>
                    <button type="button" class="secondary" onClick={() => setConfirmConcede(false)}>
                      {w('cancel')}
                    </button>
                  </>
                ) : (
                  <button type="button" class="secondary" onClick={() => setConfirmConcede(true)}>
                    {w('concede')}
                  </button>
                ))}
            </div>
            {measuring && (
              <p class="measure-result" data-measure={measured === null ? '' : measured.toFixed(2)}>
                {measured === null
                  ? w('measure.hint')
                  : `${w('measure.result', { d: fixed(measured) })}${
                      measuredModels[0] && measuredModels[1]
                        ? ` · ${w('measure.bases', {
                            d: fixed(
                              Math.max(
                                0,
                                measured -
                                  radius(measuredModels[0].baseMm) -
                                  radius(measuredModels[1].baseMm),
                              ),
                            ),
                          })}`
                        : ''
                    }`}
              </p>
            )}
          </section>
          {aids && aids.targets.length > 0 && (
            <section class="card trench-sight" aria-label={term('lineOfSight')}>
              <h3>{`${term('lineOfSight')} · ${term('cover')}`}</h3>
              <ul>
                {aids.targets.map((t) => (
                  <li
                    key={t.model}
                    data-sight-target={t.model}
                    data-visible={t.visible ? 'yes' : 'no'}
                    data-cover={t.cover ?? ''}
                    class={hovered === t.model ? 'hovered' : ''}
                  >
                    <button
                      type="button"
                      class="link-dark"
                      onClick={() => setHovered(hovered === t.model ? null : t.model)}
                    >
                      {s.models[t.model]?.name} ({t.model})
                    </button>{' '}
                    <span class="muted">{sightText(s, t)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <TrenchLog state={s} events={live.log.events} />
        </aside>
      </div>
      <p class="live-footer">
        <a href="#/">{w('back')}</a>
      </p>
    </div>
  );
}
