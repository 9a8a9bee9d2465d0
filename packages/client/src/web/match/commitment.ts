/**
 * The check a coach's own browser makes of a finished match's dice: the seed the server reveals at the end
 * must hash (SHA-256, as `host/canonical.ts` `sha256Hex` does on the seed's 32 bytes) to the commitment the
 * server published when the match was created. WebCrypto does the hashing, so the server is not trusted for
 * this step; the re-derivation of every roll from the seed is the server's `/verify` report beside it.
 */

export type CommitmentCheck =
  | { kind: 'match'; digest: string }
  | { kind: 'mismatch'; digest: string }
  /** The seed is not 64 hex digits. */
  | { kind: 'bad-seed' }
  /** No WebCrypto here (a page served over plain HTTP from another machine). */
  | { kind: 'unavailable' };

/** The bytes of a hex string, or null when it is not one. */
export function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const out = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function checkCommitment(
  seedHex: string,
  commitment: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<CommitmentCheck> {
  const seed = hexBytes(seedHex);
  if (seed?.length !== 32) return { kind: 'bad-seed' };
  if (!subtle) return { kind: 'unavailable' };
  const digest = toHex(await subtle.digest('SHA-256', seed));
  return digest === commitment.toLowerCase() ? { kind: 'match', digest } : { kind: 'mismatch', digest };
}
