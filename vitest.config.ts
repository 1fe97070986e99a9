import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships CommonJS (main) and ESM (module) builds. Node, and so type-graphql and graphql-ws,
// load the CommonJS one; Vite would hand our own code the ESM one, and two copies of graphql
// refuse each other's schemas. Resolve ours to the same file Node uses.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: run test files two at a time.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
