import { useSyncExternalStore } from 'react';
import type { Notification } from '@apotek/contract/notifications';

export const BELL_PAGE_SIZE = 8;

export interface NotificationsState {
  /** The server's unread counter (SPEC §4). */
  unread: number;
  items: Notification[];
  /** The list was fetched at least once on this page load. */
  loaded: boolean;
}

let state: NotificationsState = { unread: 0, items: [], loaded: false };
const listeners = new Set<() => void>();
const SERVER_STATE: NotificationsState = state;

function set(next: Partial<NotificationsState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the bell shows now. */
export function notificationsSnapshot(): NotificationsState {
  return state;
}

export function useNotificationsState(): NotificationsState {
  return useSyncExternalStore(subscribe, notificationsSnapshot, () => SERVER_STATE);
}

async function api() {
  const { quietBrowserApi } = await import('~/lib/api');
  return quietBrowserApi();
}

let running: Promise<void> | null = null;
let again = false;

/**
 * The bell's newest notifications and the unread counter, from the server. Asked again while a read
 * runs, it reads once more after it: the running read may have left the server before the notification
 * that prompted the call existed, so its answer must not be the last word.
 */
export function loadNotifications(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        const result = await (await api()).call('myNotifications', { query: { page: 1, perPage: BELL_PAGE_SIZE } });
        if (result.ok) set({ items: result.body.data.data, unread: result.body.data.unread, loaded: true });
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** The socket's `notification.unread`: a new one arrived (or others were read elsewhere). */
export function unreadChanged(unread: number): void {
  if (unread === state.unread) return;
  const grew = unread > state.unread;
  set({ unread });
  if (grew) void loadNotifications();
}

/**
 * SPEC §4/§7: opening a notification marks it updated; true on success, false on failure (the caller
 * navigates either way, so a failed mark never strands the user).
 */
export async function markNotificationUpdated(id: number): Promise<boolean> {
  try {
    const result = await (await api()).call('updateNotification', { body: { id } });
    if (!result.ok) return false;
    set({
      unread: result.body.data.unread,
      items: state.items.map((n) => (n.id === id ? result.body.data.notification : n)),
    });
    return true;
  } catch {
    return false;
  }
}

/** After "mark all read" on the notification page. */
export function allRead(): void {
  set({ unread: 0, items: state.items.map((n) => (n.read ? n : { ...n, read: true, read_at: new Date().toISOString() })) });
}
