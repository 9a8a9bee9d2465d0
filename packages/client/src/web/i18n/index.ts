import { en, type MessageKey } from './en.js';

export type { MessageKey };

/** Fills `{name}` placeholders; text is never glued together from fragments. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}
