import { componentsFor } from '../components.js';
import { CLANS, type Clan, type Faction, otherClan, type RankNumber, type Seat } from '../types.js';
import type { SeatView, TableView } from '../view.js';

/**
 * What a seat can work out from its own view, and nothing else: its card, the clue it was shown, what its
 * Harlequin saw, the tokens on the table and who attacked or stood in for whom.
 */
export interface Beliefs {
  me: Seat;
  faction: Faction;
  /** Per other seat, −1 (surely on my side) … +1 (surely against me); for the Inquisitor, everyone is 0. */
  rival: Map<Seat, number>;
  /** Factions known for certain. */
  known: Map<Seat, Faction>;
  /** Per other seat, how likely it leads the clan I believe it is in (0..1). */
  leads: Map<Seat, number>;
}

const clamp = (x: number, lo = -0.95, hi = 0.95) => Math.min(hi, Math.max(lo, x));

/** The clan colours among a seat's tokens: one points at that clan (or the Inquisitor); two, the Inquisitor. */
function colours(seat: SeatView): Clan[] {
  return CLANS.filter((c) => seat.tokens.includes(c));
}

function knownFactions(view: TableView): Map<Seat, Faction> {
  const you = view.you;
  const known = new Map<Seat, Faction>();
  if (!you) return known;
  const inquisitorInGame = componentsFor(view.seats.length).inquisitor;
  for (const x of you.sightings) known.set(x.seat, x.card.faction);
  for (const s of view.seats) {
    if (s.revealedRank === 'fleur-cross' || colours(s).length === 2) known.set(s.seat, 'secret-order');
  }
  const inquisitorFound = you.card.faction === 'secret-order' || [...known.values()].includes('secret-order');
  for (const s of view.seats) {
    if (known.has(s.seat) || s.seat === you.seat) continue;
    const [colour] = colours(s);
    // A clan-coloured token proves the clan once no one else can be the Inquisitor (wild icons).
    if (colour && (!inquisitorInGame || inquisitorFound)) known.set(s.seat, colour);
    // Two players never share a rank within a clan: my rank shown by another is the rival clan's.
    if (s.revealedRank === you.card.rank && you.card.faction !== 'secret-order') {
      known.set(s.seat, otherClan(you.card.faction));
    }
  }
  return known;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/**
 * How likely `seat` leads its clan: with rank r, the clan's other k−1 characters are k−1 of the eight other
 * ranks, so r is the lowest with chance C(9−r, k−1) / C(8, k−1) (the highest, once the Quill is out). A
 * known clan-mate with a better rank makes it 0.
 */
function leadership(view: TableView, seat: SeatView, known: Map<Seat, Faction>): number {
  const perClan = componentsFor(view.seats.length).perClan;
  if (seat.revealedRank === null) return 1 / perClan;
  if (seat.revealedRank === 'fleur-cross') return 0;
  const rank: RankNumber = seat.revealedRank;
  const quill = view.seats.some((s) => s.cards.some((c) => c.kind === 'quill'));
  const clan = known.get(seat.seat);
  const better = view.seats.some(
    (s) =>
      s.seat !== seat.seat &&
      clan !== undefined &&
      known.get(s.seat) === clan &&
      typeof s.revealedRank === 'number' &&
      (quill ? s.revealedRank > rank : s.revealedRank < rank),
  );
  if (better) return 0;
  const above = quill ? rank - 1 : 9 - rank;
  return choose(above, perClan - 1) / choose(8, perClan - 1);
}

export function deduce(view: TableView): Beliefs {
  const you = view.you;
  if (!you) throw new Error('a spectator has no beliefs');
  const known = knownFactions(view);
  const mine = you.card.faction;
  const rival = new Map<Seat, number>();
  const towards = (f: Faction) =>
    mine === 'secret-order' ? 0 : f === mine ? -1 : f === 'secret-order' ? 0.2 : 1;
  for (const s of view.seats) {
    if (s.seat === you.seat) continue;
    const k = known.get(s.seat);
    if (k) {
      rival.set(s.seat, towards(k));
      continue;
    }
    let score = 0;
    const [colour] = colours(s);
    if (colour) score += 0.8 * towards(colour);
    if (s.seat === you.rightNeighbour.seat) {
      // The Harlequin shows the rival clue; an unmasked one reads the other way.
      const clue = s.character === 'harlequin' ? otherClan(you.rightNeighbour.clue) : you.rightNeighbour.clue;
      score += 0.5 * towards(clue);
    }
    rival.set(s.seat, clamp(score));
  }
  // Who attacked or stood in for whom: attackers strike at those they take for rivals.
  for (let pass = 0; pass < 2; pass++) {
    for (const a of view.attacks) {
      const wounded = a.intervener ?? a.target;
      const hit = (seat: Seat, by: number) => {
        if (seat !== you.seat && !known.has(seat)) rival.set(seat, clamp((rival.get(seat) ?? 0) + by));
      };
      const targetScore = a.target === you.seat ? -1 : (rival.get(a.target) ?? 0);
      hit(a.attacker, -0.15 * targetScore);
      if (a.intervener) hit(a.intervener, 0.3 * targetScore);
      if (wounded === you.seat) hit(a.attacker, 0.1);
    }
  }
  const leads = new Map(
    view.seats.filter((s) => s.seat !== you.seat).map((s) => [s.seat, leadership(view, s, known)]),
  );
  return { me: you.seat, faction: mine, rival, known, leads };
}
