import {
  CLASSIC_POSITION_NAMES,
  CLASSIC_ROSTER_NAMES,
  type ClassicRosterId,
  isClassicRosterId,
  isRosterId,
} from '@dugout/rules/data';
import { type Locale, namesIn, translate } from '../index.js';

/*
 * Names of the LRB6 rosters and positions (issue 18). A roster BB2025 also has (Human, Orc …) keeps the
 * name coaches know from it; the others (Khemri, Slann …) have a table of their own in each language.
 * Positions have a table per language too (`classic-positions-ko.ts`, `-ja.ts`), English where one lacks a name.
 */

/** An LRB6 roster's name: Khemri → 켐리 / ケムリ. An unknown roster reads "a team". */
export function classicRosterName(id: ClassicRosterId | string, locale: Locale): string {
  if (!isClassicRosterId(id)) return translate(locale, 'roster.unknown');
  const names = namesIn(locale);
  const shared = isRosterId(id) ? names.roster[id] : undefined;
  return shared ?? names.classicRoster?.[id] ?? CLASSIC_ROSTER_NAMES[id];
}

/**
 * An LRB6 position as a token shows it ("Skeleton") or, `full`, with the roster's name before it
 * ("Khemri Skeleton"). Blank for an unknown position.
 */
export function classicPositionName(
  rosterId: string | null,
  positionId: string,
  locale: Locale,
  full: boolean,
): string {
  if (!rosterId || !isClassicRosterId(rosterId)) return '';
  if (!Object.hasOwn(CLASSIC_POSITION_NAMES, positionId)) return '';
  const position =
    namesIn(locale).classicPosition?.[positionId] ?? (CLASSIC_POSITION_NAMES[positionId] as string);
  return full
    ? translate(locale, 'position.of-roster', { roster: classicRosterName(rosterId, locale), position })
    : position;
}
