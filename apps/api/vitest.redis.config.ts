import { defineProject } from 'vitest/config';

// The scale-out suite's Redis half: bus fan-out between nodes and anything else that needs Redis.
export default defineProject({
  test: {
    name: 'api-redis',
    environment: 'node',
    include: ['src/**/*.redis.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
