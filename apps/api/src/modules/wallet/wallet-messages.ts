import type { Locale } from '@apotek/contract';

/** The activation SMS, in the customer's language. */
export function walletOtpSms(locale: Locale, code: string): string {
  return locale === 'en'
    ? `${code} is your Apotek wallet activation code. Valid for 5 minutes. Never share it with anyone, including Apotek staff.`
    : `${code} adalah kode aktivasi dompet Apotek Anda. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk staf Apotek.`;
}
