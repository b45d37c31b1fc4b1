import { defineProject } from 'vitest/config';

// The default suite needs nothing running (SQLite, in-memory bus). Tests that need Redis are named
// *.redis.test.ts and run in the scale-out suite (`npm run test:pg`, project `api-redis`), as do
// *.scale-out.test.ts (the S3 adapter against a local S3 server).
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/*.redis.test.ts', '**/*.scale-out.test.ts', '**/node_modules/**'],
    // argon2 hashing and a fresh database per file make these slower than unit tests
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
