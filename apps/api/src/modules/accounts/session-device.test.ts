import { describe, expect, it } from 'vitest';
import { coarseIp, describeDevice } from './session-device.ts';

describe('coarseIp', () => {
  it.each([
    ['203.0.113.45', '203.0.113.*'],
    ['::ffff:203.0.113.45', '203.0.113.*'],
    ['2001:db8:85a3:12::8a2e:370:7334', '2001:db8:85a3:12:*'],
    ['2001:0db8::1', '2001:db8:0:0:*'],
    ['::1', '0:0:0:0:*'],
    ['bukan-alamat', null],
    ['', null],
  ])('%s → %s', (ip, expected) => {
    expect(coarseIp(ip)).toBe(expected);
  });
});

describe('describeDevice', () => {
  it('names the browser and the system in the caller\'s language', () => {
    const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect(describeDevice(ua, 'id')).toEqual({ device: 'Safari di macOS', browser: 'Safari', os: 'macOS', device_type: 'desktop' });
    expect(describeDevice(ua, 'en').device).toBe('Safari on macOS');
  });

  it('says so when it cannot tell', () => {
    expect(describeDevice(null, 'id')).toEqual({ device: 'Perangkat tidak dikenal', browser: null, os: null, device_type: 'unknown' });
    expect(describeDevice('curl/8.5.0', 'en').device).toBe('Unknown device');
  });
});
