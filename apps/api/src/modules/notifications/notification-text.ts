import { DEFAULT_LOCALE, type Locale, type NotificationType } from '@apotek/contract';

/**
 * The notifications' words, in Indonesian (the default) and English. A notification stores its key and
 * values beside the text made in the user's language, so a reader who switched language gets it re-worded
 * (notifications.service.ts). A value may itself come in both languages (a campaign's title).
 */
const TEXTS = {
  id: {
    'order.paid': 'Pembayaran pesanan {code} sudah kami terima. Apotek akan segera menyiapkan pesananmu.',
    'order.shipped': 'Pesanan {code} sedang dalam perjalanan bersama kurir.',
    'order.ready_for_pickup': 'Pesanan {code} sudah siap diambil di {pharmacy}. Tunjukkan kode pengambilan di kasir, ya.',
    'order.delivered': 'Pesanan {code} sudah sampai. Semoga lekas sehat!',
    'order.expired': 'Batas waktu pembayaran pesanan {code} sudah lewat, jadi pesanan dibatalkan otomatis.',
    'prescription.approved': 'Resep {code} sudah disetujui apoteker. Obatnya bisa kamu tebus sekarang.',
    'prescription.rejected': 'Resep {code} belum bisa disetujui apoteker. Lihat alasannya di detail resep.',
    'prescription.needs_clarification': 'Apoteker butuh keterangan tambahan untuk resep {code}. Yuk, jawab pertanyaannya.',
    'consultation.paid': 'Pembayaran konsultasi {code} sudah kami terima. Kamu akan segera terhubung dengan {doctor}.',
    'consultation.started': 'Konsultasi dengan {doctor} sudah dimulai. Buka chat untuk mulai bercerita.',
    'consultation.ended': 'Konsultasi dengan {doctor} sudah selesai. Bagaimana pengalamanmu? Beri ulasan, yuk.',
    'consultation.cancelled': 'Konsultasi {code} dibatalkan.',
    'consultation.refunded': '{doctor} belum sempat menjawab konsultasi {code}, jadi biayanya kami kembalikan penuh.',
    'appointment.paid': 'Pembayaran janji temu {code} sudah kami terima. Tunggu konfirmasi dari {doctor}, ya.',
    'appointment.approved': 'Janji temu {code} dengan {doctor} sudah dikonfirmasi.',
    'appointment.cancelled': 'Janji temu {code} dibatalkan.',
    'appointment.reminder_day': 'Pengingat: besok di jam yang sama kamu ada janji temu {code} dengan {doctor}.',
    'appointment.reminder_hour': 'Janji temu {code} dengan {doctor} dimulai 1 jam lagi. Siapkan dirimu, ya.',
    'chat.message': 'Pesan baru dari {sender}: {text}',
    'chat.messages': '{count} pesan baru dari {sender}. Terakhir: {text}',
    'campaign.published': 'Promo baru: {title}. Cek produk pilihannya sekarang!',
  },
  en: {
    'order.paid': "We've received the payment for order {code}. The pharmacy will get it ready shortly.",
    'order.shipped': 'Order {code} is on its way with the courier.',
    'order.ready_for_pickup': 'Order {code} is ready for pick-up at {pharmacy}. Show your pick-up code at the counter.',
    'order.delivered': 'Order {code} has arrived. Get well soon!',
    'order.expired': 'The payment time for order {code} ran out, so the order was cancelled automatically.',
    'prescription.approved': 'Your prescription {code} was approved by the pharmacist. You can get its medicines now.',
    'prescription.rejected': 'Your prescription {code} could not be approved by the pharmacist. See why in the prescription details.',
    'prescription.needs_clarification': 'The pharmacist needs more information about prescription {code}. Please answer their question.',
    'consultation.paid': "We've received the payment for consultation {code}. You'll be connected with {doctor} shortly.",
    'consultation.started': 'Your consultation with {doctor} has started. Open the chat to begin.',
    'consultation.ended': 'Your consultation with {doctor} has ended. How was it? Leave a review.',
    'consultation.cancelled': 'Consultation {code} was cancelled.',
    'consultation.refunded': '{doctor} could not answer consultation {code} in time, so we refunded its fee in full.',
    'appointment.paid': "We've received the payment for appointment {code}. Please wait for {doctor} to confirm.",
    'appointment.approved': 'Your appointment {code} with {doctor} is confirmed.',
    'appointment.cancelled': 'Appointment {code} was cancelled.',
    'appointment.reminder_day': 'Reminder: your appointment {code} with {doctor} is tomorrow at this time.',
    'appointment.reminder_hour': 'Your appointment {code} with {doctor} starts in 1 hour.',
    'chat.message': 'New message from {sender}: {text}',
    'chat.messages': '{count} new messages from {sender}. Latest: {text}',
    'campaign.published': 'New promo: {title}. Check out the featured products now!',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type NotificationKey = keyof (typeof TEXTS)['id'];

/** A value in the text: plain, or in both languages. */
export type NotificationVar = string | number | { id: string; en: string };
export type NotificationVars = Record<string, NotificationVar>;

/** The push notification's title, by type. */
const TITLES: Record<Locale, Record<NotificationType, string>> = {
  id: { campaign: 'Promo', prescription: 'Resep', transaction: 'Pesanan', consultation: 'Konsultasi', appointment: 'Janji temu', chat: 'Pesan baru' },
  en: { campaign: 'Promo', prescription: 'Prescription', transaction: 'Order', consultation: 'Consultation', appointment: 'Appointment', chat: 'New message' },
};

export function isNotificationKey(key: string): key is NotificationKey {
  return Object.hasOwn(TEXTS.id, key);
}

function valueIn(value: NotificationVar, locale: Locale): string {
  return typeof value === 'object' ? value[locale] : String(value);
}

/** The text of a key in a language; undefined for a key this version no longer knows. */
export function renderNotification(key: string, vars: NotificationVars, locale: Locale = DEFAULT_LOCALE): string | undefined {
  if (!isNotificationKey(key)) return undefined;
  let text: string = TEXTS[locale][key];
  for (const [name, value] of Object.entries(vars)) text = text.replaceAll(`{${name}}`, valueIn(value, locale));
  return text;
}

export function notificationTitle(type: NotificationType, locale: Locale): string {
  return TITLES[locale][type];
}

/** Parses stored values; a broken row renders with none rather than failing the list. */
export function parseVars(json: string): NotificationVars {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as NotificationVars) : {};
  } catch {
    return {};
  }
}
