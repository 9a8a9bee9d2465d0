import { DUGOUT_BOXES, type MatchState, type PlayerState, type Side } from '@dugout/rules';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/index.js';
import { playerLabel, teamName } from './names.js';
import { PrayersInForce } from './prayers-in-force.js';
import { positionInitials, teamRerolls } from './view-model.js';

function TurnMarkers(props: { side: Side; turn: number; name: string }) {
  return (
    <span
      class="turn-track"
      role="img"
      aria-label={t('match.turn.of', { team: props.name, turn: props.turn })}
    >
      {Array.from({ length: 8 }, (_, i) => (
        <span key={i} class={`pip ${i + 1 < props.turn ? 'done' : i + 1 === props.turn ? 'now' : ''}`} />
      ))}
    </span>
  );
}

function TeamScore(props: { state: MatchState; side: Side; extra?: ComponentChildren }) {
  const team = props.state.teams[props.side];
  const active = props.state.turnState?.team === props.side;
  return (
    <div class={`team-score ${props.side} ${active ? 'active' : ''}`} data-side={props.side}>
      <span class="team-name">{teamName(team)}</span>
      <span class="team-score-value" data-score={props.side}>
        {team.score}
      </span>
      <TurnMarkers side={props.side} turn={team.turn} name={teamName(team)} />
      <span class="team-extras">
        <span>{t('match.rerolls', { count: teamRerolls(props.state, props.side) })}</span>
        <span>{t('match.apothecary', { count: team.apothecaries })}</span>
      </span>
      <PrayersInForce state={props.state} side={props.side} />
      {props.extra}
    </div>
  );
}

/** What a live match adds to the scoreboard: each coach's timer and connection, the match's own status. */
export interface ScoreboardExtras {
  home?: ComponentChildren;
  away?: ComponentChildren;
  meta?: ComponentChildren;
}

export function Scoreboard(props: { state: MatchState; extras?: ScoreboardExtras }) {
  const s = props.state;
  return (
    <header class="scoreboard">
      <TeamScore state={s} side="home" extra={props.extras?.home} />
      <div class="match-meta">
        <span class="half">{t('match.half', { half: s.half })}</span>
        <span class="weather">{t('match.weather', { weather: t(`weather.${s.weather}`) })}</span>
        {props.extras?.meta}
      </div>
      <TeamScore state={s} side="away" extra={props.extras?.away} />
    </header>
  );
}

export function Dugout(props: {
  state: MatchState;
  side: Side;
  positionName(p: PlayerState): string;
  clickable: ReadonlySet<string>;
  selected: string | null;
  onPlayer(id: string): void;
  onPlayerDown?(id: string): void;
}) {
  const s = props.state;
  const team = s.teams[props.side];
  const boxes = DUGOUT_BOXES.map((box) => ({
    box,
    players: s.players.filter((p) => p.team === props.side && p.at === null && p.box === box),
  }));
  return (
    <section class={`dugout ${props.side}`} aria-label={t('match.dugout', { team: teamName(team) })}>
      {boxes
        .filter((b) => b.box !== 'dead' || b.players.length > 0)
        .map(({ box, players }) => (
          <div key={box} class={`box ${box}`} data-box={box}>
            <h3>{t(`box.${box}`)}</h3>
            {players.length === 0 && <span class="muted">{t('match.dugout.empty')}</span>}
            {players.map((p) => {
              const position = props.positionName(p);
              const clickable = props.clickable.has(p.id);
              return (
                <button
                  type="button"
                  key={p.id}
                  class={`chip ${p.team} ${props.selected === p.id ? 'selected' : ''}`}
                  data-player={p.id}
                  disabled={!clickable}
                  title={playerLabel(s, p, position)}
                  aria-label={playerLabel(s, p, position)}
                  onClick={() => props.onPlayer(p.id)}
                  onPointerDown={clickable ? () => props.onPlayerDown?.(p.id) : undefined}
                >
                  <span class="chip-number">{p.number}</span>
                  <span class="chip-initials">{positionInitials(position)}</span>
                </button>
              );
            })}
          </div>
        ))}
    </section>
  );
}
