import type { MessageKey } from '~/i18n/translate';

/**
 * The shop's notices are stored as codes (SPEC §4's 'doctor_end_chat' and 'Thank you for consulting' are
 * what make a consultation's page reload, so they travel exactly as written); each reader sees them in
 * their own language. Anything else is shown as written.
 */
const NOTICES: Readonly<Record<string, MessageKey>> = {
  doctor_end_chat: 'chat.system.doctorEnded',
  'Thank you for consulting': 'chat.system.timeUp',
  consultation_refunded: 'chat.system.refunded',
};

export function noticeKey(text: string): MessageKey | null {
  return Object.hasOwn(NOTICES, text) ? NOTICES[text]! : null;
}
