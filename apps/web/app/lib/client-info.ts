import { HEADERS, PLATFORM, STORAGE_KEYS } from '@apotek/contract/constants';

/** Sent as Client-Version so the API can tell which web build called it. */
export const CLIENT_VERSION = import.meta.env.VITE_CLIENT_VERSION ?? 'web-0.1.0';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The browser's visitor id, created once and kept in localStorage (SPEC §3). */
export function visitorId(): string | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.visitorId);
    if (stored) return stored;
    const id = randomId();
    window.localStorage.setItem(STORAGE_KEYS.visitorId, id);
    return id;
  } catch {
    // Private mode or storage disabled: the API treats a missing id as an anonymous visitor.
    return null;
  }
}

export function clientHeaders(): Record<string, string> {
  return { [HEADERS.platform]: PLATFORM, [HEADERS.clientVersion]: CLIENT_VERSION };
}
