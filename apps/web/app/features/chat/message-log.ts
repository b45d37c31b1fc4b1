import type { ChatMemberSide, ChatMessage } from '@apotek/contract/chat';
import type { ChatCard } from './chat-types';

/** An own message on its way: shown at once, replaced by the stored one when the server acknowledges it. */
export interface PendingMessage {
  temp_id: string;
  type: 'text' | 'image' | 'product' | 'prescription';
  message: string;
  /** An image's file id (already uploaded) and a local preview of it. */
  file_id?: string;
  preview?: string;
  /** The product or prescription card as it was picked (shown until the stored message replaces it). */
  card?: ChatCard;
  status: 'sending' | 'failed';
  /** Why it failed, in the page's language. */
  error?: string;
  created_at: string;
}

/**
 * What a conversation holds: the stored messages in seq order (each seq once), own messages not stored
 * yet, and where the held run starts. Messages have a per-room sequence number with no holes (the server
 * allocates 1, 2, 3… per room), so "everything after N" is a complete answer to a reconnect.
 */
export interface MessageLog {
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** The seq just below the first held message: the held run is base+1, base+2, … (0 when it starts at the room's start). */
  base: number;
  /** Older messages exist below the held ones ("load older"). */
  hasOlder: boolean;
}

/** A log from a history page (newest page, oldest first); `lastSeq` is the room's last seq when read. */
export function createLog(messages: readonly ChatMessage[], hasOlder: boolean, lastSeq: number): MessageLog {
  const sorted = mergeMessages([], messages);
  return { messages: sorted, pending: [], base: sorted.length > 0 ? sorted[0]!.seq - 1 : lastSeq, hasOlder };
}

/**
 * Held and incoming messages as one list, ascending by seq, each seq once (an incoming copy replaces a held
 * one: it may carry a fresher signed image URL). Appending in order, the common case, copies nothing but
 * the array.
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const last = held.length > 0 ? held[held.length - 1]!.seq : -Infinity;
  let ordered = true;
  for (let i = 0; i < incoming.length; i++) {
    if (incoming[i]!.seq <= (i === 0 ? last : incoming[i - 1]!.seq)) {
      ordered = false;
      break;
    }
  }
  if (ordered) return [...held, ...incoming];
  const bySeq = new Map<number, ChatMessage>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The highest seq up to which the log holds every message without a hole, counting from `base`: what a
 * (re)subscription asks to resume after. A message that arrived out of order (a REST answer ahead of a
 * frame still on its way) does not move it past the hole, so the hole is filled on resume, not skipped.
 */
export function contiguousSeq(log: Pick<MessageLog, 'messages' | 'base'>): number {
  let seq = log.base;
  for (const message of log.messages) {
    if (message.seq <= seq) continue;
    if (message.seq !== seq + 1) break;
    seq = message.seq;
  }
  return seq;
}

/** The highest stored seq held (what "read up to" names). */
export function lastSeq(log: Pick<MessageLog, 'messages' | 'base'>): number {
  return log.messages.length > 0 ? log.messages[log.messages.length - 1]!.seq : log.base;
}

/**
 * Stored messages arriving (a socket frame, an ack, a REST answer, a revalidated page). An own message
 * that arrives clears its pending bubble by temp id, whichever of the message and the ack comes first.
 */
export function receive(log: MessageLog, incoming: readonly ChatMessage[], mySide: ChatMemberSide): MessageLog {
  if (incoming.length === 0) return log;
  const settled = new Set(incoming.filter((m) => m.temp_id && m.sender.side === mySide).map((m) => m.temp_id!));
  return store({ ...log, pending: settled.size > 0 ? log.pending.filter((p) => !settled.has(p.temp_id)) : log.pending }, incoming);
}

/** The server stored an own message: its bubble becomes the stored one. */
export function acknowledge(log: MessageLog, tempId: string, message: ChatMessage): MessageLog {
  return store({ ...log, pending: log.pending.filter((p) => p.temp_id !== tempId) }, [message]);
}

function store(log: MessageLog, incoming: readonly ChatMessage[]): MessageLog {
  const messages = mergeMessages(log.messages, incoming);
  const base = messages.length > 0 ? Math.min(log.base, messages[0]!.seq - 1) : log.base;
  return { ...log, messages, base };
}

/** An older page, prepended ("load older"): the held run now starts lower. */
export function prependOlder(log: MessageLog, older: readonly ChatMessage[], hasOlder: boolean): MessageLog {
  if (older.length === 0) return { ...log, hasOlder };
  const messages = mergeMessages(log.messages, older);
  return { ...log, messages, base: Math.min(log.base, messages[0]!.seq - 1), hasOlder };
}

export function addPending(log: MessageLog, pending: PendingMessage): MessageLog {
  return { ...log, pending: [...log.pending.filter((p) => p.temp_id !== pending.temp_id), pending] };
}

export function setPendingStatus(log: MessageLog, tempId: string, status: PendingMessage['status'], error?: string): MessageLog {
  if (!log.pending.some((p) => p.temp_id === tempId)) return log;
  return { ...log, pending: log.pending.map((p) => (p.temp_id === tempId ? { ...p, status, ...(error ? { error } : {}) } : p)) };
}

export function dropPending(log: MessageLog, tempId: string): MessageLog {
  return { ...log, pending: log.pending.filter((p) => p.temp_id !== tempId) };
}

/** A fresh temporary id for an own message (the server keeps it per sender: a retry with it stores nothing new). */
export function newTempId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `web-${random}`;
}
