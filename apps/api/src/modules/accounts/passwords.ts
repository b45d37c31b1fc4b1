import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum settings: 19 MiB, 2 passes, 1 lane.
 * Raising them later is safe: verify reads the parameters from each stored hash.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown account cannot be told from a wrong password. */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword('apotek-dummy-password-1');
  await verifyPassword(await dummy, password);
  return false;
}
