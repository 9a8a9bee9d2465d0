import { useEffect, useRef, useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { MatchConnection } from '../../match-connection.js';
import type {
  ChatMessage,
  MatchEnded,
  MatchSnapshot,
  MatchSummary,
  Recipient,
  Seat,
  SeatPresence,
  TurnClock,
} from '../../protocol.js';
import { liveErrorText } from './live-error-text.js';
import { LiveLog } from './live-log.js';

export type Link = 'connecting' | 'connected' | 'disconnected';

/** A clock as received, with when (it counts down on screen from there). */
export interface ReceivedClock {
  clock: TurnClock | null;
  at: number;
}

export interface MatchConnectionOptions {
  /** The route of the match's own screen when it is not this one: the page goes there at once. */
  elsewhere?(snapshot: MatchSnapshot): string | null;
  /** A match this screen cannot show: the message to show instead. */
  refuse?(snapshot: MatchSnapshot): string | null;
  /** The end reveals what was private: fetch the whole log again then, and mark the summary finished. */
  wholeLogAtEnd?: boolean;
}

/** What a live screen draws from: the server's view and everything around it. */
export interface LiveMatchConnection<View, Event> {
  /** Null until joined. */
  conn: MatchConnection | null;
  view: View | null;
  summary: MatchSummary | null;
  as: Recipient | null;
  clock: ReceivedClock;
  presence: Record<Seat, SeatPresence>;
  spectators: number;
  link: Link;
  chat: ChatMessage[];
  ended: MatchEnded | null;
  /** Why the screen cannot be shown (the join was refused, or `refuse` said so). */
  fatal: string | null;
  /** Every command's events, once each, in order; `logSize` changes whenever it grows. */
  log: LiveLog<Event>;
  logSize: number;
}

/**
 * Joins a match on a new live connection and keeps its view, summary, clock, presence, chat and log; the
 * connection resyncs itself after a gap or a drop. The log starts with the replay of what happened before
 * this page joined. Every live screen (Blood Bowl, Blood Bound, Trench Crusade) joins through here.
 */
export function useMatchConnection<View, Event = unknown>(
  props: { client: DugoutClient; matchId: string; spectate: boolean },
  options: MatchConnectionOptions = {},
): LiveMatchConnection<View, Event> {
  const log = useRef(new LiveLog<Event>());
  const latest = useRef(options);
  latest.current = options;
  const [logSize, setLogSize] = useState(0);
  const [conn, setConn] = useState<MatchConnection | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  const [as, setAs] = useState<Recipient | null>(null);
  const [clock, setClock] = useState<ReceivedClock>({ clock: null, at: 0 });
  const [presence, setPresence] = useState<Record<Seat, SeatPresence>>({});
  const [spectators, setSpectators] = useState(0);
  const [link, setLink] = useState<Link>('connecting');
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [ended, setEnded] = useState<MatchEnded | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);

  useEffect(() => {
    let closed = false;
    let connection: MatchConnection | undefined;
    const socket = props.client.connect();
    socket.on('connect', () => setLink('connected'));
    socket.on('disconnect', () => setLink('disconnected'));
    const added = (seq: number, events: readonly unknown[]) => {
      if (log.current.add(seq, events)) setLogSize(log.current.size);
    };
    const fetchLog = (since: number | undefined, then?: () => void) =>
      props.client.replay(props.matchId, since).then(
        (r) => {
          if (closed) return;
          if (since === undefined) log.current.clear();
          for (const step of r.steps) added(step.seq, step.events);
          setLogSize(log.current.size);
          then?.();
        },
        () => undefined,
      );
    props.client
      .joinMatch(props.matchId, {
        socket,
        as: props.spectate ? 'spectator' : 'player',
        listeners: {
          update(u) {
            added(u.seq, u.events);
            setView(u.view as View);
            // The same clock object while the server left it out: its time keeps counting from receipt.
            setClock((c) => (c.clock === u.clock ? c : { clock: u.clock, at: Date.now() }));
          },
          snapshot(s) {
            const route = latest.current.elsewhere?.(s) ?? null;
            if (route !== null) return window.location.replace(route);
            const refused = latest.current.refuse?.(s) ?? null;
            if (refused !== null) return setFatal(refused);
            setView(s.view as View);
            setSummary(s.match);
            setAs(s.as);
            setClock({ clock: s.clock, at: Date.now() });
            setPresence(s.presence);
          },
          ended(e) {
            setEnded(e);
            if (!latest.current.wholeLogAtEnd) return;
            void fetchLog(undefined, () =>
              setSummary((s) => (s ? { ...s, result: e.result, status: 'finished' } : s)),
            );
          },
          presence: setPresence,
          clock: (c) => setClock({ clock: c, at: Date.now() }),
          chat: (m) => setChat((previous) => [...previous, m].slice(-200)),
          spectators: setSpectators,
        },
      })
      .then(
        (c) => {
          if (closed) {
            void c.leave();
            return;
          }
          connection = c;
          setConn(c);
          setLink(socket.connected ? 'connected' : 'disconnected');
          void fetchLog(0);
        },
        (e: unknown) => {
          if (!closed) setFatal(liveErrorText(e));
        },
      );
    return () => {
      closed = true;
      void connection?.leave();
      socket.disconnect();
    };
  }, [props.client, props.matchId, props.spectate]);

  return {
    conn,
    view,
    summary,
    as,
    clock,
    presence,
    spectators,
    link,
    chat,
    ended,
    fatal,
    log: log.current,
    logSize,
  };
}

/** The time now, ticking while `clock` runs, so a countdown moves between the server's clock messages. */
export function useTicking(clock: ReceivedClock): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!clock.clock?.running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
