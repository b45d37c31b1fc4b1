import QRCode from 'qrcode';

/**
 * Dynamic QRIS payloads: EMVCo merchant-presented mode, a flat string of tag-length-value fields where
 * the tag and the length are two decimal digits each. Any QRIS app in Indonesia reads it; the last
 * field (63) is a CRC16 of everything before it, so a scanner rejects a mangled or edited code.
 */

export interface QrisMerchant {
  /** Shown by the payer's app; EMVCo allows 25 characters. */
  name: string;
  /** 15 characters at most. */
  city: string;
  postalCode: string;
  /** Merchant category code; 5912 is drug stores and pharmacies. */
  mcc?: string;
  /** The acquirer's merchant PAN (NNS + merchant number). */
  pan: string;
  /** The acquirer's own merchant id. */
  merchantId: string;
  /** National Merchant ID issued through ASPI, e.g. ID1020000000001. */
  nmid: string;
  /** UMI, UKE, UME, UBE or URE (business size); pharmacies are usually UKE or UME. */
  criteria?: 'UMI' | 'UKE' | 'UME' | 'UBE' | 'URE';
  /** Reverse-domain id of the acquirer in template 26. */
  acquirerDomain?: string;
}

export interface QrisRequest {
  merchant: QrisMerchant;
  /** Integer rupiah. */
  amount: number;
  /** The order reference the payer's app echoes back to the acquirer (tag 62.01). */
  billNumber: string;
  /** Which till made the code (tag 62.07). */
  terminalLabel?: string;
}

export interface TlvField {
  tag: string;
  value: string;
}

export class QrisFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QrisFormatError';
  }
}

const QRIS_DOMAIN = 'ID.CO.QRIS.WWW';

/** CRC16-CCITT (poly 0x1021, init 0xFFFF, no reflection, no final xor), the variant EMVCo names. */
export function crc16Ccitt(input: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(input, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

function crcHex(input: string): string {
  return crc16Ccitt(input).toString(16).toUpperCase().padStart(4, '0');
}

/** One field. Values are printable ASCII because the length counts characters and scanners count bytes. */
export function tlv(tag: string, value: string, maxLength = 99): string {
  if (!/^\d{2}$/.test(tag)) throw new QrisFormatError(`tag ${tag} must be two digits`);
  if (!/^[\x20-\x7e]*$/.test(value)) throw new QrisFormatError(`tag ${tag} holds characters outside printable ASCII`);
  if (value.length === 0) throw new QrisFormatError(`tag ${tag} is empty`);
  if (value.length > Math.min(maxLength, 99)) throw new QrisFormatError(`tag ${tag} is longer than ${Math.min(maxLength, 99)}`);
  return tag + String(value.length).padStart(2, '0') + value;
}

/** EMVCo allows up to 13 characters; rupiah has no minor unit in QRIS, so digits only. */
export function formatQrisAmount(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new QrisFormatError('amount must be a positive integer of rupiah');
  const text = String(amount);
  if (text.length > 13) throw new QrisFormatError('amount is longer than 13 digits');
  return text;
}

export function buildQrisPayload(request: QrisRequest): string {
  const m = request.merchant;
  const criteria = m.criteria ?? 'UKE';
  const merchantAccount = tlv(
    '26',
    tlv('00', m.acquirerDomain ?? QRIS_DOMAIN, 32) + tlv('01', m.pan, 19) + tlv('02', m.merchantId, 15) + tlv('03', criteria, 3),
  );
  const national = tlv('51', tlv('00', QRIS_DOMAIN, 32) + tlv('02', m.nmid, 15) + tlv('03', criteria, 3));
  const additional = tlv('62', tlv('01', request.billNumber, 25) + tlv('07', request.terminalLabel ?? 'APOTEK-WEB', 25));
  const body =
    tlv('00', '01') +
    // 12 = dynamic: the code carries one amount and is used once, unlike a static sticker (11).
    tlv('01', '12') +
    merchantAccount +
    national +
    tlv('52', m.mcc ?? '5912', 4) +
    tlv('53', '360', 3) +
    tlv('54', formatQrisAmount(request.amount), 13) +
    tlv('58', 'ID', 2) +
    tlv('59', m.name, 25) +
    tlv('60', m.city, 15) +
    tlv('61', m.postalCode, 10) +
    additional +
    '6304';
  return body + crcHex(body);
}

/** Splits one level of TLV; call it again on a template's value (26, 51, 62) to read its sub-fields. */
export function parseTlv(payload: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const head = payload.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new QrisFormatError(`bad tag or length at position ${at}`);
    const length = Number(head.slice(2));
    const value = payload.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new QrisFormatError(`field ${head.slice(0, 2)} runs past the end`);
    fields.push({ tag: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

export function tlvMap(payload: string): Map<string, string> {
  return new Map(parseTlv(payload).map((f) => [f.tag, f.value]));
}

/** True when the payload ends in a 63 field whose CRC matches everything before its value. */
export function verifyCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crcHex(payload.slice(0, -4)) === payload.slice(-4);
}

export interface DecodedQris {
  pointOfInitiation: string;
  merchantName: string;
  city: string;
  postalCode: string;
  mcc: string;
  currency: string;
  amount: number | undefined;
  nmid: string | undefined;
  billNumber: string | undefined;
  terminalLabel: string | undefined;
  crcValid: boolean;
}

/** Reads the fields the shop and the e2e test care about. */
export function decodeQris(payload: string): DecodedQris {
  const root = tlvMap(payload);
  const national = root.has('51') ? tlvMap(root.get('51') ?? '') : new Map<string, string>();
  const additional = root.has('62') ? tlvMap(root.get('62') ?? '') : new Map<string, string>();
  const amount = root.get('54');
  return {
    pointOfInitiation: root.get('01') ?? '',
    merchantName: root.get('59') ?? '',
    city: root.get('60') ?? '',
    postalCode: root.get('61') ?? '',
    mcc: root.get('52') ?? '',
    currency: root.get('53') ?? '',
    amount: amount === undefined ? undefined : Number(amount),
    nmid: national.get('02'),
    billNumber: additional.get('01'),
    terminalLabel: additional.get('07'),
    crcValid: verifyCrc(payload),
  };
}

// Level M survives a smudged phone screen; the quiet zone of 2 modules is what scanners need.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export function renderQrPng(payload: string, width = 320): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', width });
}

export function renderQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
}
