import { z } from 'zod';
import { type Locale, LOCALES } from './constants.ts';
import { envelope } from './envelope.ts';
import { email } from './rules/email.ts';
import { indonesianPhone } from './rules/phone.ts';

/**
 * The profile's own settings (issue 14; docs/decisions/036-profile-and-contact-changes.md): personal
 * details and photo, e-mail and phone changed with an OTP sent to the new address, the language, and
 * notification preferences per category and channel.
 */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Nobody alive is older than this: a birth year typed as 1800 is a typo, not a customer. */
export const BIRTH_DATE_MAX_AGE_YEARS = 120;
export const PROFILE_NAME_MAX = 100;
/** An avatar upload, before it is cut down to AVATAR_WIDTH. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** Today's date in Jakarta (the shop's time zone, SPEC §9) as YYYY-MM-DD. */
export function jakartaToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export type BirthDateProblem = 'birthDateInvalid' | 'birthDateFuture' | 'birthDateTooOld';

/** Why a birth date (YYYY-MM-DD) cannot be right: not a calendar day, after today, or over 120 years ago. */
export function birthDateProblem(value: string, today: string): BirthDateProblem | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'birthDateInvalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2001-02-30 rolls over to March: not a day of the calendar.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'birthDateInvalid';
  if (value > today) return 'birthDateFuture';
  const oldest = `${String(Number(today.slice(0, 4)) - BIRTH_DATE_MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (value < oldest) return 'birthDateTooOld';
  return null;
}

/** An empty form field means "not given" (null). */
const emptyAsNull = (v: unknown) => (v === '' ? null : v);

/**
 * PUT /api/my/profile. `birth_date` and `gender` null clear them; `photo_id` absent keeps the photo, null
 * removes it, an id (from POST /api/my/profile/photo, the caller's own) sets it.
 */
export const updateProfileBody = z.object({
  name: z.string().trim().min(1).max(PROFILE_NAME_MAX),
  birth_date: z.preprocess(emptyAsNull, z.iso.date().nullable()).optional(),
  gender: z.preprocess(emptyAsNull, z.enum(GENDERS).nullable()).optional(),
  photo_id: z.preprocess(emptyAsNull, z.string().max(64).nullable()).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** POST /api/my/profile/photo (multipart, one `file` part): the cleaned photo, not yet the profile's. */
export const profilePhoto = z.object({ photo_id: z.string(), photo_url: z.string() });
export type ProfilePhoto = z.infer<typeof profilePhoto>;
export const profilePhotoResponse = envelope(profilePhoto);
export const profilePhotoParams = z.object({ id: z.string().min(1).max(64) });

/** PUT /api/my/profile/language: the language of messages and notifications (users.locale). */
export const updateLanguageBody = z.object({ locale: z.enum(LOCALES) });

// ---- E-mail and phone changes -----------------------------------------------------------------------

export const CONTACT_KINDS = ['email', 'phone'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const changeEmailBody = z.object({ email: email() });
export const changePhoneBody = z.object({ phone: indonesianPhone() });

/** A change waiting for the code sent to the new address (masked in `destination`). */
export const contactChallenge = z.object({
  change_id: z.string(),
  kind: z.enum(CONTACT_KINDS),
  channel: z.enum(['email', 'sms']),
  destination: z.string(),
  expires_at: z.string(),
  /** Seconds until another code may be sent. */
  resend_after: z.number().int(),
});
export type ContactChallenge = z.infer<typeof contactChallenge>;
export const contactChallengeResponse = envelope(contactChallenge);

export const confirmContactChangeBody = z.object({
  change_id: z.string().min(1).max(64),
  code: z
    .string()
    .trim()
    .min(1)
    .refine((v) => /^\d{6}$/.test(v), { params: { rule: 'otp' } }),
});
export const resendContactChangeBody = z.object({ change_id: z.string().min(1).max(64) });

// ---- Notification preferences -----------------------------------------------------------------------

export const NOTIFICATION_CATEGORIES = ['orders', 'prescriptions', 'consultations', 'chat', 'promotions', 'account'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
/** `push`: the in-app list and web push; `sms`: SMS or WhatsApp, whichever the number takes. */
export const NOTIFICATION_CHANNELS = ['push', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What each category is sent through, and whether the user may turn it off. `essential`: part of a
 * service the user asked for (an order, a prescription, a consultation, a chat they opened) or of the
 * account's safety; always on. `optional`: marketing, off when the user says so; e-mail and
 * SMS/WhatsApp marketing start off (opt-in), the in-app list and push start on (opt-out).
 */
export const NOTIFICATION_MATRIX: Record<NotificationCategory, Partial<Record<NotificationChannel, { mode: 'essential' | 'optional'; default: boolean }>>> = {
  orders: { push: { mode: 'essential', default: true } },
  prescriptions: { push: { mode: 'essential', default: true } },
  consultations: { push: { mode: 'essential', default: true } },
  chat: { push: { mode: 'essential', default: true } },
  promotions: {
    push: { mode: 'optional', default: true },
    email: { mode: 'optional', default: false },
    sms: { mode: 'optional', default: false },
  },
  account: { email: { mode: 'essential', default: true }, sms: { mode: 'essential', default: true } },
};

/** Whether a user with these stored choices gets `category` through `channel`; essential ones always. */
export function notificationWanted(category: NotificationCategory, channel: NotificationChannel, stored: ReadonlyMap<string, boolean>): boolean {
  const cell = NOTIFICATION_MATRIX[category][channel];
  if (!cell) return false;
  if (cell.mode === 'essential') return true;
  return stored.get(`${category}.${channel}`) ?? cell.default;
}

export const notificationPreference = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
  /** Essential: shown, never changeable. */
  locked: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;
export const notificationPreferencesResponse = envelope(z.object({ data: z.array(notificationPreference) }));

/** Form posts send "on"/"true"/"1" or "false"/"0"/"off". */
const flag = z.preprocess((v) => (v === 'on' || v === 'true' || v === '1' ? true : v === 'off' || v === 'false' || v === '0' ? false : v), z.boolean());

export const updateNotificationPreferencesBody = z.object({
  preferences: z
    .array(z.object({ category: z.enum(NOTIFICATION_CATEGORIES), channel: z.enum(NOTIFICATION_CHANNELS), enabled: flag }))
    .min(1)
    .max(NOTIFICATION_CATEGORIES.length * NOTIFICATION_CHANNELS.length),
});
export type UpdateNotificationPreferencesBody = z.input<typeof updateNotificationPreferencesBody>;

// ---- Messages ---------------------------------------------------------------------------------------

/**
 * The profile's own API messages, in both locales (the web shows the same ones for its inline checks).
 * Kept here with the schemas that raise them rather than in messages.ts.
 */
export const PROFILE_MESSAGES = {
  id: {
    profileSaved: 'Profil berhasil disimpan',
    languageSaved: 'Bahasa berhasil diubah',
    preferencesSaved: 'Preferensi notifikasi disimpan',
    photoUploaded: 'Foto terunggah. Simpan profil untuk memakainya',
    birthDateInvalid: 'Tanggal lahir tidak valid',
    birthDateFuture: 'Tanggal lahir tidak boleh di masa depan',
    birthDateTooOld: 'Tanggal lahir tidak boleh lebih dari {years} tahun yang lalu',
    photoNotFound: 'Foto tidak ditemukan. Unggah ulang foto Anda',
    photoMissing: 'Pilih satu foto untuk diunggah',
    photoTooLarge: 'Ukuran foto maksimal {max} MB',
    contactUnchanged: 'Ini sudah {field} akun Anda',
    contactTaken: '{field} ini sudah dipakai akun lain',
    contactCodeSent: 'Kode OTP telah dikirim ke {destination}',
    emailChanged: 'E-mail berhasil diubah',
    phoneChanged: 'Nomor telepon berhasil diubah',
    preferenceLocked: 'Notifikasi {category} lewat {channel} selalu aktif karena penting untuk layanan Anda',
    preferenceUnknown: '{category} tidak dikirim lewat {channel}',
  },
  en: {
    profileSaved: 'Profile saved',
    languageSaved: 'Language changed',
    preferencesSaved: 'Notification preferences saved',
    photoUploaded: 'Photo uploaded. Save the profile to use it',
    birthDateInvalid: 'The date of birth is not a valid date',
    birthDateFuture: 'The date of birth cannot be in the future',
    birthDateTooOld: 'The date of birth cannot be more than {years} years ago',
    photoNotFound: 'Photo not found. Please upload your photo again',
    photoMissing: 'Choose one photo to upload',
    photoTooLarge: 'The photo may be at most {max} MB',
    contactUnchanged: 'This is already your account’s {field}',
    contactTaken: 'This {field} is already used by another account',
    contactCodeSent: 'An OTP code has been sent to {destination}',
    emailChanged: 'E-mail changed',
    phoneChanged: 'Phone number changed',
    preferenceLocked: '{category} notifications by {channel} are always on: they are part of the service you use',
    preferenceUnknown: '{category} are not sent by {channel}',
  },
} as const satisfies Record<Locale, Record<string, string>>;
export type ProfileMessageKey = keyof (typeof PROFILE_MESSAGES)['id'];

export function profileMessage(key: ProfileMessageKey, locale: Locale, vars: Record<string, string | number> = {}): string {
  let text: string = PROFILE_MESSAGES[locale][key];
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

/** The fields' names inside messages ("Ini sudah e-mail akun Anda"). */
export const CONTACT_FIELD_WORDS: Record<Locale, Record<ContactKind, string>> = {
  id: { email: 'e-mail', phone: 'nomor telepon' },
  en: { email: 'e-mail', phone: 'phone number' },
};

export const CATEGORY_WORDS: Record<Locale, Record<NotificationCategory, string>> = {
  id: { orders: 'Pesanan', prescriptions: 'Resep', consultations: 'Konsultasi & janji temu', chat: 'Chat', promotions: 'Promo & kampanye', account: 'Keamanan akun' },
  en: { orders: 'Orders', prescriptions: 'Prescriptions', consultations: 'Consultations & appointments', chat: 'Chat', promotions: 'Promotions & campaigns', account: 'Account security' },
};

export const CHANNEL_WORDS: Record<Locale, Record<NotificationChannel, string>> = {
  id: { push: 'aplikasi & push', email: 'e-mail', sms: 'SMS/WhatsApp' },
  en: { push: 'in-app & push', email: 'e-mail', sms: 'SMS/WhatsApp' },
};
