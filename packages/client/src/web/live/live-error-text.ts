import { DugoutApiError } from '../../client.js';
import { MatchError } from '../../match-connection.js';
import { detailedErrorText, errorText } from '../error-text.js';
import { isMessageKey, t } from '../i18n/index.js';

/** A refused live request or API call in the coach's language (the server's message fills the details). */
export function liveErrorText(error: unknown): string {
  if (error instanceof MatchError) {
    if (error.code === 'timeout') return t('live.error.timeout');
    const detailed = detailedErrorText(error.code, error.details);
    if (detailed) return detailed;
    const key = `error.${error.code}`;
    return isMessageKey(key) ? t(key, { message: error.message }) : error.message;
  }
  if (error instanceof DugoutApiError) return errorText(error);
  return t('error.internal');
}
