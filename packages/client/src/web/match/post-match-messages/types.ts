import type { PostMatchMessageKey } from './en.js';

/** A language's post-match messages: every English key (checked by `messages.test.ts`). */
export type PostMatchMessages = Readonly<Record<PostMatchMessageKey, string>>;
