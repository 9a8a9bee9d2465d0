import type { LeagueMessageKey } from './en.js';

/** A language's league messages: every English key (checked by `messages.test.ts`). */
export type LeagueMessages = Readonly<Record<LeagueMessageKey, string>>;
