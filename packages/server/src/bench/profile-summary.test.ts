import { describe, expect, it } from 'vitest';
import { summarise } from './profile-summary.js';

const frame = (functionName: string) => ({ functionName, url: '', lineNumber: 0 });

// (root) → work → hash, and (idle); samples 10 µs apart: idle, hash, work, hash.
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4] },
    { id: 2, callFrame: frame('work'), children: [3] },
    { id: 3, callFrame: frame('hash') },
    { id: 4, callFrame: frame('(idle)') },
  ],
  samples: [4, 3, 2, 3],
  timeDeltas: [10, 10, 10, 10],
};

describe('profile summary', () => {
  it('counts self time at the leaf and inclusive time up the stack, idle left out', () => {
    const { busy, self, inclusive } = summarise(profile, 1e9);
    expect(busy).toBe(30);
    expect(self.get('hash :1')).toBe(20);
    expect(self.get('work :1')).toBe(10);
    expect(inclusive.get('work :1')).toBe(30);
    expect(inclusive.has('(idle) :1')).toBe(false);
  });

  it('keeps only the last seconds asked for', () => {
    // The last 15 µs: the samples at 30 and 40 µs.
    const { busy, self } = summarise(profile, 15e-6);
    expect(busy).toBe(20);
    expect(self.get('work :1')).toBe(10);
  });
});
