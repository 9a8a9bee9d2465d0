import type { BloodBoundMessageKey } from './en.js';

/** A language's Blood Bound messages: every English key (checked by `messages.test.ts`). */
export type BloodBoundMessages = Readonly<Record<BloodBoundMessageKey, string>>;
