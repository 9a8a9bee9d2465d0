/** Why a command was refused: a stable code for programs, a sentence for people. Nothing changed. */
export const REJECTION_CODES = [
  'malformed-command',
  'game-over',
  'not-your-decision',
  'unexpected-command',
  'unknown-model',
  'not-your-model',
  'not-eligible',
  'action-taken',
  'illegal-path',
  'too-far',
  'out-of-range',
  'no-line-of-sight',
  'illegal-target',
  'illegal-weapon',
  'illegal-position',
  'bad-answer',
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

export interface Rejection {
  code: RejectionCode;
  message: string;
}

export const reject = (code: RejectionCode, message: string): Rejection => ({ code, message });

export function isRejection(value: unknown): value is Rejection {
  return (
    typeof value === 'object' && value !== null && 'code' in value && 'message' in value && !('ok' in value)
  );
}
