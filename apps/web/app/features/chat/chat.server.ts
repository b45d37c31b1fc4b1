import { data, redirect, type AppLoadContext } from 'react-router';
import type { ChatRoomKind } from '@apotek/contract/chat';
import type { ApiClient, ApiResult } from '~/lib/api';
import { localPath, refused, text } from '~/lib/action-helpers.server';
import { CHAT_AUTO_PHARMACY, chatRoomPath } from '~/lib/chat-links';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { currentUser, serverApi } from '~/lib/session.server';
import { nearPointFromCookie, storeIdFromRequest } from '~/lib/store-cookie';
import { CHAT_INTENTS, type ChatActionResult, type ChatIntent } from './chat-intents';
import { HISTORY_PAGE_SIZE, ROOM_PAGE_SIZE } from './chat-limits';
import type { ActiveConversation, ChatPageData, RoomList } from './chat-types';


const ROOM_ID = /^[1-9]\d{0,9}$/;

/** A positive id (a room, a pharmacy) from a slug or a form field, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !ROOM_ID.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** `q` of the list's search box, as the API takes it. */
export function searchParam(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, 100);
}

/** SPEC §8: a failing room list is an empty one. */
function roomList(result: ApiResult<'chatRooms'> | ApiResult<'consoleChat'>): RoomList {
  if (!result.ok) return { rooms: [], unreadTotal: 0, failed: true };
  return { rooms: result.body.data.data, unreadTotal: result.body.data.unread_total, failed: false };
}

export async function loadRoomList(api: ApiClient, query: { type?: ChatRoomKind | undefined; q: string }): Promise<RoomList> {
  return roomList(await api.call('chatRooms', { query: { perPage: ROOM_PAGE_SIZE, ...(query.type ? { type: query.type } : {}), ...(query.q ? { q: query.q } : {}) } }));
}

export async function loadInbox(api: ApiClient, query: { q: string; needsReply: boolean }): Promise<RoomList & { status: number }> {
  const result = await api.call('consoleChat', { query: { perPage: ROOM_PAGE_SIZE, ...(query.q ? { q: query.q } : {}), ...(query.needsReply ? { needs_reply: '1' } : {}) } });
  return { ...roomList(result), status: result.status };
}

/** A room the caller is in, with its newest messages; a room that is not theirs (or none) is a 404. */
export async function loadConversation(api: ApiClient, roomId: number): Promise<ActiveConversation> {
  const [info, history] = await Promise.all([
    api.call('chatRoomInfo', { query: { room_ids: String(roomId) } }),
    api.call('chatMessages', { params: { id: roomId }, query: { limit: HISTORY_PAGE_SIZE } }),
  ]);
  if (!info.ok) failPageWithStatus(info);
  const room = info.body.data.rooms[0];
  if (!room) throw data(null, { status: 404 });
  if (!history.ok) failPageWithStatus(history);
  return { room, messages: history.body.data.data, hasOlder: history.body.data.has_more, lastSeq: history.body.data.last_seq };
}

/**
 * /messages, /messages/{kind} and /messages/{kind}/{room id}: the rooms (of that kind), and the open
 * room's conversation. `/messages?room=N` (a notification's target) goes to that room's page; a slug that
 * is no room of the caller's is a 404; a room opened under another kind's path moves to its own.
 */
export async function loadChatPage(request: Request, context: AppLoadContext, kind: ChatRoomKind | null, slug?: string): Promise<ChatPageData> {
  const url = new URL(request.url);
  const q = searchParam(url);
  const api = serverApi(request, context);
  if (kind === null) {
    const wanted = parseId(url.searchParams.get('room'));
    if (wanted !== null) {
      const info = await api.call('chatRoomInfo', { query: { room_ids: String(wanted) } });
      const room = info.ok ? info.body.data.rooms[0] : undefined;
      if (room) throw redirect(chatRoomPath(room.type, room.room_id));
    }
  }
  let roomId: number | null = null;
  if (slug !== undefined) {
    roomId = parseId(slug);
    if (roomId === null) throw data(null, { status: 404 });
  }
  const [list, active] = await Promise.all([loadRoomList(api, { type: kind ?? undefined, q }), roomId === null ? null : loadConversation(api, roomId)]);
  if (active && kind && active.room.type !== kind) throw redirect(chatRoomPath(active.room.type, active.room.room_id) + url.search);
  return { kind, q, list, active };
}

/** The pharmacy a hand-over opens: the chosen one, else the nearest to the shared location, else a recommended one. */
async function autoPharmacy(request: Request, api: ApiClient): Promise<number | null> {
  const chosen = storeIdFromRequest(request);
  if (chosen !== null) return chosen;
  const near = nearPointFromCookie(request.headers.get('cookie'));
  if (near) {
    const nearest = await api.call('nearestPharmacies', { query: { lat: near.lat, lng: near.lng, limit: 1 } });
    if (nearest.ok && nearest.body.data[0]) return nearest.body.data[0].id;
  }
  const recommended = await api.call('recommendedPharmacies', { query: { limit: 1 } });
  return recommended.ok && recommended.body.data[0] ? recommended.body.data[0].id : null;
}

function signIn(back: string): never {
  throw redirect(`/auth?redirect=${encodeURIComponent(back)}`);
}

/**
 * The chat's writes that are route actions (ADR 012), by intent:
 * - `open-room` (from the pharmacy page, the order page, the assistant): opens or reopens the room and
 *   goes into it; a guest signs in first and comes back to where they pressed it (`from`).
 * - `send`, `read`: what the socket does, for a page without scripts (and a plain post comes back to
 *   `redirectTo`).
 * - `replied`: the pharmacist marks a room answered (1) or waiting for an answer (0).
 */
export async function chatAction(request: Request, context: AppLoadContext): Promise<ChatActionResult | ReturnType<typeof refused>> {
  const form = await request.formData();
  const intent = text(form, 'intent') as ChatIntent;
  if (!CHAT_INTENTS.includes(intent)) throw data(null, { status: 400 });
  const back = localPath(form, 'redirectTo');
  const from = localPath(form, 'from') ?? back ?? '/messages';
  if (!(await currentUser(request, context))) signIn(from);
  const api = serverApi(request, context);

  if (intent === 'open-room') {
    const pharmacy = text(form, 'pharmacy').trim();
    const orderCode = text(form, 'order_code').trim();
    let target: { pharmacy_id: number } | { pharmacy_slug: string } | Record<string, never>;
    if (pharmacy === CHAT_AUTO_PHARMACY) {
      const id = await autoPharmacy(request, api);
      if (id === null) return { intent, problem: 'noPharmacy' };
      target = { pharmacy_id: id };
    } else {
      const id = parseId(pharmacy);
      target = id !== null ? { pharmacy_id: id } : pharmacy ? { pharmacy_slug: pharmacy.slice(0, 200) } : {};
    }
    const result = await api.call('chatCreateRoom', { body: { type: 'pharmacy', ...target, ...(orderCode ? { order_code: orderCode.slice(0, 64) } : {}) } });
    if (!result.ok) {
      if (result.status === 401) signIn(from);
      return refused(result, {}, { intent });
    }
    throw redirect(chatRoomPath(result.body.data.type, result.body.data.room_id));
  }

  const roomId = parseId(text(form, 'room_id'));
  if (roomId === null) throw data(null, { status: 400 });

  if (intent === 'send') {
    const values = { message: text(form, 'message') };
    const tempId = text(form, 'temp_id');
    const result = await api.call('chatSend', { params: { id: roomId }, body: { type: 'text', message: values.message, ...(tempId ? { temp_id: tempId } : {}) } });
    if (!result.ok) return refused(result, values, { intent });
    if (back) throw redirect(back);
    return { intent, sent: result.body.data.message };
  }

  if (intent === 'read') {
    const seq = Number(text(form, 'seq'));
    const result = await api.call('chatSetRead', { params: { id: roomId }, query: Number.isInteger(seq) && seq >= 0 ? { seq } : {} });
    if (!result.ok) return refused(result, {}, { intent });
    if (back) throw redirect(back);
    return { intent, room: result.body.data };
  }

  // replied
  const result = text(form, 'replied') === '0' ? await api.call('chatSetReplied', { params: { id: roomId }, body: { replied: false } }) : await api.call('chatReplied', { params: { id: roomId } });
  if (!result.ok) return refused(result, {}, { intent });
  if (back) throw redirect(back);
  return { intent, room: result.body.data };
}
