import { Prisma } from '../generated/prisma/client.js';

interface AdapterCause {
  kind?: string;
  originalCode?: string;
  originalMessage?: string;
  constraint?: { index?: string; fields?: string[] } | string;
}

/**
 * The unique constraint (or primary key) a failed statement violated, whichever way it is reported:
 * Prisma's P2002 for its own queries, or P2010 ("raw query failed") for `$executeRaw`, which is how the
 * `pg` adapter and PGlite report Postgres' SQLSTATE 23505. The driver adapter's cause names the index
 * (`{ index }`), or only its columns (`{ fields }`, quoted as in SQL); the message names it too.
 * Returns the index name when known, else the columns joined by commas; undefined when the error is no
 * unique violation. The raw SQL client (`db/sql.ts`) throws the driver's own error: see `driverViolation`.
 */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return driverViolation(error);
  const meta = (error.meta ?? {}) as Record<string, unknown>;
  const cause = ((meta.driverAdapterError as { cause?: AdapterCause } | undefined)?.cause ??
    {}) as AdapterCause;
  const text = [
    error.message,
    cause.originalMessage ?? '',
    typeof meta.message === 'string' ? meta.message : '',
  ].join('\n');
  const violation =
    error.code === 'P2002' ||
    cause.kind === 'UniqueConstraintViolation' ||
    cause.originalCode === '23505' ||
    (error.code === 'P2010' && (meta.code === '23505' || /\b23505\b/.test(text)));
  if (!violation) return undefined;
  if (typeof cause.constraint === 'string') return { constraint: cause.constraint };
  if (cause.constraint?.index) return { constraint: cause.constraint.index };
  const named = /unique constraint "([^"]+)"/i.exec(text)?.[1];
  if (named) return { constraint: named };
  const fields = cause.constraint?.fields ?? (Array.isArray(meta.target) ? (meta.target as string[]) : []);
  return { constraint: fields.map((f) => f.replace(/"/g, '')).join(',') };
}

/** PGlite's and `pg`'s own error (the raw SQL client's): SQLSTATE 23505 and the violated index's name. */
function driverViolation(error: unknown): { constraint: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return undefined;
  return { constraint: typeof constraint === 'string' ? constraint : '' };
}
