import type { DugoutClient } from '../../client.js';
import type { Coach, GameInfo, GameTable, MatchSummary, TableSeat } from '../../protocol.js';
import { t } from '../i18n/index.js';
import { tableEdition } from './edition-select.js';
import { teamChoiceText } from './team-picker.js';
import { challengeStatus, clockText, gameName, isChallenge, seatEmpty, seatLabel } from './words.js';

export interface TableActions {
  client: DugoutClient;
  coach: Coach;
  game: GameInfo | undefined;
  busy: boolean;
  /** The choice the coach brings to a seat they take (the "Accept with" team). */
  choice: unknown;
  run(work: () => Promise<void>): void;
  /** A match started: go to it. */
  started(match: MatchSummary): void;
}

/** A classic (LRB6) Blood Bowl table says so beside its title; BB2025 is the default and goes unsaid. */
function EditionTag(props: { table: GameTable }) {
  if (props.table.game !== 'blood-bowl' || tableEdition(props.table.options) === 'bb2025') return null;
  return (
    <span class="edition-tag" data-edition={tableEdition(props.table.options)}>
      {t(`lobby.edition.${tableEdition(props.table.options)}`)}
    </span>
  );
}

/** One seat: who sits there (and what they bring), or who it is kept for, or that it is open. */
function SeatLine(props: { seat: TableSeat; children?: preact.ComponentChildren }) {
  const s = props.seat;
  const who = s.taken
    ? s.taken.name
    : s.invited
      ? t(s.declined ? 'lobby.seat.declined' : 'lobby.seat.invited', { coach: s.invited.name })
      : t('lobby.seat.open');
  const team = s.choice ? teamChoiceText(s.choice) : '';
  return (
    <li data-seat={s.seat} data-seat-state={s.taken ? 'taken' : s.invited ? 'invited' : 'open'}>
      <span class="seat-name">{seatLabel(s.seat)}</span>: {who}
      {team && <span class="muted"> — {team}</span>} {props.children}
    </li>
  );
}

function Seats(props: { table: GameTable; seatActions?(seat: TableSeat): preact.ComponentChildren }) {
  return (
    <ul class="table-seats">
      {props.table.seats.map((s) => (
        <SeatLine key={s.seat} seat={s}>
          {props.seatActions?.(s)}
        </SeatLine>
      ))}
    </ul>
  );
}

/** A table the coach may sit at: take a seat (accept a challenge) or decline an invitation. */
export function OpenTable(props: { table: GameTable } & TableActions) {
  const { table, coach, busy } = props;
  const challenge = isChallenge(table);
  const invitation = table.seats.find((s) => s.invited?.id === coach.id && !s.taken && !s.declined);
  const take = (seat: string) =>
    props.run(async () => {
      const { match } = await props.client.takeSeat(
        table.id,
        seat,
        props.game?.seatChoice ? { choice: props.choice } : {},
      );
      if (match) props.started(match);
    });
  const mayTake = (s: TableSeat) => seatEmpty(s) && (!s.invited || s.invited.id === coach.id) && !s.declined;
  const title = challenge
    ? t(invitation ? 'lobby.challenge.to-me' : 'lobby.challenge.open', { coach: table.creator.name })
    : t('lobby.table.title', {
        coach: table.creator.name,
        game: gameName(table.game),
        seats: table.seats.length,
      });
  return (
    <li data-table={table.id} data-challenge={table.id}>
      {title} <EditionTag table={table} /> <span class="muted">{clockText(table.turnSeconds)}</span>
      <Seats
        table={table}
        seatActions={(s) =>
          !challenge && mayTake(s) ? (
            <button
              type="button"
              class="secondary"
              disabled={busy}
              data-take={s.seat}
              onClick={() => take(s.seat)}
            >
              {t('lobby.seat.take')}
            </button>
          ) : null
        }
      />
      {challenge && (
        <button
          type="button"
          class="primary"
          disabled={busy}
          onClick={() => {
            const seat = table.seats.find(mayTake);
            if (seat) take(seat.seat);
          }}
        >
          {t('lobby.challenge.accept')}
        </button>
      )}{' '}
      {invitation && (
        <button
          type="button"
          class="secondary"
          disabled={busy}
          onClick={() => props.run(async () => void (await props.client.declineTable(table.id)))}
        >
          {t('lobby.challenge.decline')}
        </button>
      )}
    </li>
  );
}

/** A table the coach opened or sits at: its seats, what the creator may change, start, play. */
export function MyTable(props: { table: GameTable } & TableActions) {
  const { table, coach, busy, client } = props;
  const creator = table.creator.id === coach.id;
  const open = table.status === 'open';
  const challenge = isChallenge(table);
  const status = challenge ? challengeStatus(table) : table.status;
  const other = table.seats.find((s) => s.taken?.coachId !== coach.id);
  const act = (work: () => Promise<unknown>) => props.run(async () => void (await work()));
  const full = table.seats.every((s) => !seatEmpty(s));
  const title = challenge
    ? !creator
      ? t('lobby.mine.from', { coach: table.creator.name })
      : other?.invited
        ? t('lobby.mine.to', { coach: other.invited.name })
        : t('lobby.mine.open')
    : t('lobby.table.title', {
        coach: table.creator.name,
        game: gameName(table.game),
        seats: table.seats.length,
      });
  return (
    <li data-table={table.id} data-my-challenge={table.id} data-status={status}>
      {title} <EditionTag table={table} />{' '}
      <span class="muted">
        {challenge ? t(`lobby.challenge.status.${challengeStatus(table)}`) : clockText(table.turnSeconds)}
      </span>{' '}
      {!challenge && (
        <Seats
          table={table}
          seatActions={(s) =>
            creator && open && !s.taken?.coachId ? (
              <>
                {props.game?.bots && !s.taken && (
                  <button
                    type="button"
                    class="secondary"
                    disabled={busy}
                    data-bot={s.seat}
                    onClick={() => act(() => client.setSeat(table.id, s.seat, { to: 'bot' }))}
                  >
                    {t('lobby.seat.bot')}
                  </button>
                )}
                {(s.taken || s.invited) && (
                  <button
                    type="button"
                    class="secondary"
                    disabled={busy}
                    data-open={s.seat}
                    onClick={() => act(() => client.setSeat(table.id, s.seat, { to: 'open' }))}
                  >
                    {t('lobby.seat.reopen')}
                  </button>
                )}
              </>
            ) : !creator && open && s.taken?.coachId === coach.id ? (
              <button
                type="button"
                class="secondary"
                disabled={busy}
                data-leave={s.seat}
                onClick={() => act(() => client.leaveSeat(table.id, s.seat))}
              >
                {t('lobby.seat.leave')}
              </button>
            ) : null
          }
        />
      )}
      {creator && open && !challenge && props.game?.bots && !full && (
        <button
          type="button"
          class="secondary"
          disabled={busy}
          data-command="fill-bots"
          onClick={() => act(() => client.fillWithBots(table.id))}
        >
          {t('lobby.table.fill-bots')}
        </button>
      )}{' '}
      {creator && open && !table.autoStart && (
        <button
          type="button"
          class="primary"
          disabled={busy || !full}
          data-command="start-table"
          onClick={() => props.run(async () => props.started((await client.startTable(table.id)).match))}
        >
          {t('lobby.table.start')}
        </button>
      )}{' '}
      {creator && open && (
        <button
          type="button"
          class="secondary"
          disabled={busy}
          onClick={() => act(() => client.cancelTable(table.id))}
        >
          {t('lobby.challenge.cancel')}
        </button>
      )}
      {table.matchId && table.matchStatus === 'live' && (
        <a class="button-link" href={`#/match/${table.matchId}`}>
          {t('lobby.match.play')}
        </a>
      )}
      {table.matchId && table.matchStatus === 'finished' && (
        <a href={`#/replay/${table.matchId}`}>{t('lobby.match.replay')}</a>
      )}
    </li>
  );
}
