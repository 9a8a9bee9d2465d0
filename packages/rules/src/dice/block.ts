/** Block die faces, indexed by the face number a `Dice` returns for `BLOCK`. */
export const BLOCK_FACES = {
  1: 'player-down',
  2: 'both-down',
  3: 'push-back',
  4: 'push-back',
  5: 'stumble',
  6: 'pow',
} as const;

export type BlockFaceNumber = keyof typeof BLOCK_FACES;
export type BlockFace = (typeof BLOCK_FACES)[BlockFaceNumber];

/** The distinct block results, in face order (push-back once). */
export const BLOCK_FACE_IDS = [
  'player-down',
  'both-down',
  'push-back',
  'stumble',
  'pow',
] as const satisfies readonly BlockFace[];

/** The result shown by a block die face number (1..6). Throws on anything else. */
export function blockFace(n: number): BlockFace {
  const face = BLOCK_FACES[n as BlockFaceNumber];
  if (face === undefined) throw new RangeError(`block die face must be an integer 1..6, got ${n}`);
  return face;
}

/** The lowest face number that shows `face` (push-back → 3). */
export function blockFaceNumber(face: BlockFace): BlockFaceNumber {
  switch (face) {
    case 'player-down':
      return 1;
    case 'both-down':
      return 2;
    case 'push-back':
      return 3;
    case 'stumble':
      return 5;
    case 'pow':
      return 6;
  }
}
