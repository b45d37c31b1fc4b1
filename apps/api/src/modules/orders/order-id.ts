import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from '@apotek/contract';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Public order ids (ARCHITECTURE §3): "APT-" and 10 characters of [0-9A-Z] drawn uniformly from the
 * system's CSPRNG, about 51 bits, so ids can be neither guessed nor counted.
 */
export function newOrderId(): string {
  let out = 'APT-';
  for (let i = 0; i < 10; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** The payment's URL token (/api/payment/submit/{token}, the QR image): 192 random bits, base64url. */
export function newPaymentToken(): string {
  return randomBytes(24).toString('base64url');
}

/** One provider order id per charge attempt: providers refuse to charge an id twice. */
export function providerOrderId(orderId: string, attempt: number): string {
  return `${orderId}-${attempt}`;
}

/**
 * A pick-up code (issue 8, point 4): six characters from PICKUP_CODE_ALPHABET (no 0/O, 1/I), easy to read
 * aloud and to type; about 30 bits, against at most a handful of guesses per order (RATE_LIMITS.pickupCodeOrder).
 */
export function newPickupCode(): string {
  let out = '';
  for (let i = 0; i < PICKUP_CODE_LENGTH; i += 1) out += PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)];
  return out;
}

/** Whether a typed code (already upper-cased and stripped by the contract) is the order's, in constant time. */
export function pickupCodeMatches(expected: string | null, typed: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(typed);
  return a.length === b.length && timingSafeEqual(a, b);
}
