import type { WarbandSheet } from '@dugout/trench-crusade';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { MatchSummary } from '../../protocol.js';
import { lazyComponent } from '../lazy.js';
import { term, w } from './words.js';

const LISTS = [
  ['new-antioch-example', 'newAntioch', 'Principality Patrol'],
  ['new-antioch-assault', 'newAntioch', 'Assault Section'],
  ['heretic-legion-example', 'hereticLegion', 'Legion Raiders'],
  ['heretic-legion-host', 'hereticLegion', 'Host of the Iron Wolf'],
] as const;
const BUILD = 'build';

// The builder brings the two lists and their armoury: its own chunk, loaded when a coach opens it.
const WarbandBuilder = lazyComponent(
  () => import('./builder.js').then((m) => m.WarbandBuilder),
  () => <p class="muted">…</p>,
);

export interface TrenchTableProps {
  client: DugoutClient;
  busy: boolean;
  run(work: () => Promise<void>): void;
  opened(id: string): void;
  started(match: MatchSummary): void;
  /** The lobby's game select, shown first. */
  gameSelect: JSX.Element | null;
  turnSeconds: { turnSeconds?: number };
  invite: string;
}

/** A Trench Crusade table for two: scenario, short game, Shaken, a ready-made list or the builder, the bot. */
export function TrenchNewTable(props: TrenchTableProps) {
  const [scenario, setScenario] = useState('claim-no-mans-land');
  const [turns, setTurns] = useState('');
  const [shaken, setShaken] = useState(false);
  const [list, setList] = useState<string>('new-antioch-example');
  const [sheet, setSheet] = useState<WarbandSheet | null>(null);
  const [bot, setBot] = useState('simple');
  const [opponent, setOpponent] = useState(props.invite);
  const options = { scenario, shaken, bot, ...(turns ? { turns: Number(turns) } : {}) };
  const choice =
    list === BUILD && sheet ? { sheet } : { list: list === BUILD ? 'new-antioch-example' : list };
  const open = async () =>
    props.client.openTable({
      game: 'trench-crusade',
      options,
      choice,
      ...props.turnSeconds,
      invite: opponent.trim() ? [opponent.trim()] : [],
    });
  return (
    <form
      class="trench-new-table"
      onSubmit={(e) => {
        e.preventDefault();
        props.run(async () => props.opened((await open()).id));
      }}
    >
      {props.gameSelect}
      <label>
        {w('new.scenario')}{' '}
        <select
          name="scenario"
          value={scenario}
          onChange={(e) => setScenario((e.target as HTMLSelectElement).value)}
        >
          <option value="claim-no-mans-land">{term('claimNoMansLand')}</option>
          <option value="trench-warfare">{term('trenchWarfare')}</option>
        </select>
      </label>{' '}
      <label>
        {w('new.turns')}{' '}
        <select name="turns" value={turns} onChange={(e) => setTurns((e.target as HTMLSelectElement).value)}>
          <option value="">{w('new.turns.all')}</option>
          {[1, 2, 3].map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        <input
          type="checkbox"
          name="shaken"
          checked={shaken}
          onChange={(e) => setShaken((e.target as HTMLInputElement).checked)}
        />{' '}
        {w('new.shaken')}
      </label>
      <label>
        {w('new.list')}{' '}
        <select name="warband" value={list} onChange={(e) => setList((e.target as HTMLSelectElement).value)}>
          {LISTS.map(([id, faction, name]) => (
            <option key={id} value={id}>
              {`${name} (${term(faction)})`}
            </option>
          ))}
          <option value={BUILD}>{w('new.builder')}</option>
        </select>
      </label>
      {list === BUILD && <WarbandBuilder value={sheet} onChange={setSheet} />}
      <label>
        {w('new.bot.kind')}{' '}
        <select name="bot" value={bot} onChange={(e) => setBot((e.target as HTMLSelectElement).value)}>
          <option value="simple">{w('bot.simple')}</option>
          <option value="random">{w('bot.random')}</option>
        </select>
      </label>{' '}
      <label>
        {w('new.opponent')}{' '}
        <input
          type="text"
          name="opponent"
          value={opponent}
          onInput={(e) => setOpponent((e.target as HTMLInputElement).value)}
        />
      </label>{' '}
      <button type="submit" class="primary" disabled={props.busy}>
        {w('new.open')}
      </button>{' '}
      <button
        type="button"
        class="secondary"
        data-command="trench-bot"
        disabled={props.busy}
        onClick={() =>
          props.run(async () => {
            const table = await open();
            await props.client.fillWithBots(table.id);
            props.started((await props.client.startTable(table.id)).match);
          })
        }
      >
        {w('new.bot')}
      </button>
    </form>
  );
}
