import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page is rendered on the server first: the shop must work (and be indexed) before JavaScript loads.
  ssr: true,
} satisfies Config;
