import { DugoutApiError } from '../client.js';
import { formatList, isMessageKey, t } from './i18n/index.js';

/** The message a coach sees for a failed call: from the catalogue by code, with the server's detail. */
export function errorText(error: unknown): string {
  if (error instanceof DugoutApiError) {
    const detailed = detailedErrorText(error.code, error.details);
    if (detailed) return detailed;
    const key = `error.${error.code}`;
    if (isMessageKey(key)) return t(key, { message: error.message });
    return error.message;
  }
  return t('error.internal');
}

/**
 * An error whose detail names its problems by stable codes (a weak password, a team sheet that cannot play),
 * said in the coach's language; undefined when the detail has none this catalogue knows.
 */
export function detailedErrorText(code: string, details: unknown): string | undefined {
  if (code === 'auth/weak-password') return weakPasswordText(details);
  if (code === 'match/invalid-team') return teamProblemsText(details);
  return undefined;
}

/** `validateTeamSheet`'s problems, each by its code (the same code twice is said once). */
function teamProblemsText(details: unknown): string | undefined {
  const { problems } = (details ?? {}) as { problems?: unknown };
  if (!Array.isArray(problems) || problems.length === 0) return undefined;
  const keys = [...new Set(problems.map((p) => `team-problem.${(p as { code?: unknown })?.code}`))];
  if (!keys.every(isMessageKey)) return undefined;
  return t('error.match/invalid-team.problems', { problems: formatList(keys.map((key) => t(key))) });
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
