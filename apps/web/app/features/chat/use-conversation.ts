import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import type { ChatMessage, ChatRoom, RealtimeClientFrame, RealtimeServerFrame } from '@apotek/contract/chat';
import { useTranslation } from '~/i18n/translate';
import { quietBrowserApi } from '~/lib/api';
import type { RealtimeClient } from '~/lib/realtime/realtime-client';
import { loadRealtime, useRealtimeConnection, useRealtimeStatus } from '~/lib/realtime/use-realtime';
import { showSnackbar } from '~/lib/snackbar-store';
import type { ActiveConversation, ChatCard } from './chat-types';
import { HISTORY_PAGE_SIZE, REFRESH_DEBOUNCE_MS, SOCKET_SEND_TIMEOUT_MS, TYPING_SIGNAL_MS } from './chat-limits';
import { consultationEnded, endsConsultation } from './consultation-events';
import {
  acknowledge,
  addPending,
  contiguousSeq,
  createLog,
  type MessageLog,
  newTempId,
  type PendingMessage,
  prependOlder,
  receive,
  setPendingStatus,
} from './message-log';
import { cardPending, outgoingBody, readyToDeliver } from './outgoing';
import { applyReceipt, marksFromRoom, type ReceiptMarks, shouldMarkRead } from './receipts';
import { applyTyping, liveTypers, nextExpiry, stopTypingOf, type Typer, TypingSignal } from './typing';
import { uploadChatImage } from './upload-image';

type Frame<T extends string> = Extract<RealtimeServerFrame, { type: T }>;

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Whether the tab is in front (the server's render: no). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );
}

export interface Conversation {
  room: ChatRoom;
  log: MessageLog;
  marks: ReceiptMarks;
  typers: Typer[];
  /** The socket is open (else the page says it is reconnecting; sends go over HTTP). */
  live: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  sendText: (text: string) => void;
  sendImage: (file: File) => void;
  /** A product or prescription card (picked in the composer's attach menu). */
  sendCard: (card: ChatCard) => void;
  retry: (tempId: string) => void;
  /** The composer's text changed (typing indicator for the other side). */
  typing: (text: string) => void;
}

/**
 * One open room, live (docs/decisions/024-realtime-chat.md): the page's history, then the socket.
 *
 * - `subscribe {after_seq}` with the last seq held without a hole, at once and again on every `ready`
 *   (a reconnect), so the stream continues where it stopped: nothing lost, nothing twice (message-log.ts
 *   merges by seq).
 * - Own messages show at once as pending bubbles; `ack` (or the message itself) replaces them by temp id.
 *   Without an open socket, or without an answer in SOCKET_SEND_TIMEOUT_MS, a message goes over HTTP with
 *   the same temp id (stored once either way).
 * - `typing` out (throttled) and in (expiring), `read` out while the tab is in front, `receipt` in.
 * - Any new message re-reads the room's info and tells `onActivity` (the room list re-reads, SPEC §4); a
 *   consultation's closing message reloads the consultations (consultation-events.ts).
 * - Socket `error` frames and failed HTTP calls show in the snackbar (SPEC §8).
 */
export function useConversation(active: ActiveConversation, onActivity: () => void): Conversation {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [room, setRoom] = useState(active.room);
  const [log, setLog] = useState(() => createLog(active.messages, active.hasOlder, active.lastSeq));
  const [marks, setMarks] = useState(() => marksFromRoom(null, active.room));
  const [typers, setTypers] = useState<Typer[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  useRealtimeConnection(true);
  const status = useRealtimeStatus();
  const visible = useDocumentVisible();

  const roomId = room.room_id;
  const mySide = room.side;
  const logRef = useRef(log);
  logRef.current = log;
  const clientRef = useRef<RealtimeClient | null>(null);
  const files = useRef(new Map<string, File>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const readSent = useRef(active.room.read_seq);
  const latest = useRef({ onActivity, t, revalidate: revalidator.revalidate });
  latest.current = { onActivity, t, revalidate: revalidator.revalidate };

  // A revalidated page (after an action) brings the room and its newest page again: merged, never reset.
  const first = useRef(active);
  useEffect(() => {
    if (first.current === active) return;
    setRoom(active.room);
    setMarks((m) => marksFromRoom(m, active.room));
    setLog((l) => receive(l, active.messages, active.room.side));
  }, [active]);

  const fail = useCallback((message: string) => showSnackbar({ content: message, color: 'error' }), []);
  const unavailable = useCallback((status: number, message: string) => (status === 0 || status >= 500 ? latest.current.t('chat.errors.unavailable') : message), []);

  /** Room info again (SPEC §4: any new message reloads it), debounced over a burst. */
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = useCallback(() => {
    latest.current.onActivity();
    if (refreshTimer.current) clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(async () => {
      const result = await quietBrowserApi().call('chatRoomInfo', { query: { room_ids: String(roomId) } });
      const fresh = result.ok ? result.body.data.rooms[0] : undefined;
      if (!fresh) return;
      setRoom(fresh);
      setMarks((m) => marksFromRoom(m, fresh));
    }, REFRESH_DEBOUNCE_MS);
  }, [roomId]);
  useEffect(() => () => void (refreshTimer.current && clearTimeout(refreshTimer.current)), []);

  const arrived = useCallback(
    (message: ChatMessage) => {
      setLog((l) => receive(l, [message], mySide));
      if (message.sender.side !== mySide) setTypers((list) => stopTypingOf(list, message.sender.id, message.sender.side));
      if (endsConsultation(message)) {
        consultationEnded(message.content.consultation_id);
        void latest.current.revalidate();
      }
      refresh();
    },
    [mySide, refresh],
  );

  // ---- Sending ------------------------------------------------------------------------------------

  const viaHttp = useCallback(
    async (p: PendingMessage) => {
      const result = await quietBrowserApi().call('chatSend', { params: { id: roomId }, body: { ...outgoingBody(p), temp_id: p.temp_id } });
      if (result.ok) {
        setLog((l) => acknowledge(l, p.temp_id, result.body.data.message));
        refresh();
        return;
      }
      const message = unavailable(result.status, result.message);
      setLog((l) => setPendingStatus(l, p.temp_id, 'failed', message));
      fail(message);
    },
    [roomId, refresh, unavailable, fail],
  );

  const deliver = useCallback(
    (p: PendingMessage) => {
      const client = clientRef.current;
      const pending = timers.current.get(p.temp_id);
      if (pending) clearTimeout(pending);
      if (!client || client.getStatus() !== 'open') return void viaHttp(p);
      client.send({ type: 'send', room_id: roomId, temp_id: p.temp_id, message: outgoingBody(p) });
      timers.current.set(
        p.temp_id,
        setTimeout(() => {
          timers.current.delete(p.temp_id);
          const still = logRef.current.pending.find((q) => q.temp_id === p.temp_id && q.status === 'sending');
          if (still) void viaHttp(still);
        }, SOCKET_SEND_TIMEOUT_MS),
      );
    },
    [roomId, viaHttp],
  );

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
      all.clear();
    };
  }, []);

  const sendText = useCallback(
    (text: string) => {
      if (!text.trim()) return;
      const p: PendingMessage = { temp_id: newTempId(), type: 'text', message: text, status: 'sending', created_at: new Date().toISOString() };
      setLog((l) => addPending(l, p));
      deliver(p);
    },
    [deliver],
  );

  const sendCard = useCallback(
    (card: ChatCard) => {
      const p = cardPending(card, newTempId(), new Date());
      setLog((l) => addPending(l, p));
      deliver(p);
    },
    [deliver],
  );

  const uploadAndSend = useCallback(
    async (p: PendingMessage) => {
      const file = files.current.get(p.temp_id);
      if (!file) return;
      const stored = await uploadChatImage(file, latest.current.t('chat.errors.unavailable'));
      if (!stored.ok) {
        setLog((l) => setPendingStatus(l, p.temp_id, 'failed', stored.error));
        fail(stored.error);
        return;
      }
      const ready = { ...p, file_id: stored.fileId, status: 'sending' as const };
      setLog((l) => addPending(l, ready));
      deliver(ready);
    },
    [deliver, fail],
  );

  const sendImage = useCallback(
    (file: File) => {
      const p: PendingMessage = { temp_id: newTempId(), type: 'image', message: '', preview: URL.createObjectURL(file), status: 'sending', created_at: new Date().toISOString() };
      files.current.set(p.temp_id, file);
      setLog((l) => addPending(l, p));
      void uploadAndSend(p);
    },
    [uploadAndSend],
  );

  // Local previews of pictures are let go with the page.
  useEffect(() => {
    const ref = logRef;
    return () => {
      for (const p of ref.current.pending) if (p.preview) URL.revokeObjectURL(p.preview);
    };
  }, []);

  const retry = useCallback(
    (tempId: string) => {
      const p = logRef.current.pending.find((q) => q.temp_id === tempId);
      if (!p) return;
      setLog((l) => setPendingStatus(l, tempId, 'sending'));
      if (!readyToDeliver(p)) void uploadAndSend(p);
      else deliver({ ...p, status: 'sending' });
    },
    [deliver, uploadAndSend],
  );

  // ---- The socket ---------------------------------------------------------------------------------

  useEffect(() => {
    let cancelled = false;
    const offs: (() => void)[] = [];
    void loadRealtime().then((client) => {
      if (cancelled) return;
      clientRef.current = client;
      const start = () => {
        client.send({ type: 'subscribe', room_id: roomId, after_seq: contiguousSeq(logRef.current) });
        // Whatever was on its way when the socket dropped goes again (same temp id: stored once).
        for (const p of logRef.current.pending) if (p.status === 'sending' && readyToDeliver(p)) deliver(p);
      };
      const mine = (frame: { room_id?: unknown }) => frame.room_id === roomId;
      offs.push(
        client.on('ready', start),
        client.on('message', (f) => {
          const frame = f as Frame<'message'>;
          if (mine(frame)) arrived(frame.message);
        }),
        client.on('ack', (f) => {
          const frame = f as Frame<'ack'>;
          if (!mine(frame)) return;
          const timer = timers.current.get(frame.temp_id);
          if (timer) clearTimeout(timer);
          timers.current.delete(frame.temp_id);
          setLog((l) => acknowledge(l, frame.temp_id, frame.message));
        }),
        client.on('typing', (f) => {
          const frame = f as Frame<'typing'>;
          if (mine(frame) && frame.user.side !== mySide) setTypers((list) => applyTyping(list, frame, Date.now()));
        }),
        client.on('receipt', (f) => {
          const frame = f as Frame<'receipt'>;
          if (!mine(frame)) return;
          setMarks((m) => applyReceipt(m, frame, mySide));
          if (frame.side === mySide) latest.current.onActivity();
        }),
        client.on('room.updated', (f) => {
          if (mine(f as Frame<'room.updated'>)) refresh();
        }),
        client.on('error', (f) => {
          const frame = f as Frame<'error'>;
          const own = frame.ref ? logRef.current.pending.find((p) => p.temp_id === frame.ref) : undefined;
          if (own) {
            const timer = timers.current.get(own.temp_id);
            if (timer) clearTimeout(timer);
            setLog((l) => setPendingStatus(l, own.temp_id, 'failed', frame.message));
          } else if (frame.room_id !== undefined && frame.room_id !== roomId) return;
          fail(frame.message);
        }),
      );
      if (client.getStatus() === 'open') start();
    });
    return () => {
      cancelled = true;
      for (const off of offs) off();
      const client = clientRef.current;
      if (client?.getStatus() === 'open') client.send({ type: 'unsubscribe', room_id: roomId });
    };
  }, [roomId, mySide, arrived, deliver, refresh, fail]);

  // ---- Typing -------------------------------------------------------------------------------------

  const signal = useRef<TypingSignal | null>(null);
  useEffect(() => {
    const s = new TypingSignal((typing) => {
      const client = clientRef.current;
      if (client?.getStatus() === 'open') client.send({ type: 'typing', room_id: roomId, typing } satisfies RealtimeClientFrame);
    }, TYPING_SIGNAL_MS);
    signal.current = s;
    return () => s.stop();
  }, [roomId]);
  const typing = useCallback((text: string) => signal.current?.input(text, Date.now()), []);
  const sendTextAndStop = useCallback(
    (text: string) => {
      signal.current?.stop();
      sendText(text);
    },
    [sendText],
  );

  // Indicators go by themselves: re-render when the next one runs out.
  useEffect(() => {
    const at = nextExpiry(typers, Date.now());
    if (at === null) return;
    const timer = setTimeout(() => setTypers((list) => liveTypers(list, Date.now())), Math.max(0, at - Date.now()) + 20);
    return () => clearTimeout(timer);
  }, [typers]);

  // ---- Read ---------------------------------------------------------------------------------------

  // Read up to what is held without a hole: a message past a hole (an own one stored over HTTP while the
  // socket was away) must not mark the other side's unseen ones read.
  const lastHeld = contiguousSeq(log);
  const live = status === 'open';
  useEffect(() => {
    if (!visible || !shouldMarkRead(lastHeld, readSent.current)) return;
    const client = clientRef.current;
    if (live && client) {
      readSent.current = lastHeld;
      client.send({ type: 'read', room_id: roomId, seq: lastHeld });
      return;
    }
    // No socket for a while: the SPEC's call (GET set-read) instead.
    const timer = setTimeout(async () => {
      readSent.current = lastHeld;
      const result = await quietBrowserApi().call('chatSetRead', { params: { id: roomId }, query: { seq: lastHeld } });
      if (!result.ok) {
        readSent.current = 0;
        fail(unavailable(result.status, result.message));
      } else latest.current.onActivity();
    }, 4_000);
    return () => clearTimeout(timer);
  }, [visible, lastHeld, live, roomId, fail, unavailable]);

  // ---- Older --------------------------------------------------------------------------------------

  const loadOlder = useCallback(async () => {
    const oldest = logRef.current.messages[0]?.seq;
    if (oldest === undefined || oldest <= 1) return;
    setLoadingOlder(true);
    try {
      const result = await quietBrowserApi().call('chatMessages', { params: { id: roomId }, query: { before: oldest, limit: HISTORY_PAGE_SIZE } });
      if (result.ok) setLog((l) => prependOlder(l, result.body.data.data, result.body.data.has_more));
      else fail(unavailable(result.status, latest.current.t('chat.errors.older')));
    } finally {
      setLoadingOlder(false);
    }
  }, [roomId, fail, unavailable]);

  return {
    room,
    log,
    marks,
    typers,
    live,
    loadingOlder,
    loadOlder,
    sendText: sendTextAndStop,
    sendImage,
    sendCard,
    retry,
    typing,
  };
}
