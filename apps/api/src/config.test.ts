import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, SQLite in DATA_DIR and the web build of this repo', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'apotek-cfg-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'apotek.db') });
    expect(config.webBuildDir).toBe(path.join(REPO_ROOT, 'apps/web/build'));
    expect(existsSync(path.join(REPO_ROOT, 'apps/api/src/config.ts'))).toBe(true);
    expect(config.seedDemo).toBe(true);
  });

  it('makes a secret on first start, keeps it private and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'apotek-cfg-'));
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'secrets.json');
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).app_secret).toBe(first.appSecret);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first.appSecret);
  });

  it('uses PostgreSQL for a postgres:// DATABASE_URL and APP_SECRET from env', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', APP_SECRET: 's'.repeat(40), PORT: '4000' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost/db' });
    expect(config.appSecret).toBe('s'.repeat(40));
    expect(config.port).toBe(4000);
    expect(config.seedDemo).toBe(false);
  });

  it('refuses a bad environment with a readable error', () => {
    expect(() => loadConfig({ PORT: 'abc', APP_SECRET: 's'.repeat(40) })).toThrow(/PORT/);
  });
});
