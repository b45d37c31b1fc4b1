import { defineProject } from 'vitest/config';

// The scale-out suite's Redis half: bus fan-out between nodes and anything else that needs Redis,
// plus the adapters only the scale-out mode uses (S3 storage).
export default defineProject({
  test: {
    name: 'api-redis',
    environment: 'node',
    // *.scale-out.test.ts: other scale-out parts that start their own server (the S3 adapter against s3rver).
    include: ['src/**/*.redis.test.ts', 'src/**/*.scale-out.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
