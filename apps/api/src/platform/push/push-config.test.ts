import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { createPushSender } from './create-push-sender.ts';
import { pushConfigFromEnv } from './push-config.ts';
import { DEFAULT_PUSH_HOSTS } from './push-sender.ts';
import { SandboxPushSender } from './sandbox-push-sender.ts';
import { WebPushSender } from './web-push-sender.ts';

const dir = () => mkdtempSync(path.join(tmpdir(), 'apotek-push-'));
const quiet = { warnings: [] as string[], warn(_obj: object, msg: string) { this.warnings.push(msg); } };

describe('VAPID keys and push settings', () => {
  it('makes a key pair into DATA_DIR on first start, private to this user, and reuses it', () => {
    const dataDir = path.join(dir(), 'data');
    const first = createPushSender(pushConfigFromEnv({ NODE_ENV: 'development' }, dataDir, false), quiet);
    const file = path.join(dataDir, 'vapid.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8')).public_key).toBe(first.publicKey);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first).toBeInstanceOf(WebPushSender);
    const again = createPushSender(pushConfigFromEnv({ NODE_ENV: 'development' }, dataDir, false), quiet);
    expect(again.publicKey).toBe(first.publicKey);
  });

  it('takes the keys from env (nodes sharing a database), writing nothing, and warns when a shared database has none', () => {
    const keys = webpush.generateVAPIDKeys();
    const dataDir = dir();
    const config = pushConfigFromEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'https://apotek.example' }, dataDir, true);
    expect(config).toMatchObject({ keys, subject: 'https://apotek.example', keysPerNode: false });
    expect(createPushSender(config, quiet).publicKey).toBe(keys.publicKey);
    expect(existsSync(path.join(dataDir, 'vapid.json'))).toBe(false);
    expect(quiet.warnings).toEqual([]);

    createPushSender(pushConfigFromEnv({}, dir(), true), quiet);
    expect(quiet.warnings).toHaveLength(1);
  });

  it('defaults: sandbox under test, live elsewhere; the known push services; a mailto subject', () => {
    expect(pushConfigFromEnv({ NODE_ENV: 'test' }, dir(), false).mode).toBe('sandbox');
    expect(pushConfigFromEnv({ NODE_ENV: 'production' }, dir(), false).mode).toBe('live');
    expect(pushConfigFromEnv({ NODE_ENV: 'production', WEB_PUSH: 'sandbox' }, dir(), false).mode).toBe('sandbox');
    expect(createPushSender(pushConfigFromEnv({ NODE_ENV: 'test' }, dir(), false), quiet)).toBeInstanceOf(SandboxPushSender);
    const config = pushConfigFromEnv({}, dir(), false);
    expect(config.hosts).toEqual(DEFAULT_PUSH_HOSTS);
    expect(config.subject).toMatch(/^mailto:/);
    expect(pushConfigFromEnv({ WEB_PUSH_HOSTS: ' 127.0.0.1 , *.push.example ' }, dir(), false).hosts).toEqual(['127.0.0.1', '*.push.example']);
  });

  it('refuses half a key pair, malformed keys and a subject that is neither mailto: nor https:', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => pushConfigFromEnv({ VAPID_PUBLIC_KEY: keys.publicKey }, dir(), false)).toThrow(/both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => pushConfigFromEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey }, dir(), false)).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => pushConfigFromEnv({ VAPID_SUBJECT: 'http://apotek.example' }, dir(), false)).toThrow(/VAPID_SUBJECT/);
    expect(() => pushConfigFromEnv({ WEB_PUSH: 'maybe' }, dir(), false)).toThrow(/WEB_PUSH/);
  });
});
