import type { Executor } from '../../database.ts';
import { allocateSeq, findRoomByPair, insertMembers, insertMessage, insertRoom, markWritten } from '../../../modules/chat/chat.repository.ts';
import { preview } from '../../../modules/chat/chat.view.ts';

const MINUTE = 60_000;

export interface DemoChatInput {
  customerId: number | undefined;
  pharmacistId: number | undefined;
  pharmacyId: number | undefined;
  now: Date;
}

/**
 * A conversation between the demo customer and the demo pharmacist's pharmacy (issue 11), so /messages and
 * the console's inbox are not empty: a question, the pharmacist's answer with a product card, thanks, and a
 * last word from the pharmacy the customer has not read yet. Runs only when that room does not exist.
 */
export async function seedDemoChat(db: Executor, input: DemoChatInput): Promise<void> {
  const { customerId, pharmacistId, pharmacyId, now } = input;
  if (customerId === undefined || pharmacistId === undefined || pharmacyId === undefined) return;
  const pairKey = `pharmacy:${customerId}:${pharmacyId}`;
  if (await findRoomByPair(db, pairKey)) return;
  const customer = await db.selectFrom('users').select(['public_id', 'name']).where('id', '=', customerId).executeTakeFirstOrThrow();
  const pharmacist = await db.selectFrom('users').select(['public_id', 'name']).where('id', '=', pharmacistId).executeTakeFirstOrThrow();
  const pharmacy = await db.selectFrom('pharmacies').select(['slug', 'name', 'image_url']).where('id', '=', pharmacyId).executeTakeFirstOrThrow();
  const syrup = await db
    .selectFrom('products as p')
    .innerJoin('product_stock as s', (j) => j.onRef('s.product_id', '=', 'p.id').on('s.pharmacy_id', '=', pharmacyId))
    .select(['p.id', 'p.slug', 'p.name', 'p.price', 'p.promo_price', 'p.image_url'])
    .where('p.drug_class', '=', 'bebas')
    .where('p.name', 'like', '%Sirup%')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();

  const start = now.getTime() - 50 * MINUTE;
  const created = new Date(start).toISOString();
  const roomId = await insertRoom(db, {
    kind: 'pharmacy',
    pair_key: pairKey,
    status: 'open',
    customer_user_id: customerId,
    customer_public_id: customer.public_id,
    customer_name: customer.name,
    pharmacy_id: pharmacyId,
    pharmacy_slug: pharmacy.slug,
    pharmacy_name: pharmacy.name,
    counterpart_user_id: null,
    counterpart_public_id: null,
    counterpart_name: null,
    avatar_url: pharmacy.image_url,
    consultation_id: null,
    order_code: null,
    activity_at: created,
    created_at: created,
    updated_at: created,
  });
  await insertMembers(db, [
    { room_id: roomId, side: 'customer', user_id: customerId, pharmacy_id: null, updated_at: created },
    { room_id: roomId, side: 'counterpart', user_id: null, pharmacy_id: pharmacyId, updated_at: created },
  ]);

  type Line = { side: 'customer' | 'counterpart'; minutes: number; text: string; product?: boolean };
  const lines: Line[] = [
    { side: 'customer', minutes: 0, text: 'Selamat siang, apakah ada obat penurun demam sirup untuk anak usia 5 tahun?' },
    { side: 'counterpart', minutes: 4, text: 'Selamat siang, Pak Budi. Ada, ini salah satu yang tersedia di apotek kami. Ikuti dosis di kemasan sesuai usia dan berat badan anak.', product: true },
    { side: 'customer', minutes: 9, text: 'Baik, terima kasih. Kalau demamnya lebih dari 3 hari bagaimana?' },
    { side: 'counterpart', minutes: 12, text: 'Jika demam lebih dari 3 hari atau disertai gejala lain, sebaiknya periksakan ke dokter ya, Pak. Semoga lekas sembuh.' },
  ];
  for (const line of lines) {
    const at = new Date(start + line.minutes * MINUTE).toISOString();
    const sender = line.side === 'customer' ? { id: customerId, ...customer } : { id: pharmacistId, ...pharmacist };
    const attachment =
      line.product && syrup
        ? { kind: 'product' as const, product: { id: syrup.id, slug: syrup.slug, name: syrup.name, price: syrup.promo_price ?? syrup.price, image_url: syrup.image_url } }
        : null;
    const type = attachment ? 'product' : 'text';
    const seq = await allocateSeq(db, roomId, { last_message_at: at, last_message_type: type, last_message_preview: preview(line.text), last_sender_side: line.side, activity_at: at, updated_at: at });
    if (seq === undefined) return;
    await insertMessage(db, {
      room_id: roomId,
      seq,
      type,
      sender_side: line.side,
      sender_user_id: sender.id,
      sender_public_id: sender.public_id,
      sender_name: sender.name,
      client_id: null,
      text: line.text,
      payload: null,
      attachment: attachment ? JSON.stringify(attachment) : null,
      created_at: at,
    });
    await markWritten(db, roomId, line.side, seq, at);
  }
}
