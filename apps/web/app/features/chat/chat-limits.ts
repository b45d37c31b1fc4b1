import type { CHAT_LIMITS, REALTIME } from '@apotek/contract/chat';

/**
 * The contract's chat limits the page needs, restated so the page does not load the contract's schemas
 * (ADR 020); each is typed as the contract's literal, so a change there fails to compile here.
 */
export const TEXT_MAX: (typeof CHAT_LIMITS)['textMax'] = 4000;
export const HISTORY_MAX: (typeof CHAT_LIMITS)['historyMax'] = 100;
export const TYPING_TTL_MS: (typeof REALTIME)['typingTtlMs'] = 5_000;

/** Messages of the first history page and of each "load older". */
export const HISTORY_PAGE_SIZE = 30;
/** Rooms shown in a list (newest activity first). */
export const ROOM_PAGE_SIZE = 50;
/** "I am typing" goes out at most this often while typing continues (the indicator lives TYPING_TTL_MS). */
export const TYPING_SIGNAL_MS = 2_000;
/** A message sent on the socket without an answer in this time goes again over HTTP (same temp id: stored once). */
export const SOCKET_SEND_TIMEOUT_MS = 8_000;
/** Rooms and room info are re-read this long after the last of a burst of messages. */
export const REFRESH_DEBOUNCE_MS = 400;
