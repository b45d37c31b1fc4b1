import type { ChatMemberSide } from '@apotek/contract/chat';

/** Someone of the other side typing, until a moment that passes by itself (the frame's `expires_in_ms`). */
export interface Typer {
  id: string;
  name: string;
  side: ChatMemberSide;
  /** Epoch ms after which the indicator goes, unless a new frame renews it. */
  until: number;
}

export interface TypingFrame {
  user: { id: string; name: string; side: ChatMemberSide };
  typing: boolean;
  expires_in_ms: number;
}

/** Typing frames are short-lived; one that claims longer than this is held to it. */
const MAX_TTL_MS = 30_000;

/** The typers after a `typing` frame: renewed, added, or (typing false, or nothing left to wait) removed. */
export function applyTyping(typers: readonly Typer[], frame: TypingFrame, now: number): Typer[] {
  const others = typers.filter((t) => t.id !== frame.user.id && t.until > now);
  const ttl = Math.min(Math.max(0, frame.expires_in_ms), MAX_TTL_MS);
  if (!frame.typing || ttl === 0) return others;
  return [...others, { ...frame.user, until: now + ttl }];
}

/** Those still typing now. */
export function liveTypers(typers: readonly Typer[], now: number): Typer[] {
  return typers.filter((t) => t.until > now);
}

/** A message from a side ends its typing (the server stops it too). */
export function stopTypingOf(typers: readonly Typer[], userId: string | null, side: ChatMemberSide | 'system'): Typer[] {
  return typers.filter((t) => (userId ? t.id !== userId : t.side !== side));
}

/** When the next indicator runs out (to re-render then), or null when none is shown. */
export function nextExpiry(typers: readonly Typer[], now: number): number | null {
  const live = liveTypers(typers, now);
  return live.length > 0 ? Math.min(...live.map((t) => t.until)) : null;
}

/**
 * When to tell the other side "I am typing": once as typing starts, then at most every `intervalMs` while it
 * goes on (the server's indicator lives longer than that), and "stopped" once when the text is sent or emptied.
 * `send` gets true or false; the clock is passed in so tests need no timers.
 */
export class TypingSignal {
  private lastSentAt = -Infinity;
  private active = false;

  constructor(
    private readonly send: (typing: boolean) => void,
    private readonly intervalMs: number,
  ) {}

  /** The composer's text changed. */
  input(text: string, now: number): void {
    if (text.trim().length === 0) return this.stop();
    if (this.active && now - this.lastSentAt < this.intervalMs) return;
    this.active = true;
    this.lastSentAt = now;
    this.send(true);
  }

  /** Sent, emptied, or left: the other side stops seeing the indicator now rather than when it runs out. */
  stop(): void {
    if (!this.active) return;
    this.active = false;
    this.lastSentAt = -Infinity;
    this.send(false);
  }
}
