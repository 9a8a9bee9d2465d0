import { describe, expect, test } from 'vitest';
import { ERROR_CODES } from '../../protocol.js';
import { en } from './en.js';
import { t } from './index.js';

describe('the English catalogue', () => {
  test.each(ERROR_CODES)('has a message for the error code %s', (code) => {
    expect(en).toHaveProperty(`error.${code}`);
  });

  test('fills parameters and leaves unknown ones visible', () => {
    expect(t('lobby.welcome', { name: 'Griff' })).toBe('Welcome, coach Griff.');
    expect(t('lobby.welcome')).toBe('Welcome, coach {name}.');
  });
});
