import type { ChatMemberSide, ChatMessageType, ChatRoomKind, ChatRoomStatus, ChatSide } from '@apotek/contract';
import type { Generated } from 'kysely';

/**
 * A conversation between a customer and a counterpart: a pharmacy (any of its staff reads and answers)
 * or a user (a doctor). The names are kept as they were when the room was opened or last reopened, so the
 * list and its search need no other module.
 */
export interface ChatRoomsTable {
  id: Generated<number>;
  kind: ChatRoomKind;
  /** `pharmacy:<customer>:<pharmacy>` or `<kind>:<customer>:<doctor>:<consultation|->`: one room per pair. */
  pair_key: string;
  status: ChatRoomStatus;
  customer_user_id: number;
  customer_public_id: string;
  customer_name: string;
  pharmacy_id: number | null;
  pharmacy_slug: string | null;
  pharmacy_name: string | null;
  counterpart_user_id: number | null;
  counterpart_public_id: string | null;
  counterpart_name: string | null;
  avatar_url: string | null;
  consultation_id: string | null;
  /** The order the customer last opened the chat from. */
  order_code: string | null;
  /** The seq of the newest message; the next one gets last_seq + 1 in its own transaction. */
  last_seq: Generated<number>;
  last_message_at: string | null;
  last_message_type: ChatMessageType | null;
  last_message_preview: string | null;
  last_sender_side: ChatSide | null;
  activity_at: string;
  created_at: string;
  updated_at: string;
}

export interface ChatMembersTable {
  id: Generated<number>;
  room_id: number;
  side: ChatMemberSide;
  /** The customer, or the counterpart user; null for a pharmacy, whose staff share this row. */
  user_id: number | null;
  pharmacy_id: number | null;
  read_seq: Generated<number>;
  delivered_seq: Generated<number>;
  /** 1: this side has answered the other side's latest message. */
  replied: Generated<number>;
  replied_at: string | null;
  read_at: string | null;
  updated_at: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  room_id: number;
  seq: number;
  type: ChatMessageType;
  sender_side: ChatSide;
  sender_user_id: number | null;
  sender_public_id: string | null;
  sender_name: string;
  client_id: string | null;
  /** Exactly as sent; never logged. */
  text: string;
  /** JSON: the sender's payload as sent. */
  payload: string | null;
  /** JSON: the card the server attached (an image's file id, a product or prescription snapshot, an order). */
  attachment: string | null;
  created_at: string;
}

export interface ChatTables {
  chat_rooms: ChatRoomsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
}
