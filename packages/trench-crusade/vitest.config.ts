import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'trench-crusade',
    include: ['src/**/*.test.ts'],
    // The engine is pure: test files share one module graph per worker instead of re-importing it.
    isolate: false,
    // Whole seeded games take seconds on a loaded 2-core machine; speed lives in `pnpm bench:trench-crusade`.
    testTimeout: 60_000,
  },
});
