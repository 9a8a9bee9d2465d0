import { type CardId, cardOf, type SeatView, type TableView } from '@dugout/blood-bound';
import type { Participant, SeatPresence } from '../../protocol.js';
import { t } from '../i18n/index.js';
import { bt } from './i18n.js';
import { abilityCardName, bbTerm, bbTermTitle, type SeatNames, tokenName } from './words.js';

/** A view of a finished match at an earlier step: the module reveals every card beside it. */
type Revealing = TableView & { revealed?: { cards: Record<string, CardId> } };

/** Where seat `i` of `n` sits on the ring: yours at the bottom, the next (your left) clockwise from it. */
function place(i: number, mine: number, n: number): { left: string; top: string } {
  const angle = Math.PI / 2 + ((i - mine) * 2 * Math.PI) / n;
  return { left: `${50 + 42 * Math.cos(angle)}%`, top: `${50 + 38 * Math.sin(angle)}%` };
}

/** A character card, as its holder (or everyone, at the end) sees it. */
export function CardFace(props: { id: CardId }) {
  const card = cardOf(props.id);
  const side = card.faction;
  return (
    <span class={`bb-card ${side}`} data-card={card.id}>
      <strong title={bbTermTitle(card.character)}>{bbTerm(card.character)}</strong>{' '}
      <span class="bb-rank">{card.rank === 'fleur-cross' ? bbTerm('fleur-cross') : card.rank}</span>{' '}
      <span title={bbTermTitle(side)}>{bbTerm(side)}</span>
    </span>
  );
}

function Seat(props: {
  seat: SeatView;
  names: SeatNames;
  participant: Participant | undefined;
  /** Undefined in a replay. */
  presence: SeatPresence | undefined;
  you: boolean;
  acting: boolean;
  revealed: CardId | undefined;
  captured: boolean;
  at: { left: string; top: string };
}) {
  const s = props.seat;
  // A replay has no presence: it names bots only.
  const connection =
    props.participant?.kind === 'bot'
      ? 'bot'
      : props.presence === undefined
        ? null
        : props.presence.connected
          ? 'connected'
          : 'away';
  return (
    <li
      class={`bb-seat ${props.you ? 'you' : ''} ${props.acting ? 'acting' : ''} ${props.captured ? 'captured' : ''}`}
      style={props.at}
      data-seat={s.seat}
      data-wounds={s.wounds}
      data-dagger={s.hasDagger ? 'yes' : 'no'}
      data-connection={connection ?? ''}
    >
      <div class="bb-seat-name">
        {s.hasDagger && (
          <span class="bb-dagger" title={bbTermTitle('dagger')} data-dagger-token>
            {bbTerm('dagger')}
          </span>
        )}{' '}
        <strong>{props.names(s.seat)}</strong>{' '}
        {connection && <span class={`seat-connection ${connection}`}>{t(`live.seat.${connection}`)}</span>}
        {props.participant?.replaced && (
          <span class="muted"> {bt('replaced', { coach: props.participant.replaced.name })}</span>
        )}
      </div>
      <div class="bb-wounds" title={bbTermTitle('wound')}>
        {bt('wounds', { wound: bbTerm('wound'), count: s.wounds })}
        {props.captured && (
          <strong class="bb-captured" data-captured title={bbTermTitle('capture')}>
            {' '}
            {bt('captured', { capture: bbTerm('capture') })}
          </strong>
        )}
      </div>
      <ul class="bb-tokens">
        {s.tokens.map((token, i) => (
          <li key={i} class={`bb-token ${token}`} data-token={token} title={bbTermTitle(token)}>
            {token === 'rank' && s.revealedRank !== null
              ? `${tokenName(token)} ${s.revealedRank === 'fleur-cross' ? bbTerm('fleur-cross') : s.revealedRank}`
              : tokenName(token)}
          </li>
        ))}
      </ul>
      {s.character && (
        <div class="bb-revealed" data-character={s.character} title={bbTermTitle(s.character)}>
          {bbTerm(s.character)}
        </div>
      )}
      {s.cards.length > 0 && (
        <ul class="bb-ability-cards">
          {s.cards.map((c, i) => (
            <li key={i} data-ability-card={c.kind} title={bbTermTitle(c.kind)}>
              {abilityCardName(c)}
            </li>
          ))}
        </ul>
      )}
      {props.revealed && <CardFace id={props.revealed} />}
    </li>
  );
}

/** The players around the table with their public tokens, wounds, ability cards and the dagger. */
export function TableRing(props: {
  view: TableView;
  names: SeatNames;
  participants: Record<string, Participant>;
  /** Who is connected; absent in a replay. */
  presence?: Record<string, SeatPresence>;
}) {
  const { view } = props;
  const n = view.seats.length;
  const mine = Math.max(
    0,
    view.seats.findIndex((s) => s.seat === view.you?.seat),
  );
  return (
    <ol class="bb-ring" aria-label={bt('table')}>
      {view.seats.map((s, i) => (
        <Seat
          key={s.seat}
          seat={s}
          names={props.names}
          participant={props.participants[s.seat]}
          presence={
            props.presence
              ? (props.presence[s.seat] ?? { connected: false, disconnectedSince: null })
              : undefined
          }
          you={s.seat === view.you?.seat}
          acting={view.waitingFor.includes(s.seat)}
          revealed={(view.outcome ?? (view as Revealing).revealed)?.cards[s.seat]}
          captured={view.outcome?.captured === s.seat}
          at={place(i, mine, n)}
        />
      ))}
      <li class="bb-centre" aria-hidden="true">
        {bt('turn', { turn: view.turn })}
      </li>
    </ol>
  );
}

/** What only you know: your card, the clue you were shown, what your Harlequin saw, the Curses you dealt. */
export function YouPanel(props: { view: TableView; names: SeatNames }) {
  const you = props.view.you;
  if (!you) return null;
  return (
    <section class="bb-you" data-you={you.seat} aria-label={bt('you.title')}>
      <h3>{bt('you.title')}</h3>
      <p>
        {bbTerm('character-card')}: <CardFace id={you.card.id} />
      </p>
      <p class="muted">
        {bt('you.icons', {
          icons: you.card.icons
            .map((i) => (i === 'wild' ? bbTerm('wild') : i === 'unknown' ? bbTerm('unknown') : bbTerm(i)))
            .join(', '),
        })}
      </p>
      <p data-clue={you.rightNeighbour.clue} data-clue-from={you.rightNeighbour.seat}>
        {bt('you.clue', {
          clue: bbTerm('clue'),
          seat: props.names(you.rightNeighbour.seat),
          clan: bbTerm(you.rightNeighbour.clue),
        })}
      </p>
      {you.sightings.map((s) => (
        <p key={s.seat} data-sighting={s.seat}>
          {bt('you.saw', { seat: props.names(s.seat) })} <CardFace id={s.card.id} />
        </p>
      ))}
      {you.cursesDealt.length > 0 && (
        <p data-curses-dealt>
          {you.cursesDealt.map((c) => `${props.names(c.seat)}: ${bbTerm(c.face)}`).join(' · ')}
        </p>
      )}
    </section>
  );
}
