import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The suite runs the real built app on a fresh SQLite data dir, in Debian's Chromium (never a downloaded one).
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'apotek-e2e-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The shop's service worker answers pages and caches assets; page.route cannot see requests it
    // handles, so specs run without it except installable.spec.ts, which allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // TRUST_PROXY=loopback: specs speak for their shoppers' own addresses (support/client-ip.ts).
    // PAGE_CACHE_SECONDS=0: specs change data and look at it at once as guests; set it to run them against the page cache.
    env: { PORT: String(port), DATA_DIR: dataDir, SKIP_WEB_BUILD: process.env.SKIP_WEB_BUILD ?? '0', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '0' },
  },
});
