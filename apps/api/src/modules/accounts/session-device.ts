import { isIPv4, isIPv6 } from 'node:net';
import { apiMessage, type AccountSession, type Locale, SESSION_DEVICE_TYPES } from '@apotek/contract';
import Bowser from 'bowser';

/** Real User-Agents stay well under this; the cap keeps a forged header from bloating every session row. */
export const USER_AGENT_MAX = 512;

type DeviceType = AccountSession['device_type'];

/**
 * The address with its host part hidden: the /24 of IPv4, the /64 network of IPv6. Enough for "was
 * that me, at home?", while a full address of every sign-in is more personal data than the list needs.
 */
export function coarseIp(ip: string): string | null {
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.*`;
  if (!isIPv6(ip)) return null;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}:*`;
}

export interface DeviceInfo {
  device: string;
  browser: string | null;
  os: string | null;
  device_type: DeviceType;
}

/** "Chrome di Android" / "Chrome on Android" from a User-Agent, in the caller's language. */
export function describeDevice(userAgent: string | null, locale: Locale): DeviceInfo {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const browser = parsed?.browser.name || null;
  const os = parsed?.os.name || null;
  const type = parsed?.platform.type;
  const device_type: DeviceType = (SESSION_DEVICE_TYPES as readonly string[]).includes(type ?? '') ? (type as DeviceType) : 'unknown';
  const device =
    browser && os ? apiMessage('deviceLabel', locale, { browser, os }) : (browser ?? os ?? apiMessage('deviceUnknown', locale));
  return { device, browser, os, device_type };
}
