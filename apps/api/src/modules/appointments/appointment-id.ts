import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Public appointment ids (ARCHITECTURE §3): "APM-" and 10 characters of [0-9A-Z] drawn uniformly from the
 * system's CSPRNG, about 51 bits, so ids can be neither guessed nor counted.
 */
export function newAppointmentId(): string {
  let out = 'APM-';
  for (let i = 0; i < 10; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
