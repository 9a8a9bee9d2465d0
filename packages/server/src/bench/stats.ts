/** Percentiles and rounding for the benchmark's figures. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const round = (n: number) => Math.round(n * 100) / 100;

export function summary(samples: number[]): { n: number; p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, i: number) => Promise<R>,
) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}

/** Retries `work` a few times (a loaded machine drops the odd connection while hundreds are set up). */
export async function retry<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      return await work();
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 200 * (i + 1)));
    }
  }
  throw last;
}
