import { lazyCatalogue } from '../i18n/lazy-catalogue.js';
import { type ClassicLeagueMessageKey, classicLeagueEn } from './messages/classic-en.js';

/** Korean and Japanese classic league words load on demand with the league pages (never with a match). */
const classicLeague = lazyCatalogue<ClassicLeagueMessageKey>(classicLeagueEn, {
  ko: () => import('./messages/classic-ko.js').then((m) => m.classicLeagueKo),
  ja: () => import('./messages/classic-ja.js').then((m) => m.classicLeagueJa),
});

/** A classic league message in the coach's language (English until that language's words are loaded). */
export const clt = classicLeague.t;
/** True once the current language's classic league words are in (re-renders when they arrive). */
export const useClassicLeagueMessages = classicLeague.useReady;
