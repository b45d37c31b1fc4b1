import { BlockList, isIP } from 'node:net';

/** Whom to believe in X-Forwarded-*: nobody, the proxies at these addresses, or this many proxy hops. */
export type TrustProxy = false | string[] | number;

/** Names proxy-addr (Fastify's parser) accepts for whole ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const HOW =
  'Give the proxy addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.5,192.168.1.0/24 or loopback) or the number of proxy hops (e.g. TRUST_PROXY=1)';

/** TRUST_PROXY from env: off, a comma-separated list of proxy addresses/CIDRs, or a hop count. Throws on anything else. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw.toLowerCase() === 'true') throw new Error(`TRUST_PROXY=true is not accepted: it would believe any X-Forwarded-For a client sends. ${HOW}`);
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0) {
    throw new Error(`TRUST_PROXY: not a proxy address, CIDR or hop count: ${bad.map((b) => JSON.stringify(b)).join(', ')}. ${HOW}`);
  }
  return entries;
}

const PRIVATE_PEERS = new BlockList();
PRIVATE_PEERS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_PEERS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_PEERS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_PEERS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_PEERS.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_PEERS.addAddress('::1', 'ipv6');
PRIVATE_PEERS.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_PEERS.addSubnet('fe80::', 10, 'ipv6');

function isPrivatePeer(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  return family !== 0 && PRIVATE_PEERS.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's `trustProxy`. Fastify 5.12 ignores a bare number (a client that reaches the server directly
 * could name any address by sending enough hops), so a hop count is a trust function here, and the
 * nearest hop must come from a loopback or private address: a client on the internet that bypasses the
 * proxies gets its own socket address, whatever it forwards.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (address, hop) => hop < trust && (hop > 0 || isPrivatePeer(address));
}
