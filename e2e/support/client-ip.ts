import { randomInt } from 'node:crypto';

/**
 * A client address of its own, as each real shopper has. The suite's server trusts X-Forwarded-For from
 * loopback (TRUST_PROXY=loopback, a reverse proxy on the same host), so the per-address limits — 10
 * registrations an hour, for one — apply per shopper, not to the whole suite sharing 127.0.0.1.
 * 198.18.0.0/15 is set aside for benchmarks and tests (RFC 2544).
 */
export function newClientIp(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function clientIpHeaders(ip = newClientIp()): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': ip };
}
