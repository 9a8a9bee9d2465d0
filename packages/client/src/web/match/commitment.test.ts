import { describe, expect, test } from 'vitest';
import { checkCommitment, hexBytes } from './commitment.js';

const seed = 'a1'.repeat(32);
// SHA-256 of the 32 bytes 0xa1 (computed independently, with Python's hashlib).
const commitment = '52fe6094743bfd4f9be4321d98adc7e23c1ab622b0ba830e271d1ee1cbfd7850';

describe('the seed commitment checked in the browser', () => {
  test('the revealed seed hashes to the published commitment', async () => {
    expect(await checkCommitment(seed, commitment)).toEqual({ kind: 'match', digest: commitment });
    expect(await checkCommitment(seed.toUpperCase(), commitment.toUpperCase())).toMatchObject({
      kind: 'match',
    });
  });

  test('another seed does not', async () => {
    const other = `${'a1'.repeat(31)}a2`;
    expect(await checkCommitment(other, commitment)).toMatchObject({ kind: 'mismatch' });
  });

  test('a seed that is not 32 bytes of hex is named as such; no WebCrypto is said so', async () => {
    expect(await checkCommitment('xyz', commitment)).toEqual({ kind: 'bad-seed' });
    expect(await checkCommitment('a1a1', commitment)).toEqual({ kind: 'bad-seed' });
    expect(await checkCommitment(seed, commitment, null)).toEqual({ kind: 'unavailable' });
  });

  test('hex to bytes', () => {
    expect([...(hexBytes('00ff10') ?? [])]).toEqual([0, 255, 16]);
    expect(hexBytes('0')).toBeNull();
    expect(hexBytes('zz')).toBeNull();
  });
});
