import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/api/vitest.redis.config.ts', 'apps/web', 'scripts'],
  },
});
