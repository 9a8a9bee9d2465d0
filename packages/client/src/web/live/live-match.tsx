import type { Command, GameEvent, MatchState, PlayerState, Side } from '@dugout/rules';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { MatchSummary, Seat, SeatPresence } from '../../protocol.js';
import { speakEdition, t } from '../i18n/index.js';
import { MatchView } from '../match/match-screen.js';
import { teamName } from '../match/names.js';
import { playerPosition } from '../match/player-position.js';
import { PostMatch } from '../match/post-match.js';
import { namesOf } from '../match/view-model.js';
import { ChatPanel } from './chat.js';
import { LeaguePostGameLink } from './league-link.js';
import { commandRefusalText, liveErrorText, mayConcede, seatConnection, seatTimer } from './live-view.js';
import { setupSquareProblem } from './saved-formations.js';
import { SetupTools } from './setup-tools.js';
import { type ReceivedClock, useMatchConnection, useTicking } from './use-match-connection.js';

/** Games with a live screen of their own, at `#/<game>/<match id>` (app.tsx's routes). */
const OWN_SCREENS = new Set(['blood-bound']);

const CONCEDE: Command = { type: 'concede' };

function SeatStatus(props: {
  seat: Seat;
  summary: MatchSummary;
  presence: Record<Seat, SeatPresence>;
  clock: ReceivedClock;
  now: number;
  /** The match is over: no clocks. */
  over: boolean;
}) {
  const connection = seatConnection(props.summary.seats[props.seat], props.presence[props.seat]);
  const timer = seatTimer(
    props.seat,
    props.clock.clock,
    props.summary.turnSeconds,
    props.clock.at,
    props.now,
  );
  return (
    <span class="seat-status" data-seat-status={props.seat}>
      <span class={`seat-connection ${connection}`} data-connection={connection}>
        <span class="seat-dot" /> {t(`live.seat.${connection}`)}
      </span>{' '}
      {!props.over && (
        <span
          class={`seat-timer ${timer.kind} ${timer.kind === 'running' && timer.low ? 'low' : ''}`}
          data-timer={timer.kind}
          role="timer"
          aria-label={t('live.timer.label', { coach: props.summary.seats[props.seat]?.name ?? props.seat })}
        >
          {timer.kind === 'expired' ? t('live.timer.expired') : timer.text}
        </span>
      )}
    </span>
  );
}

/** A match played over the server: the coach's seat, or a spectator's view without controls. */
export function LiveMatch(props: { client: DugoutClient; matchId: string; spectate: boolean }) {
  const live = useMatchConnection<MatchState, GameEvent>(props, {
    // Another game's match must not be drawn as Blood Bowl: its own screen, or a notice.
    elsewhere: (s) =>
      OWN_SCREENS.has(s.match.game)
        ? `#/${s.match.game}/${props.matchId}${props.spectate ? '?watch' : ''}`
        : null,
    refuse: (s) => (s.match.game === 'blood-bowl' ? null : t('live.no-screen', { game: s.match.game })),
  });
  const { conn, view: state, summary, as, clock, presence, spectators, link, chat, ended, fatal, log } = live;
  const [error, setError] = useState<string | null>(null);
  const now = useTicking(clock);
  const [confirmConcede, setConfirmConcede] = useState(false);

  const d = state?.decision ?? null;
  useEffect(() => setConfirmConcede(false), [d]);
  const controls: Side[] = useMemo(() => (as === 'home' || as === 'away' ? [as] : []), [as]);

  if (fatal) {
    return (
      <section class="card live-error">
        <p class="error" role="alert">
          {fatal}
        </p>
        <p>
          <a href="#/">{t('live.back')}</a>
        </p>
      </section>
    );
  }
  if (!state || !summary || !conn) {
    return <p class="muted live-loading">{t('live.joining')}</p>;
  }

  // The post-match screen above MatchView names LRB6 teams too (MatchView puts BB2025 back when it closes).
  speakEdition(state.edition);
  const spectator = as === 'spectator';
  const mine = d !== null && controls.includes(d.team);
  const canConcede = mine && d !== null && mayConcede(state, d.team);
  const positionOf = (p: PlayerState) => playerPosition(state, p);
  const sendNow = (command: Command): Promise<boolean> =>
    conn.send(command).then(
      () => {
        setError(null);
        return true;
      },
      (e: unknown) => {
        // A refused set-up square says why, when the board shows it.
        const why =
          command.type === 'square' && d && d.kind.startsWith('setup')
            ? setupSquareProblem(state, d.team, command.square)
            : null;
        setError(why ? t(`setup.refused.${why}`) : commandRefusalText(e, command, namesOf(state)));
        return false;
      },
    );
  const send = (command: Command) => void sendNow(command);
  const result = ended?.result ?? summary.result;
  const over = result !== null || state.finished;

  // When the opponent's clock has run out, or they have gone away, the coach may act for the match.
  const opponent = as === 'home' ? 'away' : as === 'away' ? 'home' : null;
  const playing = summary.status === 'live' && !over;
  const opponentTimedOut =
    playing &&
    opponent !== null &&
    clock.clock?.seat === opponent &&
    seatTimer(opponent, clock.clock, summary.turnSeconds, clock.at, now).kind === 'expired';
  const opponentAway =
    playing && opponent !== null && seatConnection(summary.seats[opponent], presence[opponent]) === 'away';
  /** Clears the error line when a request succeeds, or says why it failed. */
  const settle = (request: Promise<unknown>) =>
    request.then(
      () => setError(null),
      (e: unknown) => setError(liveErrorText(e)),
    );
  const opponentTools =
    opponentTimedOut || opponentAway ? (
      <div class="opponent-tools">
        {opponentTimedOut && (
          <button
            type="button"
            class="secondary"
            data-command="end-opponent-turn"
            onClick={() => settle(conn.endOpponentTurn())}
          >
            {t('live.end-opponent-turn')}
          </button>
        )}{' '}
        {opponentAway && (
          <button
            type="button"
            class="secondary"
            data-command="claim-forfeit"
            onClick={() => settle(conn.claimForfeit())}
          >
            {t('live.claim-forfeit')}
          </button>
        )}
      </div>
    ) : null;

  return (
    <div
      class={`live-match ${spectator ? 'spectating' : ''}`}
      data-match={props.matchId}
      data-as={as ?? ''}
      data-seq={conn.seq}
      data-link={link}
    >
      {over && (
        <PostMatch
          client={props.client}
          matchId={props.matchId}
          state={state}
          summary={summary}
          result={result}
          seed={ended?.seed ?? summary.seed}
        />
      )}
      <MatchView
        state={state}
        log={log.events}
        controls={controls}
        error={error}
        positionName={positionOf}
        onDismissError={() => setError(null)}
        onCommand={send}
        {...(d && !mine
          ? {
              waitingText: spectator
                ? t('live.spectating.deciding', { team: teamName(state.teams[d.team]) })
                : t('live.waiting', { team: teamName(state.teams[d.team]) }),
            }
          : {})}
        scoreboard={{
          home: (
            <SeatStatus
              seat="home"
              summary={summary}
              presence={presence}
              clock={clock}
              now={now}
              over={over}
            />
          ),
          away: (
            <SeatStatus
              seat="away"
              summary={summary}
              presence={presence}
              clock={clock}
              now={now}
              over={over}
            />
          ),
          meta: (
            <>
              <span class={`connection ${link}`} data-connection={link} aria-live="polite">
                <span class="dot" /> {t(`lobby.connection.${link}`)}
              </span>
              <span class="spectator-count" data-spectators={spectators}>
                {t('live.spectators', { count: spectators })}
              </span>
            </>
          ),
        }}
        controlsExtra={
          mine && d?.kind === 'setup' ? (
            <SetupTools state={state} side={d.team} send={sendNow} />
          ) : canConcede ? (
            <div class="concede">
              {confirmConcede ? (
                <>
                  <span>{t('live.concede.confirm')}</span>{' '}
                  <button type="button" class="danger" data-command="concede" onClick={() => send(CONCEDE)}>
                    {t('live.concede.yes')}
                  </button>{' '}
                  <button type="button" class="secondary" onClick={() => setConfirmConcede(false)}>
                    {t('match.cancel')}
                  </button>
                </>
              ) : (
                <button type="button" class="secondary" onClick={() => setConfirmConcede(true)}>
                  {t('live.concede')}
                </button>
              )}
            </div>
          ) : opponentTools ? (
            opponentTools
          ) : undefined
        }
        aside={
          <ChatPanel
            messages={chat}
            channel={spectator ? 'spectators' : 'coaches'}
            onSend={(text) => conn.chat(text).then(() => null, liveErrorText)}
          />
        }
      />
      <p class="live-footer">
        {spectator && <span class="muted">{t('live.spectating')}</span>}{' '}
        {/* How the match ended is on the post-match screen above. */}
        <LeaguePostGameLink client={props.client} matchId={props.matchId} over={over} />{' '}
        <a href={`#/replay/${props.matchId}`}>{t('live.replay')}</a> <a href="#/">{t('live.back')}</a>
      </p>
    </div>
  );
}
