import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // The JS budget test (scripts/js-budget.test.ts) builds into a temporary directory of its own.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Every page is rendered on the server first: the shop must work (and be indexed) before JavaScript loads.
  ssr: true,
} satisfies Config;
