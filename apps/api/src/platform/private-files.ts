import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/**
 * What lives under DATA_DIR (the database, generated secrets, uploads) is for this user only. Modes are
 * set with chmod after creation because mkdir/open modes are cut by the umask, and an existing folder
 * from an older start is tightened too.
 */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Tightens a file or folder that may not exist yet. */
export function tightenIfPresent(file: string, mode: 0o600 | 0o700): void {
  try {
    chmodSync(file, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates the file empty when missing, and leaves it readable and writable by its owner only. */
export function privateFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}
