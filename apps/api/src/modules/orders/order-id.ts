import { randomBytes, randomInt } from 'node:crypto';

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
