import type { ContactKind, Locale } from '@apotek/contract';

/** The code sent to the new address, and the notice sent to the old one once the change is made. */
const CODE: Record<Locale, Record<ContactKind, (code: string) => string>> = {
  id: {
    email: (code) => `Kode OTP Apotek untuk mengganti e-mail akun Anda ke alamat ini: ${code}. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun.`,
    phone: (code) => `Kode OTP Apotek untuk mengganti nomor telepon akun Anda ke nomor ini: ${code}. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun.`,
  },
  en: {
    email: (code) => `Your Apotek OTP code to change your account's e-mail to this address: ${code}. Valid for 5 minutes. Do not share it with anyone.`,
    phone: (code) => `Your Apotek OTP code to change your account's phone number to this number: ${code}. Valid for 5 minutes. Do not share it with anyone.`,
  },
};

const CODE_SUBJECT: Record<Locale, string> = { id: 'Kode OTP ganti e-mail Apotek', en: 'Your Apotek e-mail change code' };

const CHANGED: Record<Locale, Record<ContactKind, { subject: string; body: (shown: string, helpUrl: string) => string }>> = {
  id: {
    email: {
      subject: 'E-mail akun Apotek Anda telah diganti',
      body: (shown, helpUrl) =>
        `E-mail akun Apotek Anda baru saja diganti menjadi ${shown}. Pesan berikutnya dikirim ke alamat baru itu. ` +
        `Jika bukan Anda yang menggantinya, segera atur ulang kata sandi di ${helpUrl} dan hubungi layanan pelanggan kami.`,
    },
    phone: {
      subject: 'Nomor telepon akun Apotek Anda telah diganti',
      body: (shown, helpUrl) =>
        `Nomor telepon akun Apotek Anda baru saja diganti menjadi ${shown}. Jika bukan Anda yang menggantinya, segera atur ulang kata sandi di ${helpUrl} dan hubungi layanan pelanggan kami.`,
    },
  },
  en: {
    email: {
      subject: 'Your Apotek account e-mail was changed',
      body: (shown, helpUrl) =>
        `The e-mail of your Apotek account was just changed to ${shown}. Further messages go to that address. ` +
        `If you did not change it, reset your password at ${helpUrl} now and contact our customer care.`,
    },
    phone: {
      subject: 'Your Apotek account phone number was changed',
      body: (shown, helpUrl) =>
        `The phone number of your Apotek account was just changed to ${shown}. If you did not change it, reset your password at ${helpUrl} now and contact our customer care.`,
    },
  },
};

export function contactCodeMessage(locale: Locale, kind: ContactKind, code: string) {
  return { subject: CODE_SUBJECT[locale], body: CODE[locale][kind](code) };
}

/** `shown` is the new address masked: the old address may no longer be the owner's. */
export function contactChangedNotice(locale: Locale, kind: ContactKind, shown: string, publicUrl: string) {
  const text = CHANGED[locale][kind];
  return { subject: text.subject, body: text.body(shown, new URL('/auth/password', publicUrl).toString()) };
}
