import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: run test files two at a time.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
