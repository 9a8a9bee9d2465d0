import type { Command, GameEvent, TableView } from '@dugout/blood-bound';
import { useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { Recipient, TurnClock } from '../../protocol.js';
import { t } from '../i18n/index.js';
import { ChatPanel } from '../live/chat.js';
import { formatClock, liveErrorText } from '../live/live-view.js';
import { useMatchConnection, useTicking } from '../live/use-match-connection.js';
import { BLOOD_BOUND_CSS } from './css.js';
import { bt, useBloodBoundMessages } from './i18n.js';
import { Prompt } from './prompt.js';
import { TableRing, YouPanel } from './table.js';
import { bbTerm, describeEvent, type SeatNames } from './words.js';

type View = TableView & { interventionSeconds?: number };

/** The countdown a seat sees of its own intervention window, or null when none runs for it. */
function countdownFor(
  seat: Recipient | null,
  clock: TurnClock | null,
  at: number,
  now: number,
): string | null {
  if (!seat || !clock || clock.kind !== 'bank') return null;
  const bank = clock.seats?.[seat];
  if (!bank) return null;
  const left = bank.running ? Math.max(0, bank.remainingMs - Math.max(0, now - at)) : bank.remainingMs;
  return formatClock(left);
}

/** A Blood Bound match over the server: a seat's table with its prompts, or a spectator's public view. */
export function BloodBoundLive(props: { client: DugoutClient; matchId: string; spectate: boolean }) {
  const live = useMatchConnection<View, GameEvent>(props, { wholeLogAtEnd: true });
  const { conn, view, summary, as, clock, presence, chat, ended, fatal } = live;
  const [error, setError] = useState<string | null>(null);
  const now = useTicking(clock);
  const messagesReady = useBloodBoundMessages();

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
  if (!view || !summary || !conn || !messagesReady)
    return <p class="muted live-loading">{t('live.joining')}</p>;

  const names: SeatNames = (seat) =>
    seat === view.you?.seat ? bt('you.name', { seat }) : `${summary.seats[seat]?.name ?? seat} (${seat})`;
  const send = (command: Command) =>
    void conn.send(command).then(
      () => setError(null),
      (e: unknown) => setError(liveErrorText(e)),
    );
  const log = live.log.events
    .map((e) => describeEvent(e, names))
    .filter((line): line is string => line !== null);
  const result = ended?.result ?? summary.result;
  const outcome = view.outcome;
  const spectator = as === 'spectator';

  return (
    <div
      class={`bb-live ${spectator ? 'spectating' : ''}`}
      data-match={props.matchId}
      data-as={as ?? ''}
      data-seq={conn.seq}
      data-decision={view.decision?.kind ?? 'none'}
      data-over={outcome || result ? 'yes' : 'no'}
    >
      <style>{BLOOD_BOUND_CSS}</style>
      <div class="bb-main">
        <h2>
          {bt('title')} <span class="muted">{bt('players', { count: view.seats.length })}</span>
        </h2>
        <TableRing view={view} names={names} participants={summary.seats} presence={presence} />
        {outcome ? (
          <section class="bb-outcome" data-winner={outcome.winner} role="status">
            <h3>
              {outcome.winner === 'inquisitor'
                ? bt('log.won-inquisitor', { inquisitor: bbTerm('inquisitor') })
                : bt('log.won-clan', { clan: bbTerm(outcome.winner) })}
            </h3>
            <p>{bt('log.captured', { seat: names(outcome.captured), by: names(outcome.capturedBy) })}</p>
            {view.you && (
              <p data-my-result={outcome.seats[view.you.seat]}>
                {outcome.seats[view.you.seat] === 'win' ? bt('you.won') : bt('you.lost')}
              </p>
            )}
          </section>
        ) : (
          <>
            {spectator && <p class="muted">{bt('spectating')}</p>}
            <Prompt
              view={view}
              name={names}
              countdown={countdownFor(as, clock.clock, clock.at, now)}
              send={send}
            />
          </>
        )}
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </div>
      <aside class="bb-side">
        <YouPanel view={view} names={names} />
        <section class="bb-log" aria-label={bt('log.title')}>
          <h3>{bt('log.title')}</h3>
          <ol data-log-size={log.length}>
            {log.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </section>
        <ChatPanel
          messages={chat}
          channel={spectator ? 'spectators' : 'coaches'}
          onSend={(text) => conn.chat(text).then(() => null, liveErrorText)}
        />
        <p class="live-footer">
          {result && <span class="result" data-result={result.side ?? result.winner ?? 'draw'} />}
          <a href={`#/blood-bound/${props.matchId}/replay`}>{t('live.replay')}</a>{' '}
          <a href="#/">{t('live.back')}</a>
        </p>
      </aside>
    </div>
  );
}
