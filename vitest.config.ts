import { defineConfig } from 'vitest/config';

// One vitest project per package; `pnpm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
