import { expect, test } from 'vitest';
import { KICK_OFF_EVENT_NAMES, kickOffTable } from './kick-off.js';

// §4.1 (FFB's bb2025 KickoffResultMapping agrees on 2–12).
test.each([
  [2, 'get-the-ref', 'Get the Ref'],
  [3, 'time-out', 'Time-out'],
  [4, 'solid-defence', 'Solid Defence'],
  [5, 'high-kick', 'High Kick'],
  [6, 'cheering-fans', 'Cheering Fans'],
  [7, 'brilliant-coaching', 'Brilliant Coaching'],
  [8, 'changing-weather', 'Changing Weather'],
  [9, 'quick-snap', 'Quick Snap!'],
  [10, 'charge', 'Charge!'],
  [11, 'dodgy-snack', 'Dodgy Snack'],
  [12, 'pitch-invasion', 'Pitch Invasion'],
] as const)('kick-off %i → %s', (total, id, name) => {
  expect(kickOffTable(total)).toBe(id);
  expect(KICK_OFF_EVENT_NAMES[id]).toBe(name);
});

test.each([[1], [13], [0], [7.5]])('%d is not a 2D6 total', (total) => {
  expect(() => kickOffTable(total)).toThrow(
    /kick-off: .* is not a valid roll \(expected an integer 2\.\.12\)/,
  );
});
