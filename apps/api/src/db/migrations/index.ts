import type { Migration } from 'kysely';
import * as m0001 from './20251121_0001_accounts.ts';
import * as m0002 from './20251121_0002_outbox.ts';
import * as m0003 from './20251121_0003_content.ts';
import * as m0004 from './20251121_0004_catalog.ts';
import * as m0005 from './20251121_0005_pharmacies.ts';

/**
 * Every migration, by name. A static list rather than a directory scan so it works the same under
 * tsx, vitest and a bundler. Append new files here; never edit or rename one that has run.
 */
export const migrations: Record<string, Migration> = {
  '20251121_0001_accounts': m0001,
  '20251121_0002_outbox': m0002,
  '20251121_0003_content': m0003,
  '20251121_0004_catalog': m0004,
  '20251121_0005_pharmacies': m0005,
};
