import type { Locale } from '@apotek/contract';

/**
 * What the owner of an e-mail or phone is told when someone tries to register it again. The sign-up
 * itself answers as if the address were new, so only the owner learns the account exists.
 */
const REGISTRATION_ATTEMPT: Record<Locale, { subject: string; body: (resetUrl: string) => string }> = {
  id: {
    subject: 'Percobaan pendaftaran dengan data Anda',
    body: (resetUrl) =>
      'Seseorang mencoba mendaftar akun Apotek baru dengan e-mail atau nomor telepon Anda, yang sudah terdaftar. ' +
      `Jika itu Anda, masuk saja atau atur ulang kata sandi di ${resetUrl}. Jika bukan, abaikan pesan ini; akun Anda tetap aman.`,
  },
  en: {
    subject: 'A sign-up attempt with your details',
    body: (resetUrl) =>
      'Someone tried to register a new Apotek account with your e-mail or phone number, which already has an account. ' +
      `If it was you, just sign in or reset your password at ${resetUrl}. If not, ignore this message; your account is safe.`,
  },
};

export function registrationAttemptNotice(locale: Locale, publicUrl: string) {
  const text = REGISTRATION_ATTEMPT[locale];
  return { subject: text.subject, body: text.body(new URL('/auth/password', publicUrl).toString()) };
}
