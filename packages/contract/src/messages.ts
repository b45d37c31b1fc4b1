import type { Locale } from './constants.ts';

/**
 * Messages of the shared rules and of the API's own errors, in both locales.
 * `{field}` is replaced with the field's label.
 */
export const RULE_MESSAGES = {
  id: {
    required: '{field} wajib diisi',
    phone: '{field} bukan nomor telepon yang valid',
    decimal: '{field} hanya boleh berisi angka desimal',
    redirect: '{field} harus berupa alamat lokal',
    email: '{field} bukan alamat e-mail yang valid',
    password: '{field} minimal 8 karakter dan berisi huruf serta angka',
    passwordConfirmation: '{field} tidak cocok dengan kata sandi',
    otp: '{field} harus 6 digit angka',
    consent: 'Anda harus menyetujui {field}',
  },
  en: {
    required: 'The {field} field is required',
    phone: '{field} is not a valid phone number',
    decimal: 'The {field} field must contain only decimal values',
    redirect: 'The {field} field must be a local path',
    email: 'The {field} field must be a valid e-mail address',
    password: 'The {field} must be at least 8 characters with letters and numbers',
    passwordConfirmation: '{field} does not match the password',
    otp: 'The {field} must be 6 digits',
    consent: 'You must accept the {field}',
  },
} as const satisfies Record<Locale, Record<string, string>>;
export type RuleName = keyof (typeof RULE_MESSAGES)['id'];

/** Field labels used in messages; unknown fields fall back to their key. */
export const FIELD_LABELS: Record<Locale, Record<string, string>> = {
  id: {
    name: 'Nama',
    email: 'E-mail',
    cust_email: 'E-mail',
    phone: 'Nomor telepon',
    login: 'E-mail atau nomor telepon',
    password: 'Kata sandi',
    password_confirmation: 'Konfirmasi kata sandi',
    code: 'Kode OTP',
    otp_id: 'ID OTP',
    reset_token: 'Token atur ulang',
    redirect: 'Alamat tujuan',
    amount: 'Jumlah',
    consent: 'Syarat & Ketentuan dan Kebijakan Privasi',
    label: 'Label',
    recipient_name: 'Nama penerima',
    recipient_phone: 'Nomor telepon penerima',
    address_line: 'Alamat lengkap',
    province_code: 'Provinsi',
    city_code: 'Kota/Kabupaten',
    district_code: 'Kecamatan',
    village_code: 'Kelurahan/Desa',
    postal_code: 'Kode pos',
    latitude: 'Garis lintang',
    longitude: 'Garis bujur',
    notes: 'Catatan',
  },
  en: {
    name: 'Name',
    email: 'E-mail',
    cust_email: 'E-mail',
    phone: 'Phone number',
    login: 'E-mail or phone number',
    password: 'Password',
    password_confirmation: 'Password confirmation',
    code: 'OTP code',
    otp_id: 'OTP id',
    reset_token: 'Reset token',
    redirect: 'Redirect path',
    amount: 'Amount',
    consent: 'Terms & Conditions and Privacy Policy',
    label: 'Label',
    recipient_name: 'Recipient name',
    recipient_phone: 'Recipient phone number',
    address_line: 'Full address',
    province_code: 'Province',
    city_code: 'City/Regency',
    district_code: 'District',
    village_code: 'Village',
    postal_code: 'Postal code',
    latitude: 'Latitude',
    longitude: 'Longitude',
    notes: 'Notes',
  },
};

export function fieldLabel(field: string, locale: Locale): string {
  const key = field.split('.').at(-1) ?? field;
  return FIELD_LABELS[locale][field] ?? FIELD_LABELS[locale][key] ?? key;
}

export function ruleMessage(rule: RuleName, field: string, locale: Locale): string {
  return RULE_MESSAGES[locale][rule].replaceAll('{field}', fieldLabel(field, locale));
}

/** Messages of the API's own errors (not tied to a field). */
export const API_MESSAGES = {
  id: {
    ok: 'Berhasil',
    created: 'Berhasil dibuat',
    validation: 'Data yang dikirim tidak valid',
    notFound: 'Data tidak ditemukan',
    routeNotFound: 'Halaman tidak ditemukan',
    unauthorized: 'Silakan masuk terlebih dahulu',
    forbidden: 'Anda tidak memiliki akses',
    tooManyRequests: 'Terlalu banyak percobaan. Coba lagi dalam {seconds} detik',
    internal: 'Terjadi kesalahan pada server. Silakan coba lagi',
    badRequest: 'Permintaan tidak valid',
    missingPlatform: 'Header App-Platform wajib dikirim',
    payloadTooLarge: 'Data yang dikirim terlalu besar',
    invalidCredentials: 'E-mail/nomor telepon atau kata sandi salah',
    accountNotVerified: 'Akun belum diverifikasi. Kami telah mengirim kode OTP baru',
    accountExists: 'Akun dengan data ini sudah terdaftar',
    registered: 'Pendaftaran berhasil. Masukkan kode OTP yang kami kirim',
    otpSent: 'Jika akun terdaftar, kode OTP telah dikirim',
    otpInvalid: 'Kode OTP salah, kedaluwarsa, atau sudah dipakai',
    otpConfirmed: 'Kode OTP terverifikasi',
    passwordSet: 'Kata sandi berhasil diubah. Silakan masuk',
    resetTokenInvalid: 'Sesi atur ulang kata sandi tidak valid atau kedaluwarsa',
    loggedIn: 'Berhasil masuk',
    loggedOut: 'Berhasil keluar',
    subscribed: 'Terima kasih telah berlangganan',
    alreadySubscribed: 'E-mail ini sudah terdaftar untuk newsletter',
    serviceUnavailable: 'Server sedang dimatikan. Silakan coba lagi',
    regionNotFound: 'Wilayah tidak ditemukan',
    regionMismatch: 'Wilayah ini tidak berada di dalam wilayah yang dipilih sebelumnya',
    addressLimit: 'Anda hanya dapat menyimpan hingga {max} alamat',
  },
  en: {
    ok: 'Success',
    created: 'Created',
    validation: 'The given data was invalid',
    notFound: 'Not found',
    routeNotFound: 'Page not found',
    unauthorized: 'Please sign in first',
    forbidden: 'You do not have access',
    tooManyRequests: 'Too many attempts. Try again in {seconds} seconds',
    internal: 'Something went wrong on the server. Please try again',
    badRequest: 'Bad request',
    missingPlatform: 'The App-Platform header is required',
    payloadTooLarge: 'The request body is too large',
    invalidCredentials: 'Wrong e-mail/phone number or password',
    accountNotVerified: 'Your account is not verified yet. We sent you a new OTP code',
    accountExists: 'An account with these details already exists',
    registered: 'Registration successful. Enter the OTP code we sent you',
    otpSent: 'If the account exists, an OTP code has been sent',
    otpInvalid: 'The OTP code is wrong, expired or already used',
    otpConfirmed: 'OTP code verified',
    passwordSet: 'Your password has been changed. Please sign in',
    resetTokenInvalid: 'The password reset session is invalid or expired',
    loggedIn: 'Signed in',
    loggedOut: 'Signed out',
    subscribed: 'Thank you for subscribing',
    alreadySubscribed: 'This e-mail is already subscribed to the newsletter',
    serviceUnavailable: 'The server is shutting down. Please try again',
    regionNotFound: 'Region not found',
    regionMismatch: 'This region is not inside the region chosen before it',
    addressLimit: 'You can save at most {max} addresses',
  },
} as const satisfies Record<Locale, Record<string, string>>;
export type ApiMessageKey = keyof (typeof API_MESSAGES)['id'];

export function apiMessage(key: ApiMessageKey, locale: Locale, vars: Record<string, string | number> = {}): string {
  let text: string = API_MESSAGES[locale][key];
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}
