import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'blood-bound',
    include: ['src/**/*.test.ts'],
    // The rules are pure: test files share one module graph per worker instead of re-importing it.
    isolate: false,
    // Hundreds of whole random games per player count take seconds on a loaded 2-core machine; speed is
    // measured by `pnpm bench:blood-bound`, never by a test's time limit.
    testTimeout: 60_000,
  },
});
