import { describe, expect, test } from 'vitest';
import { Prisma } from '../generated/prisma/client.js';
import { uniqueViolation } from './unique-violation.js';

const known = (code: string, meta: Record<string, unknown>, message = 'failed') =>
  new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: '7', meta });

// The shapes seen from the pg adapter (Postgres) and from PGlite for the same violations of the log.
describe('a unique violation, however the driver reports it', () => {
  test.each([
    [
      'pg adapter, raw query: the index named',
      known('P2010', {
        driverAdapterError: {
          cause: {
            originalCode: '23505',
            kind: 'UniqueConstraintViolation',
            constraint: { index: 'MatchCommand_matchId_seat_clientId_key' },
          },
        },
      }),
      'MatchCommand_matchId_seat_clientId_key',
    ],
    [
      'PGlite, raw query: only the quoted columns, the index in the original message',
      known('P2010', {
        driverAdapterError: {
          cause: {
            originalCode: '23505',
            originalMessage: 'duplicate key value violates unique constraint "MatchCommand_pkey"',
            kind: 'UniqueConstraintViolation',
            constraint: { fields: ['"matchId"', 'seq'] },
          },
        },
      }),
      'MatchCommand_pkey',
    ],
    [
      'a Prisma query (P2002) with the fields only',
      known('P2002', { target: ['"tableId"', '"coachId"'] }),
      'tableId,coachId',
    ],
    ['a raw query with SQLSTATE in meta', known('P2010', { code: '23505', message: 'x' }), ''],
    [
      "the raw SQL client: the driver's own error (PGlite and pg alike)",
      Object.assign(new Error('duplicate key value violates unique constraint "MatchCommand_pkey"'), {
        code: '23505',
        constraint: 'MatchCommand_pkey',
      }),
      'MatchCommand_pkey',
    ],
  ])('%s', (_name, error, constraint) => {
    expect(uniqueViolation(error)).toEqual({ constraint });
  });

  test('other errors are not unique violations', () => {
    expect(
      uniqueViolation(known('P2010', { driverAdapterError: { cause: { originalCode: '23503' } } })),
    ).toBeUndefined();
    expect(uniqueViolation(known('P2025', {}))).toBeUndefined();
    expect(uniqueViolation(new Error('duplicate key value violates unique constraint "x"'))).toBeUndefined();
    expect(uniqueViolation(Object.assign(new Error('foreign key'), { code: '23503' }))).toBeUndefined();
  });
});
