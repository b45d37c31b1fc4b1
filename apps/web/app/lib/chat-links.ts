import type { ChatRoomKind } from '@apotek/contract/chat';

/**
 * Where chat lives on the web (issue 11): a room's page is `/messages/{kind}/{room id}` — the room id is
 * the slug, for every kind, so one link names one conversation however it was opened. Forms anywhere in
 * the shop ("Chat apoteker" on a pharmacy or an order, the assistant's hand-over) post `intent=open-room`
 * to /messages, whose action opens or reopens the room and redirects into it.
 */
export const CHAT_ACTION_PATH = '/messages';
export const CHAT_OPEN_INTENT = 'open-room';
/** `pharmacy=auto`: the shopper's chosen pharmacy, else the nearest to where they said they are, else a recommended one. */
export const CHAT_AUTO_PHARMACY = 'auto';

export function chatRoomPath(kind: ChatRoomKind, roomId: number): string {
  return `/messages/${kind}/${roomId}`;
}

export function consoleChatPath(roomId?: number): string {
  return roomId === undefined ? '/console/chat' : `/console/chat/${roomId}`;
}
