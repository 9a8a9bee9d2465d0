import { Prisma } from '../generated/prisma/client.js';

/**
 * The unique constraint (or primary key) a failed statement violated, read from whichever form the error
 * arrives in: Prisma's P2002 for its own queries (with the fields in `meta.target` or the driver adapter's
 * `meta.driverAdapterError.cause.constraint`), or P2010 for a raw query, as Postgres' SQLSTATE 23505 with
 * the constraint named in the message (the `pg` adapter reports it so; PGlite may report either).
 * Undefined when the error is no unique violation.
 */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const meta = (error.meta ?? {}) as Record<string, unknown>;
  const text = [error.message, typeof meta.message === 'string' ? meta.message : ''].join('\n');
  const named = /unique constraint "([^"]+)"/i.exec(text)?.[1];
  if (error.code === 'P2002') {
    const cause = (meta.driverAdapterError as { cause?: { constraint?: unknown } } | undefined)?.cause;
    const constraint = cause?.constraint as { index?: string; fields?: string[] } | string | undefined;
    const fields = Array.isArray(meta.target) ? (meta.target as string[]) : undefined;
    if (typeof constraint === 'string') return { constraint };
    if (constraint?.index) return { constraint: constraint.index };
    if (named) return { constraint: named };
    return { constraint: (constraint?.fields ?? fields ?? []).join(',') };
  }
  if (error.code === 'P2010' && (meta.code === '23505' || /\b23505\b/.test(text))) {
    return { constraint: named ?? '' };
  }
  return undefined;
}
