import { hash, verify } from '@node-rs/argon2';

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

/** Why a password is too weak, or an empty list when it is acceptable. */
export function passwordWeaknesses(password: string, name: string, email: string): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.push(`it must be at least ${PASSWORD_MIN_LENGTH} characters long`);
  }
  if (new Set(password).size < 4) problems.push('it must use at least 4 different characters');
  if (COMMON.has(lower)) problems.push('it is one of the most common passwords');
  if (name.length >= 3 && lower.includes(name.toLowerCase())) problems.push('it must not contain your name');
  const mailbox = email.split('@')[0]?.toLowerCase() ?? '';
  if (mailbox.length >= 3 && lower.includes(mailbox)) problems.push('it must not contain your email address');
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
