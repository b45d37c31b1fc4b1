/**
 * Object keys are chosen by our code (content hashes, ids), never by a client, but they still become
 * file paths on disk, so the shape is checked in one place: lower-case path segments of letters, digits,
 * `.`, `_` and `-` that never start with a dot. That rules out `..`, absolute paths, backslashes, hidden
 * files and the disk adapter's own temp names.
 */
const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`invalid object key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidObjectKeyError';
  }
}

export function isValidObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new InvalidObjectKeyError(key);
}
