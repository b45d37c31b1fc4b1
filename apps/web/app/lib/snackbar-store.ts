import { useSyncExternalStore } from 'react';

export type SnackbarColor = 'info' | 'success' | 'error' | 'warning';

/** SPEC §3: content, color (default info), and either a link button or a Close button. */
export interface SnackbarMessage {
  content: string;
  color?: SnackbarColor;
  link?: string;
  linkLabel?: string;
  /** Milliseconds before it hides itself; 0 keeps it until closed. */
  timeout?: number;
}

export interface ShownSnackbar extends SnackbarMessage {
  id: number;
  color: SnackbarColor;
}

let current: ShownSnackbar | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a message; any feature may call it (a new message replaces the one on screen). */
export function showSnackbar(message: SnackbarMessage): void {
  current = { timeout: 6000, ...message, color: message.color ?? 'info', id: nextId++ };
  emit();
}

export function hideSnackbar(id?: number): void {
  if (id !== undefined && current?.id !== id) return;
  current = null;
  emit();
}

/** The message on screen now, if any. */
export function currentSnackbar(): ShownSnackbar | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSnackbar(): ShownSnackbar | null {
  return useSyncExternalStore(subscribe, currentSnackbar, () => null);
}
