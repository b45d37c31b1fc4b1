import type { ChatAttachment, ChatMessage, ChatRoom, ChatRoomKind } from '@apotek/contract/chat';

/** One open conversation as the page gets it: the room's info and its newest history page. */
export interface ActiveConversation {
  room: ChatRoom;
  messages: ChatMessage[];
  hasOlder: boolean;
  /** The room's last seq when read: where the live stream resumes if the page held no message. */
  lastSeq: number;
}

export interface RoomList {
  rooms: ChatRoom[];
  unreadTotal: number;
  /** The list could not be read: shown empty (SPEC §8), with a line saying so. */
  failed: boolean;
}

export interface ChatPageData {
  /** The list's kind (the tab): null on /messages, which lists every room. */
  kind: ChatRoomKind | null;
  q: string;
  list: RoomList;
  active: ActiveConversation | null;
}


/** A card a message carries and a member may send from the composer: a product of the catalogue, or a prescription. */
export type ChatCard = Extract<ChatAttachment, { kind: 'product' | 'prescription' }>;
