import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Plain objects rebuilt with their keys in code-unit order; arrays keep their order. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * SHA-256 (hex) of the state as JSON with every object's keys sorted: equal states give equal hashes whatever
 * order their keys come back in (a database's JSONB reorders them).
 */
export function hashState(state: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(state, sortedKeys))));
}
