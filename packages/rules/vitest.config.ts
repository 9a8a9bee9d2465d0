import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rules',
    include: ['src/**/*.test.ts'],
    // The engine is pure: test files share one module graph per worker instead of re-importing it.
    isolate: false,
    // Whole random games and exhaustive odds checks take seconds on a loaded 2-core machine; speed is
    // measured in benchmarks (`pnpm bench`), never by a test's time limit.
    testTimeout: 30_000,
  },
});
