import { lazyCatalogue } from '../i18n/lazy-catalogue.js';
import { type PostMatchMessageKey, postMatchEn } from './post-match-messages/en.js';
import type { PostMatchMessages } from './post-match-messages/types.js';

/** Korean and Japanese post-match messages load on demand, each as its own chunk (as the league's do). */
const postMatch = lazyCatalogue<PostMatchMessageKey>(postMatchEn, {
  ko: () => import('./post-match-messages/ko.js').then((m): PostMatchMessages => m.postMatchKo),
  ja: () => import('./post-match-messages/ja.js').then((m): PostMatchMessages => m.postMatchJa),
});

/** A post-match message in the coach's language (English until that language's messages are loaded). */
export const pt = postMatch.t;
/** True once the current language's post-match messages are in (re-renders when they arrive). */
export const usePostMatchMessages = postMatch.useReady;
