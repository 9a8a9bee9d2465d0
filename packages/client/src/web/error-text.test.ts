import { afterEach, describe, expect, test } from 'vitest';
import { DugoutApiError } from '../client.js';
import { errorText } from './error-text.js';
import { loadLocale } from './i18n/index.js';

const weak = new DugoutApiError(
  'auth/weak-password',
  'Password is too weak: it must be at least 10 characters long; it must not contain your name.',
  400,
  { problems: ['too-short', 'contains-name'], minLength: 10 },
);

describe('server errors in the coach language', () => {
  afterEach(() => loadLocale('en'));

  test('a code with parameters reads in each language', async () => {
    expect(errorText(weak)).toBe(
      'Password is too weak: it must be at least 10 characters long and it must not contain your name.',
    );
    await loadLocale('ko');
    expect(errorText(weak)).toBe('비밀번호가 너무 약합니다: 10자 이상 필요 및 이름 포함 불가.');
    await loadLocale('ja');
    expect(errorText(new DugoutApiError('match/not-your-turn', 'Not your turn.', 409))).toBe(
      '今はあなたの番ではありません。相手を待ってください。',
    );
  });

  test('a team sheet that cannot play is explained problem by problem, in the coach’s language', async () => {
    const invalid = new DugoutApiError('match/invalid-team', 'home: Human has no position "elf"', 400, {
      problems: [
        { path: 'players[2].positionId', code: 'unknown-position', message: 'Human has no position "elf"' },
        { path: 'rerolls', code: 'too-many-rerolls', message: '9 re-rolls; Human may have 8' },
      ],
    });
    expect(errorText(invalid)).toBe(
      'That team cannot play: a position is not on this roster and too many team re-rolls.',
    );
    await loadLocale('ja');
    expect(errorText(invalid)).toBe(
      'そのチームでは試合できません: このロスターにないポジションがある、チームリロールが多すぎる。',
    );
  });

  test('codes the server may add later fall back to its English message', () => {
    const unknown = new DugoutApiError('auth/weak-password', 'Password is too weak: new rule.', 400, {
      problems: ['some-new-rule'],
    });
    expect(errorText(unknown)).toBe('Password is too weak: new rule.');
  });
});
