import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the same settings as account passwords (accounts/passwords.ts). */
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A 6-digit PIN has a million values, so a stolen hash alone would fall to a patient search. The PIN is
 * first keyed with the app secret (a pepper kept out of the database), then hashed with argon2id.
 */
function peppered(secret: string, userId: number, pin: string): string {
  return createHmac('sha256', secret).update(`wallet-pin:${userId}:${pin}`).digest('base64url');
}

export function hashPin(secret: string, userId: number, pin: string): Promise<string> {
  return hash(peppered(secret, userId, pin), ARGON);
}

export async function verifyPin(secret: string, userId: number, pinHash: string, pin: string): Promise<boolean> {
  try {
    return await verify(pinHash, peppered(secret, userId, pin));
  } catch {
    return false;
  }
}

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Codes and tokens are kept only as keyed hashes: a database dump does not hand them out. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** +6281234567890 → +62812****7890 */
export function maskMobile(e164: string): string {
  if (e164.length <= 9) return e164.replace(/\d(?=\d{2})/g, '*');
  return `${e164.slice(0, 6)}${'*'.repeat(Math.max(4, e164.length - 10))}${e164.slice(-4)}`;
}
