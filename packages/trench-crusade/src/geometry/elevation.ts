import { isLargeBase } from './base.js';
import type { Body } from './body.js';

/** Shooting from an elevated position (seed p. 8): more than 2" higher, or more than 4" against a 50mm base. */
export const ELEVATION = { normal: 2, largeBase: 4 } as const;

/** Height of the shooter's floor above the target's; positive when the shooter is higher. */
export function heightDifference(shooter: Body, target: Body): number {
  return shooter.z - target.z;
}

export function elevatedPosition(shooter: Body, target: Body): boolean {
  const needed = isLargeBase(target.baseMm) ? ELEVATION.largeBase : ELEVATION.normal;
  return heightDifference(shooter, target) > needed + 1e-9;
}
