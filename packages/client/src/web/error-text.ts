import { DugoutApiError } from '../client.js';
import { isMessageKey, t } from './i18n/index.js';

/** The message a coach sees for a failed call: from the catalogue by code, with the server's detail. */
export function errorText(error: unknown): string {
  if (error instanceof DugoutApiError) {
    const key = `error.${error.code}`;
    if (isMessageKey(key)) return t(key, { message: error.message });
    return error.message;
  }
  return t('error.internal');
}
