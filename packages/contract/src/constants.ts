/** Business constants of SPEC §9, in one place for both apps. */
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export const TIME_ZONE = 'Asia/Jakarta';
export const CURRENCY = { prefix: 'Rp ', thousands: '.', decimal: ',' } as const;
export const THEME = { primary: '#E21683', secondary: '#EE7421' } as const;
export const CONTENT_WIDTH = { default: 1200, blank: 1300 } as const;
export const MOBILE_BREAKPOINT = 1024;
export const NAME_CUT = { mobile: 7, desktop: 10 } as const;
export const PHARMACY_PAGE_SIZE = 70;
export const NOTIFICATION_DROPDOWN = { maxHeight: 300, maxWidth: 360 } as const;
export const CUSTOMER_CARE = { whatsapp: '+6281100002200', hours: '08:00-22:00', email: 'care@apotek.id' } as const;
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, color: '#EE7421', failedColor: '#DC2626' } as const;
export const FETCH_MIN_DELAY_MS = 200;
export const CONSULTATION_FIRST_PAGE = 1;
export const PLATFORM = 'web';
export const HEADERS = {
  visitorId: 'Visitor-ID',
  clientVersion: 'Client-Version',
  platform: 'App-Platform',
} as const;
export const STORAGE_KEYS = { visitorId: 'visitorId', guestCart: 'idtemporary' } as const;

export const ROLES = ['customer', 'pharmacist', 'doctor', 'admin', 'employee', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** What each role may do; `scope` on the profile is this list. */
export const ROLE_SCOPES: Record<Role, readonly string[]> = {
  customer: ['shop'],
  employee: ['shop', 'coins:employee'],
  pharmacist: ['console', 'prescriptions:verify', 'orders:fulfil', 'stock:manage'],
  doctor: ['console', 'consultations:answer', 'prescriptions:write'],
  admin: ['console', 'catalog:manage', 'content:manage', 'users:manage', 'prescriptions:verify', 'orders:fulfil', 'stock:manage', 'audit:read', 'reports:read'],
  /** Read-only: the audit log and the reports, never a write (issue 15). */
  auditor: ['console', 'audit:read', 'reports:read'],
};

/** Cuts a display name as the top bars do: `max` characters then `..`. */
export function cutName(name: string, max: number): string {
  const chars = Array.from(name);
  return chars.length > max ? chars.slice(0, max).join('') + '..' : name;
}

/**
 * The versions of the terms and the privacy policy that registration asks a user to accept; a consent
 * is recorded against the version shown (UU PDP 27/2022). Raise one when its page's text changes.
 */
export const LEGAL_VERSIONS = { terms: '2026-11-01', privacy: '2026-11-01' } as const;
