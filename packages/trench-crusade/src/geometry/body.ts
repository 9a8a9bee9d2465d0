import { baseRadius, modelHeight } from './base.js';
import type { Point } from './vec.js';

/** What geometry needs of a model: where its base is, how high it stands, how big it is. */
export interface Body {
  position: Point;
  /** Height of the surface the model stands on, inches above the table. */
  z: number;
  baseMm: number;
  /** The building or hill it stands on, if any. */
  standsOn: string | null;
}

export function radiusOf(body: Body): number {
  return baseRadius(body.baseMm);
}

export function heightOf(body: Body): number {
  return modelHeight(body.baseMm);
}
