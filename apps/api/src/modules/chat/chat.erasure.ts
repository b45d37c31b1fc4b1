import type { Executor } from '../../db/database.ts';

/**
 * The chat module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md).
 * A consultation's conversation is part of the doctor's medical record (PMK 24/2022) and stays; in the
 * user's other conversations (with a pharmacy) what the user wrote is erased. Every room of the user
 * stops naming them.
 */

export async function chatPersonalData(db: Executor, userId: number) {
  const rooms = await db
    .selectFrom('chat_rooms')
    .select(['id', 'kind', 'status', 'pharmacy_name', 'counterpart_name', 'consultation_id', 'order_code', 'created_at'])
    .where('customer_user_id', '=', userId)
    .orderBy('id')
    .execute();
  const ids = rooms.map((r) => r.id);
  const messages = ids.length
    ? await db.selectFrom('chat_messages').select(['room_id', 'seq', 'type', 'sender_side', 'sender_name', 'text', 'attachment', 'created_at']).where('room_id', 'in', ids).orderBy('room_id').orderBy('seq').execute()
    : [];
  return rooms.map(({ id, ...room }) => ({
    ...room,
    messages: messages
      .filter((m) => m.room_id === id)
      .map(({ room_id: _r, attachment, ...m }) => ({ ...m, attachment: attachment ? (JSON.parse(attachment) as unknown) : null })),
  }));
}

export async function eraseChat(db: Executor, userId: number, erasedName: string): Promise<void> {
  await db.updateTable('chat_rooms').set({ customer_name: erasedName }).where('customer_user_id', '=', userId).execute();
  const pharmacyRooms = db.selectFrom('chat_rooms').select('id').where('customer_user_id', '=', userId).where('consultation_id', 'is', null);
  await db
    .updateTable('chat_messages')
    .set({ text: '', payload: null, attachment: null, sender_name: erasedName })
    .where('sender_user_id', '=', userId)
    .where('room_id', 'in', pharmacyRooms)
    .execute();
  await db.updateTable('chat_messages').set({ sender_name: erasedName }).where('sender_user_id', '=', userId).execute();
  await db
    .updateTable('chat_rooms')
    .set({ last_message_preview: null })
    .where('customer_user_id', '=', userId)
    .where('consultation_id', 'is', null)
    .execute();
}
