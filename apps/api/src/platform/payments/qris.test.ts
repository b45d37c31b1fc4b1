import { describe, expect, it } from 'vitest';
import {
  buildQrisPayload,
  crc16Ccitt,
  decodeQris,
  formatQrisAmount,
  parseTlv,
  type QrisMerchant,
  QrisFormatError,
  renderQrPng,
  renderQrSvg,
  tlv,
  tlvMap,
  verifyCrc,
} from './qris.ts';

const merchant: QrisMerchant = {
  name: 'APOTEK SEHAT',
  city: 'JAKARTA',
  postalCode: '10110',
  pan: '9360099900000000017',
  merchantId: 'APT000000000001',
  nmid: 'ID1020000000001',
};

describe('crc16Ccitt', () => {
  it('matches the published check values of CRC-16/CCITT-FALSE', () => {
    expect(crc16Ccitt('123456789')).toBe(0x29b1);
    expect(crc16Ccitt('')).toBe(0xffff);
    expect(crc16Ccitt('A')).toBe(0xb915);
  });
});

describe('tlv', () => {
  it('always writes the length as two digits', () => {
    expect(tlv('59', 'ABC')).toBe('5903ABC');
    expect(tlv('54', '1234567890')).toBe('54101234567890');
    expect(tlv('00', 'x'.repeat(99))).toMatch(/^0099x{99}$/);
  });

  it('refuses empty, over-long and non-ASCII values and bad tags', () => {
    expect(() => tlv('59', '')).toThrow(QrisFormatError);
    expect(() => tlv('00', 'x'.repeat(100))).toThrow(QrisFormatError);
    expect(() => tlv('59', 'x'.repeat(26), 25)).toThrow(/longer than 25/);
    expect(() => tlv('59', 'Apotek Sehat ☺')).toThrow(/printable ASCII/);
    expect(() => tlv('5', 'A')).toThrow(/two digits/);
  });
});

describe('formatQrisAmount', () => {
  it('writes whole rupiah as digits', () => {
    expect(formatQrisAmount(15000)).toBe('15000');
    expect(formatQrisAmount(1)).toBe('1');
    expect(formatQrisAmount(9_999_999_999_999)).toBe('9999999999999');
  });

  it('refuses zero, negatives, fractions and more than 13 digits', () => {
    for (const bad of [0, -5, 1.5, Number.NaN, 10_000_000_000_000]) expect(() => formatQrisAmount(bad)).toThrow(QrisFormatError);
  });
});

describe('buildQrisPayload', () => {
  const payload = buildQrisPayload({ merchant, amount: 125_500, billNumber: 'ORD-7Q2K9X', terminalLabel: 'WEB01' });

  it('is a dynamic MPM payload whose CRC checks out', () => {
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(verifyCrc(payload)).toBe(true);
  });

  it('parses back into the fields it was built from', () => {
    const root = tlvMap(payload);
    expect([...root.keys()]).toEqual(['00', '01', '26', '51', '52', '53', '54', '58', '59', '60', '61', '62', '63']);
    expect(root.get('52')).toBe('5912');
    expect(root.get('53')).toBe('360');
    expect(root.get('54')).toBe('125500');
    expect(root.get('58')).toBe('ID');
    const account = tlvMap(root.get('26') ?? '');
    expect(account.get('00')).toBe('ID.CO.QRIS.WWW');
    expect(account.get('01')).toBe(merchant.pan);
    expect(account.get('02')).toBe(merchant.merchantId);
    expect(account.get('03')).toBe('UKE');
    expect(tlvMap(root.get('51') ?? '').get('02')).toBe(merchant.nmid);
    expect(decodeQris(payload)).toEqual({
      pointOfInitiation: '12',
      merchantName: 'APOTEK SEHAT',
      city: 'JAKARTA',
      postalCode: '10110',
      mcc: '5912',
      currency: '360',
      amount: 125_500,
      nmid: merchant.nmid,
      billNumber: 'ORD-7Q2K9X',
      terminalLabel: 'WEB01',
      crcValid: true,
    });
  });

  it('round-trips: re-encoding the parsed fields gives the same string', () => {
    expect(parseTlv(payload).map((f) => tlv(f.tag, f.value)).join('')).toBe(payload);
  });

  it('fails the CRC once anything is edited', () => {
    const tampered = payload.replace('5406125500', '5406025500');
    expect(tampered).not.toBe(payload);
    expect(verifyCrc(tampered)).toBe(false);
    expect(verifyCrc(payload.slice(0, -1) + (payload.endsWith('0') ? '1' : '0'))).toBe(false);
    expect(verifyCrc('too short')).toBe(false);
  });

  it('refuses a merchant name over 25, a city over 15 and a bill number over 25 characters', () => {
    expect(() => buildQrisPayload({ merchant: { ...merchant, name: 'A'.repeat(26) }, amount: 1, billNumber: 'X' })).toThrow(/tag 59/);
    expect(() => buildQrisPayload({ merchant: { ...merchant, city: 'KOTA ADMINISTRASI' }, amount: 1, billNumber: 'X' })).toThrow(/tag 60/);
    expect(() => buildQrisPayload({ merchant, amount: 1, billNumber: 'B'.repeat(26) })).toThrow(/tag 01/);
    expect(() => buildQrisPayload({ merchant, amount: 0, billNumber: 'X' })).toThrow(/positive/);
  });
});

describe('parseTlv', () => {
  it('rejects a field that runs past the end or a malformed header', () => {
    expect(() => parseTlv('5910ABC')).toThrow(/past the end/);
    expect(() => parseTlv('5A03ABC')).toThrow(/bad tag or length/);
  });
});

describe('rendering', () => {
  const payload = buildQrisPayload({ merchant, amount: 50_000, billNumber: 'ORD-1' });

  it('renders a PNG', async () => {
    const png = await renderQrPng(payload);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('renders an SVG', async () => {
    const svg = await renderQrSvg(payload);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
  });
});
