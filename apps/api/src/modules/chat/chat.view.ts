import { type ChatAttachment, CHAT_LIMITS, type ChatMemberSide, type ChatMessage, type ChatRoom } from '@apotek/contract';
import type { MemberRow, MessageRow, RoomRow } from './chat.repository.ts';

/** What is stored for an image: the file and its shape; the URL is signed each time it is read. */
export type StoredAttachment = Exclude<ChatAttachment, { kind: 'image' }> | { kind: 'image'; file: { id: string; mime: string; width: number | null; height: number | null } };

const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const iso = (value: string) => new Date(value).toISOString();

export function preview(text: string): string {
  const chars = Array.from(text);
  return chars.length > CHAT_LIMITS.previewMax ? chars.slice(0, CHAT_LIMITS.previewMax).join('') + '…' : text;
}

export function otherSide(side: ChatMemberSide): ChatMemberSide {
  return side === 'customer' ? 'counterpart' : 'customer';
}

/** The room as one side sees it: the other party's name, its unread count, the other side's receipts. */
export function toRoom(row: RoomRow, members: readonly MemberRow[], side: ChatMemberSide, unread: number): ChatRoom {
  const mine = members.find((m) => m.room_id === row.id && m.side === side);
  const theirs = members.find((m) => m.room_id === row.id && m.side === otherSide(side));
  const counterpartName = row.pharmacy_name ?? row.counterpart_name ?? '';
  return {
    room_id: row.id,
    id: row.id,
    type: row.kind,
    status: row.status,
    side,
    name: side === 'customer' ? counterpartName : row.customer_name,
    avatar_url: side === 'customer' ? row.avatar_url : null,
    pharmacy: row.pharmacy_id !== null ? { id: row.pharmacy_id, slug: row.pharmacy_slug ?? '', name: row.pharmacy_name ?? '' } : null,
    customer: { id: row.customer_public_id, name: row.customer_name },
    counterpart: row.counterpart_public_id ? { id: row.counterpart_public_id, name: row.counterpart_name ?? '' } : null,
    consultation_id: row.consultation_id,
    order_code: row.order_code,
    last_seq: Number(row.last_seq),
    last_comment:
      row.last_message_at && Number(row.last_seq) > 0
        ? {
            seq: Number(row.last_seq),
            type: row.last_message_type ?? 'text',
            message: row.last_message_preview ?? '',
            sender_side: row.last_sender_side ?? 'system',
            created_at: iso(row.last_message_at),
            unix_timestamp: unix(row.last_message_at),
          }
        : null,
    unread,
    read_seq: Number(mine?.read_seq ?? 0),
    other_delivered_seq: Number(theirs?.delivered_seq ?? 0),
    other_read_seq: Number(theirs?.read_seq ?? 0),
    replied: Number(mine?.replied ?? 0) === 1,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function readAttachment(row: MessageRow): StoredAttachment | null {
  return row.attachment ? (JSON.parse(row.attachment) as StoredAttachment) : null;
}

/** A stored message as clients get it; `sign` gives an image a fresh short-lived URL (the files module). */
export async function toMessage(row: MessageRow, consultationId: string | null, sign: (fileId: string) => Promise<{ url: string; expires_at: string } | null>): Promise<ChatMessage> {
  const stored = readAttachment(row);
  let attachment: ChatAttachment | null = null;
  if (stored?.kind === 'image') {
    const signed = await sign(stored.file.id);
    attachment = { kind: 'image', file: { ...stored.file, url: signed?.url ?? '', url_expires_at: signed?.expires_at ?? iso(row.created_at) } };
  } else if (stored) {
    attachment = stored;
  }
  return {
    id: row.id,
    room_id: row.room_id,
    seq: Number(row.seq),
    type: row.type,
    message: row.text,
    payload: row.payload ? (JSON.parse(row.payload) as Record<string, unknown>) : null,
    attachment,
    content: { consultation_id: consultationId },
    sender: { side: row.sender_side, id: row.sender_public_id, name: row.sender_name },
    temp_id: row.client_id,
    created_at: iso(row.created_at),
    unix_timestamp: unix(row.created_at),
  };
}
