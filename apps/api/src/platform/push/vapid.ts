import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { privateDir } from '../private-files.ts';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (what browsers take as applicationServerKey). */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

const VAPID_FILE = 'vapid.json';

const savedKeys = z.object({
  public_key: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  private_key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * The server's VAPID key pair, made on first start and kept in DATA_DIR (like the app secret, config.ts),
 * readable by this user only. Browsers subscribe against the public key, so it must not change: a new
 * pair makes every stored subscription useless. Nodes sharing one database set VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY instead (push-config.ts).
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  privateDir(dataDir);
  const file = path.join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    const saved = savedKeys.parse(JSON.parse(readFileSync(file, 'utf8')));
    return { publicKey: saved.public_key, privateKey: saved.private_key };
  }
  const keys = webpush.generateVAPIDKeys();
  // `wx`: two processes starting at once on one DATA_DIR cannot both write; the loser reads the winner's.
  try {
    writeFileSync(file, JSON.stringify({ public_key: keys.publicKey, private_key: keys.privateKey }, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateVapidKeys(dataDir);
    throw error;
  }
  chmodSync(file, 0o600);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
