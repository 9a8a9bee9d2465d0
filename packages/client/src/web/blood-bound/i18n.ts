import { lazyCatalogue } from '../i18n/lazy-catalogue.js';
import { type BloodBoundMessageKey, bbEn } from './messages/en.js';
import type { BloodBoundMessages } from './messages/types.js';

export type { BloodBoundMessageKey };

/** Korean and Japanese load on demand, each its own chunk (like the main catalogues and the league's). */
const bloodBound = lazyCatalogue<BloodBoundMessageKey>(bbEn, {
  ko: () => import('./messages/ko.js').then((m): BloodBoundMessages => m.bbKo),
  ja: () => import('./messages/ja.js').then((m): BloodBoundMessages => m.bbJa),
});

export const loadBloodBoundMessages = bloodBound.load;
/** A Blood Bound message in the coach's language (English until that language's messages are loaded). */
export const bt = bloodBound.t;
/** True once the current language's messages are in (re-renders when they arrive). */
export const useBloodBoundMessages = bloodBound.useReady;
