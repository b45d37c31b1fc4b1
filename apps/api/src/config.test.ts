import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

  it('refuses TRUST_PROXY=true, saying to give the proxy addresses or a hop count', () => {
    for (const value of ['true', 'TRUE']) {
      expect(() => loadConfig({ TRUST_PROXY: value, APP_SECRET: 's'.repeat(40) })).toThrow(/TRUST_PROXY=true is not accepted.*addresses or CIDRs.*hops/);
    }
  });

  it('takes TRUST_PROXY as a list of proxy addresses/CIDRs or a hop count, and refuses anything else', () => {
    const trust = (value: string | undefined) => loadConfig({ APP_SECRET: 's'.repeat(40), DATABASE_URL: 'postgres://u@localhost/db', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.5, 192.168.0.0/16,loopback,::1,fd00::/8')).toEqual(['10.0.0.5', '192.168.0.0/16', 'loopback', '::1', 'fd00::/8']);
    expect(trust('2')).toBe(2);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example', '10.0.0.1,,10.0.0.2', '1.5']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps the sandbox tools off in production unless SANDBOX_TOOLS is set, local elsewhere', () => {
    const tools = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'apotek-cfg-')), ...env }).sandboxTools;
    expect(tools({ NODE_ENV: 'production' })).toBe('off');
    expect(tools({ NODE_ENV: 'production', SANDBOX_TOOLS: 'local' })).toBe('local');
    expect(tools({ NODE_ENV: 'development' })).toBe('local');
    expect(tools({ NODE_ENV: 'test' })).toBe('local');
    expect(tools({ NODE_ENV: 'development', SANDBOX_TOOLS: 'off' })).toBe('off');
  });

  it('serves the API docs by default outside production only, unless API_DOCS says otherwise', () => {
    const docs = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'apotek-cfg-')), ...env }).apiDocs;
    expect(docs({ NODE_ENV: 'production' })).toBe(false);
    expect(docs({ NODE_ENV: 'production', API_DOCS: 'on' })).toBe(true);
    expect(docs({ NODE_ENV: 'development' })).toBe(true);
    expect(docs({ NODE_ENV: 'test' })).toBe(true);
    expect(docs({ NODE_ENV: 'development', API_DOCS: 'off' })).toBe(false);
  });

  it('takes PUBLIC_URL without its trailing slash, http(s) only, defaulting to localhost:PORT', () => {
    const base = { APP_SECRET: 's'.repeat(40), DATABASE_URL: 'postgres://u@localhost/db' };
    expect(loadConfig({ ...base, PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://apotek.example/' }).publicUrl).toBe('https://apotek.example');
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('keeps DATA_DIR to its owner (0700), also an existing folder, with secrets 0600 and uploads 0700', () => {
    const previous = process.umask(0o022);
    try {
      const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'apotek-cfg-')), 'data');
      loadConfig({ DATA_DIR: fresh });
      expect(statSync(fresh).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(fresh, 'secrets.json')).mode & 0o777).toBe(0o600);

      // What an older start left world-readable is tightened on the next one.
      const old = mkdtempSync(path.join(tmpdir(), 'apotek-cfg-'));
      chmodSync(old, 0o755);
      writeFileSync(path.join(old, 'secrets.json'), JSON.stringify({ app_secret: 'x'.repeat(40) }), { mode: 0o644 });
      mkdirSync(path.join(old, 'uploads'), { mode: 0o755 });
      expect(loadConfig({ DATA_DIR: old }).appSecret).toBe('x'.repeat(40));
      expect(statSync(old).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(old, 'secrets.json')).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(old, 'uploads')).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });
});
