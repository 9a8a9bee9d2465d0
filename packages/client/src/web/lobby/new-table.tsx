import type { EditionId } from '@dugout/rules/data';
import { useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { GameInfo, MatchSummary, TeamChoice } from '../../protocol.js';
import { t } from '../i18n/index.js';
import { lazyComponent } from '../lazy.js';
import { formatClock } from '../live/format-clock.js';
import { BloodBoundOptions, type BloodBoundTableOptions } from './blood-bound-options.js';
import { EditionSelect } from './edition-select.js';
import { InducementBudget } from './inducement-budget.js';
import { TeamPicker } from './team-picker.js';
import { gameName, seatLabel } from './words.js';

const CLOCKS = [60, 120, 240, 360, 600] as const;
const TrenchNewTable = lazyComponent(
  () => import('../trench-crusade/new-table.js').then((m) => m.TrenchNewTable),
  () => <p class="muted">…</p>,
);
const BLOOD_BOWL = 'blood-bowl';

const hasOptions = (g: GameInfo | undefined) =>
  Object.keys((g?.optionsSchema as { properties?: object } | undefined)?.properties ?? {}).length > 0;

/** JSON typed by the coach, or undefined while it does not parse. */
function parsed(text: string): unknown {
  try {
    return text.trim() ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new table for any game: the game, its options, the seats (a count for games of a range of players),
 * the turn clock, the coach's own team and who to invite. Blood Bowl's two seats make a challenge, which
 * starts as soon as the invited (or any) coach accepts.
 */
export function NewTable(props: {
  client: DugoutClient;
  games: GameInfo[];
  busy: boolean;
  run(work: () => Promise<void>): void;
  /** A table was opened (its id): the lobby goes to its match when it starts. */
  opened(id: string): void;
  started(match: MatchSummary): void;
}) {
  const [gameId, setGameId] = useState(BLOOD_BOWL);
  const game = props.games.find((g) => g.id === gameId) ?? props.games[0];
  const [team, setTeam] = useState<TeamChoice>({ roster: 'human' });
  const [choice, setChoice] = useState('');
  const [options, setOptions] = useState('');
  const [bbOptions, setBbOptions] = useState<BloodBoundTableOptions>({});
  const [count, setCount] = useState(0);
  const [clock, setClock] = useState('');
  const [invites, setInvites] = useState<string[]>([]);
  const [edition, setEdition] = useState<EditionId>('bb2025');
  const [budget, setBudget] = useState(0);
  // The inducement step is BB2025's (its list, Prayers to Nuffle): a classic table plays without one.
  // Both editions have an inducement step, each with its own list (BB2025's common list, LRB6's).
  const inducements = budget > 0 ? { inducements: { budget } } : {};
  const bloodBowl = game?.id === BLOOD_BOWL || !game;
  const seats =
    game?.seats.kind === 'range'
      ? game.seats.names.slice(0, Math.min(game.seats.max, Math.max(game.seats.min, count || game.seats.min)))
      : (game?.seats.seats ?? ['home', 'away']);
  const others = seats.slice(1);
  const turnSeconds = clock ? { turnSeconds: Number(clock) } : {};
  const invited = (i: number) => invites[i]?.trim() ?? '';
  const seatChoice = bloodBowl ? team : parsed(choice);
  const submit = () =>
    props.run(async () => {
      if (bloodBowl && others.length === 1) {
        const c = await props.client.challenge({
          team,
          edition,
          ...(invited(0) ? { to: invited(0) } : {}),
          ...turnSeconds,
          ...inducements,
        });
        props.opened(c.id);
      } else {
        const table = await props.client.openTable({
          game: game!.id,
          ...(hasOptions(game)
            ? { options: game?.id === 'blood-bound' ? bbOptions : (parsed(options) ?? {}) }
            : {}),
          ...(game?.seats.kind === 'range' ? { seatCount: seats.length } : {}),
          ...turnSeconds,
          ...(game?.seatChoice ? { choice: seatChoice } : {}),
          invite: others.map((_, i) => invited(i)).filter(Boolean),
        });
        props.opened(table.id);
      }
    });
  const gameSelect =
    props.games.length > 1 ? (
      <label>
        {t('lobby.new.game')}{' '}
        <select value={game?.id} onChange={(e) => setGameId((e.target as HTMLSelectElement).value)}>
          {props.games.map((g) => (
            <option key={g.id} value={g.id}>
              {gameName(g.id)}
            </option>
          ))}
        </select>
      </label>
    ) : null;
  // Trench Crusade: its own fields (scenario, list or builder, the bot), in its own chunk.
  if (game?.id === 'trench-crusade')
    return (
      <TrenchNewTable {...props} gameSelect={gameSelect} turnSeconds={turnSeconds} invite={invited(0)} />
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {gameSelect}
      {bloodBowl ? (
        <>
          <EditionSelect value={edition} onChange={setEdition} />
          <TeamPicker id="challenge" value={team} onChange={setTeam} edition={edition} />
        </>
      ) : (
        game?.seatChoice && (
          <label>
            {t('lobby.new.choice')}
            <textarea
              rows={3}
              value={choice}
              onInput={(e) => setChoice((e.target as HTMLTextAreaElement).value)}
            />
          </label>
        )
      )}
      {game?.id === 'blood-bound' ? (
        <BloodBoundOptions value={bbOptions} seats={seats} onChange={setBbOptions} />
      ) : (
        // Blood Bowl's option, the edition (issue 18), is the field above the team.
        hasOptions(game) &&
        !bloodBowl && (
          <label>
            {t('lobby.new.options')}
            <textarea
              rows={3}
              value={options}
              onInput={(e) => setOptions((e.target as HTMLTextAreaElement).value)}
            />
          </label>
        )
      )}
      {bloodBowl && <InducementBudget value={budget} onChange={setBudget} />}
      {game?.seats.kind === 'range' && (
        <label>
          {t('lobby.new.seats')}{' '}
          <input
            type="number"
            min={game.seats.min}
            max={game.seats.max}
            value={seats.length}
            onInput={(e) => setCount(Number((e.target as HTMLInputElement).value))}
          />
        </label>
      )}
      <label>
        {t('lobby.new.clock')}{' '}
        <select value={clock} onChange={(e) => setClock((e.target as HTMLSelectElement).value)}>
          <option value="">{t('lobby.new.clock.default')}</option>
          {CLOCKS.map((s) => (
            <option key={s} value={String(s)}>
              {formatClock(s * 1000)}
            </option>
          ))}
        </select>
      </label>
      {others.map((seat, i) => (
        <label key={seat}>
          {others.length === 1 ? t('lobby.new.opponent') : t('lobby.new.invite', { seat: seatLabel(seat) })}{' '}
          <input
            type="text"
            value={invites[i] ?? ''}
            placeholder={t('lobby.new.opponent.hint')}
            onInput={(e) => {
              const next = [...invites];
              next[i] = (e.target as HTMLInputElement).value;
              setInvites(next);
            }}
          />
        </label>
      ))}{' '}
      <button type="submit" class="primary" disabled={props.busy}>
        {bloodBowl && others.length === 1 ? t('lobby.new.submit') : t('lobby.new.table')}
      </button>{' '}
      {bloodBowl && (
        <button
          type="button"
          class="secondary"
          disabled={props.busy}
          onClick={() =>
            props.run(async () =>
              props.started(await props.client.playBot({ team, edition, ...turnSeconds, ...inducements })),
            )
          }
        >
          {t('lobby.bot')}
        </button>
      )}
    </form>
  );
}
