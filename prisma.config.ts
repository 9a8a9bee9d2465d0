// Offline machines cannot download Prisma's schema engine; `generate` does not need it.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= '/bin/true';

import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/dugout' },
});
