import type { Locale } from '@apotek/contract';
import type { OtpPurpose } from './accounts.tables.ts';

const TEXT: Record<Locale, Record<OtpPurpose, (code: string) => string>> = {
  id: {
    register: (code) => `Kode OTP Apotek Anda: ${code}. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk pihak Apotek.`,
    reset_password: (code) =>
      `Kode OTP Apotek untuk mengatur ulang kata sandi: ${code}. Berlaku 5 menit. Abaikan pesan ini jika Anda tidak memintanya.`,
  },
  en: {
    register: (code) => `Your Apotek OTP code: ${code}. Valid for 5 minutes. Do not share this code with anyone, including Apotek staff.`,
    reset_password: (code) =>
      `Your Apotek password reset OTP code: ${code}. Valid for 5 minutes. Ignore this message if you did not ask for it.`,
  },
};

const SUBJECT: Record<Locale, string> = { id: 'Kode OTP Apotek', en: 'Your Apotek OTP code' };

export function otpMessage(locale: Locale, purpose: OtpPurpose, code: string) {
  return { subject: SUBJECT[locale], body: TEXT[locale][purpose](code) };
}
