import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Public prescription ids (ARCHITECTURE §3): "RX-" and 10 characters of [0-9A-Z] from the system's
 * CSPRNG, about 51 bits, so a prescription can be neither guessed nor counted.
 */
export function newPrescriptionId(): string {
  let out = 'RX-';
  for (let i = 0; i < 10; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
