import { DugoutApiError } from '../client.js';
import { formatList, isMessageKey, t } from './i18n/index.js';

/** The message a coach sees for a failed call: from the catalogue by code, with the server's detail. */
export function errorText(error: unknown): string {
  if (error instanceof DugoutApiError) {
    const weak = error.code === 'auth/weak-password' ? weakPasswordText(error.details) : undefined;
    if (weak) return weak;
    const key = `error.${error.code}`;
    if (isMessageKey(key)) return t(key, { message: error.message });
    return error.message;
  }
  return t('error.internal');
}

/** The server names each password problem by a stable code, so it can be said in the coach's language. */
function weakPasswordText(details: unknown): string | undefined {
  const { problems, minLength } = (details ?? {}) as { problems?: unknown; minLength?: unknown };
  if (!Array.isArray(problems) || problems.length === 0) return undefined;
  const texts = problems.map((code) => `password.${code}`);
  if (!texts.every(isMessageKey)) return undefined;
  return t('error.auth/weak-password.problems', {
    problems: formatList(texts.map((key) => t(key, { min: Number(minLength) || 10 }))),
  });
}
