import { hash, verify } from '@node-rs/argon2';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's score (0–4) a password must reach: 3 is "safely unguessable" against online attacks. */
export const PASSWORD_MIN_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The strength estimator (issue 15): common and English dictionaries, keyboard patterns, plus the words
 * of this game that people pick. Loaded on the first password checked, not at start: its ranked
 * dictionaries are some 20 MB of the server's memory (issue 14).
 */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: {
          ...common.dictionary,
          ...english.dictionary,
          dugout: ['bloodbowl', 'nuffle', 'dugout', 'touchdown'],
        },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

export const PASSWORD_MIN_LENGTH = 10;

// The most common passwords of breach lists that also pass the length rule.
const COMMON = new Set([
  '1234567890',
  '0123456789',
  '1111111111',
  '0000000000',
  'qwertyuiop',
  'password123',
  'password1234',
  'iloveyou123',
  'qwerty12345',
  'qwerty123456',
  'abcdefghij',
  '1q2w3e4r5t',
  'q1w2e3r4t5',
  'football123',
  'bloodbowl123',
  'letmein1234',
]);

/** Why a password is refused: a stable code for the client to translate, and the English sentence. */
export interface PasswordWeakness {
  code:
    | 'too-short'
    | 'too-few-characters'
    | 'too-common'
    | 'contains-name'
    | 'contains-email'
    | 'too-guessable';
  text: string;
}

/** Why a password is too weak, or an empty list when it is acceptable. */
export async function passwordWeaknesses(
  password: string,
  name: string,
  email: string,
): Promise<PasswordWeakness[]> {
  const problems: PasswordWeakness[] = [];
  const lower = password.toLowerCase();
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.push({ code: 'too-short', text: `it must be at least ${PASSWORD_MIN_LENGTH} characters long` });
  }
  if (new Set(password).size < 4) {
    problems.push({ code: 'too-few-characters', text: 'it must use at least 4 different characters' });
  }
  if (COMMON.has(lower))
    problems.push({ code: 'too-common', text: 'it is one of the most common passwords' });
  if (name.length >= 3 && lower.includes(name.toLowerCase())) {
    problems.push({ code: 'contains-name', text: 'it must not contain your name' });
  }
  const mailbox = email.split('@')[0]?.toLowerCase() ?? '';
  if (mailbox.length >= 3 && lower.includes(mailbox)) {
    problems.push({ code: 'contains-email', text: 'it must not contain your email address' });
  }
  if (problems.length === 0) {
    const estimate = (await strengthEstimator()).check(password, [name, email, email.split('@')[0] ?? '']);
    if (estimate.score < PASSWORD_MIN_SCORE) {
      const hint = [estimate.feedback.warning, ...estimate.feedback.suggestions].filter(Boolean).join(' ');
      problems.push({
        code: 'too-guessable',
        text: `it is too easy to guess${hint ? ` (${hint.replace(/\.$/, '')})` : ''}: use a longer phrase of unrelated words`,
      });
    }
  }
  return problems;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
