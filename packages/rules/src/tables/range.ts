/** A table row covering the inclusive range min..max of a roll total. */
export interface RangeRow<T> {
  readonly min: number;
  readonly max: number;
  readonly result: T;
}

/** The row whose range holds `total`; throws a RangeError naming the table when none does. */
export function lookupRange<T>(table: string, rows: readonly RangeRow<T>[], total: number): T {
  if (Number.isInteger(total)) {
    for (const row of rows) if (total >= row.min && total <= row.max) return row.result;
  }
  const lo = rows[0]?.min;
  const hi = rows[rows.length - 1]?.max;
  throw new RangeError(`${table}: ${total} is not a valid roll (expected an integer ${lo}..${hi})`);
}

/** `total` limited to min..max (for tables whose modified rolls run past the printed ends). */
export function clamp(total: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, total));
}
