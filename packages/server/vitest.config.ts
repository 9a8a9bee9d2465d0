import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    // Integration tests start servers, child processes and Chromium: generous limits, never speed checks.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
