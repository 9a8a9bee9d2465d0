import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rules',
    include: ['src/**/*.test.ts'],
    // The engine is pure: test files share one module graph per worker instead of re-importing it.
    isolate: false,
  },
});
