import { limited } from '../define.js';

/** 0–3 at 10k. Each is rolled on the D16 table when both coaches are done buying (`prayers.ts`). */
export const prayersToNuffle = limited(
  'prayers-to-nuffle',
  'Prayers to Nuffle',
  () => 3,
  () => 10_000,
);
