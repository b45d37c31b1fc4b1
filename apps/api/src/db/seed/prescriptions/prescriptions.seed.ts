import { createHash, randomBytes } from 'node:crypto';
import { jakartaDate, PRESCRIPTION_DEFAULT_VALIDITY_DAYS, type OrderStatus } from '@apotek/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database, Executor } from '../../database.ts';
import { newPaymentToken, newPickupCode } from '../../../modules/orders/index.ts';
import { newOrderId } from '../../../modules/orders/order-id.ts';
import { newPrescriptionId } from '../../../modules/prescriptions/prescription-id.ts';
import type {} from '../../../modules/prescriptions/prescription-jobs.ts';
import { systemClock } from '../../../platform/clock.ts';
import { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { createStorage, type StorageConfig } from '../../../platform/storage/create-storage.ts';
import type { ObjectStorage } from '../../../platform/storage/object-storage.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const quiet = { error: () => {}, warn: () => {} };

/** The photo drawn for every demo prescription's upload (seedDemoPrescriptionImages). */
const DEMO_KEY_PREFIX = 'private/files/demo-resep-';

export interface DemoActivityInput {
  customerId: number | undefined;
  pharmacistId: number | undefined;
  pharmacyId: number | undefined;
  now: Date;
}

/**
 * Gives the demo pharmacist's pharmacy something to do (issue 10): the demo customer's orders there in the
 * statuses the console works through, and two prescriptions of theirs, one waiting in the pharmacist's
 * queue and one approved with two obat keras items. Each part runs only when the customer has none yet,
 * so a second seed changes nothing. The uploads' rows are made here; their pictures are drawn by
 * seedDemoPrescriptionImages at server start (drawing needs storage, which test databases do without).
 */
export async function seedDemoActivity(db: Executor, input: DemoActivityInput): Promise<void> {
  const { customerId, pharmacistId, pharmacyId, now } = input;
  if (customerId === undefined || pharmacyId === undefined) return;
  await seedDemoOrders(db, customerId, pharmacyId, now);
  await seedDemoPrescriptions(db, customerId, pharmacistId, pharmacyId, now);
}

async function seedDemoOrders(db: Executor, userId: number, storeId: number, now: Date): Promise<void> {
  const existing = await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('store_id', '=', storeId).limit(1).executeTakeFirst();
  if (existing) return;
  const store = await db.selectFrom('pharmacies').select(['slug', 'name']).where('id', '=', storeId).executeTakeFirstOrThrow();
  // Over-the-counter products this pharmacy stocks, so the orders read like real ones.
  const products = await db
    .selectFrom('products as p')
    .innerJoin('product_stock as s', (j) => j.onRef('s.product_id', '=', 'p.id').on('s.pharmacy_id', '=', storeId))
    .select(['p.id', 'p.slug', 'p.name', 'p.image_url', 'p.drug_class', 'p.price', 'p.weight_grams', 's.quantity'])
    .where('p.drug_class', 'in', ['bebas', 'bebas_terbatas'])
    .where('s.quantity', '>=', 10)
    .orderBy('p.id')
    .limit(8)
    .execute();
  if (products.length < 2) return;

  const plan: Array<{ status: OrderStatus; hoursAgo: number; lines: Array<[number, number]> }> = [
    { status: 'paid', hoursAgo: 1, lines: [[0, 2], [1, 1]] },
    { status: 'processing', hoursAgo: 5, lines: [[2, 1]] },
    { status: 'ready_for_pickup', hoursAgo: 26, lines: [[3, 3], [4, 1]] },
    { status: 'completed', hoursAgo: 24 * 6, lines: [[5, 1], [6, 2]] },
  ];
  const path: OrderStatus[] = ['checkout', 'awaiting_payment', 'paid', 'processing', 'ready_for_pickup', 'completed'];

  for (const order of plan) {
    const created = new Date(now.getTime() - order.hoursAgo * HOUR);
    const paidAt = new Date(created.getTime() + 10 * 60_000).toISOString();
    const lines = order.lines.flatMap(([i, quantity]) => {
      const p = products[i % products.length]!;
      return [{ p, quantity }];
    });
    const subtotal = lines.reduce((n, l) => n + l.p.price * l.quantity, 0);
    const publicId = newOrderId();
    const { id } = await db
      .insertInto('orders')
      .values({
        public_id: publicId,
        user_id: userId,
        store_id: storeId,
        store_slug: store.slug,
        store_name: store.name,
        status: order.status,
        open_slot: null,
        subtotal,
        total: subtotal,
        item_count: lines.reduce((n, l) => n + l.quantity, 0),
        first_item: lines[0]!.p.name,
        total_weight_grams: lines.reduce((n, l) => n + l.p.weight_grams * l.quantity, 0),
        shipment_type: 'pickup',
        shipping_eta: null,
        courier: null,
        waybill: null,
        address_id: null,
        address_json: null,
        pickup_code: order.status === 'completed' ? null : newPickupCode(),
        expires_at: null,
        paid_at: paidAt,
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values(
        lines.map(({ p, quantity }) => ({
          order_id: id,
          product_id: p.id,
          slug: p.slug,
          name: p.name,
          image_url: p.image_url,
          drug_class: p.drug_class,
          quantity,
          unit_price: p.price,
          original_price: p.price,
          weight_grams: p.weight_grams,
        })),
      )
      .execute();
    // The units left the shelf when the order was placed.
    for (const { p, quantity } of lines) {
      await db
        .updateTable('product_stock')
        .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
        .where('product_id', '=', p.id)
        .where('pharmacy_id', '=', storeId)
        .where('quantity', '>=', quantity)
        .execute();
    }
    const steps = path.slice(0, path.indexOf(order.status) + 1);
    await db
      .insertInto('order_events')
      .values(
        steps.map((to, i) => ({
          order_id: id,
          from_status: i === 0 ? null : steps[i - 1]!,
          to_status: to,
          actor: i <= 1 ? ('customer' as const) : to === 'paid' ? ('system' as const) : ('pharmacist' as const),
          actor_user_id: i <= 1 ? userId : null,
          note: null,
          created_at: new Date(created.getTime() + i * 5 * 60_000).toISOString(),
        })),
      )
      .execute();
    await db
      .insertInto('order_payments')
      .values({
        order_id: id,
        attempt: 1,
        token: newPaymentToken(),
        provider: 'sandbox',
        provider_order_id: `${publicId}-1`,
        provider_ref: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        channel: 'va_bca',
        status: 'paid',
        amount: subtotal,
        expires_at: new Date(created.getTime() + DAY).toISOString(),
        paid_at: paidAt,
        qris_payload: null,
        qr_image_url: null,
        va_number: `12345${String(id).padStart(11, '0')}`,
        biller_code: null,
        bank: 'bca',
        flag: null,
        created_at: created.toISOString(),
        updated_at: paidAt,
      })
      .execute();
  }
}

async function seedDemoPrescriptions(db: Executor, userId: number, pharmacistId: number | undefined, pharmacyId: number, now: Date): Promise<void> {
  const existing = await db.selectFrom('prescriptions').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  if (existing) return;
  const pharmacy = await db.selectFrom('pharmacies').select(['sipa_number']).where('id', '=', pharmacyId).executeTakeFirstOrThrow();
  const pharmacist = pharmacistId === undefined ? undefined : await db.selectFrom('users').select(['id', 'name']).where('id', '=', pharmacistId).executeTakeFirst();
  // Obat keras this pharmacy holds plenty of, so the approved prescription can be bought on any fresh database
  // (the first two keras products by id may be out of stock there).
  const keras = await db
    .selectFrom('products as p')
    .innerJoin('product_stock as s', (j) => j.onRef('s.product_id', '=', 'p.id').on('s.pharmacy_id', '=', pharmacyId))
    .select(['p.id', 'p.name'])
    .where('p.drug_class', '=', 'keras')
    .where('s.quantity', '>=', 50)
    .orderBy('p.id')
    .limit(2)
    .execute();

  const waitingSince = new Date(now.getTime() - 2 * HOUR).toISOString();
  const waiting = await insertDemoPrescription(db, {
    userId,
    pharmacyId,
    status: 'submitted',
    patient: { relation: 'self', name: 'Budi Santoso', age: 34, weight: null },
    doctorSip: 'SIP 446/0123/DPMPTSP/2024',
    prescribedOn: jakartaDate(new Date(now.getTime() - DAY)),
    notes: 'Resep dari kontrol ke dokter umum kemarin.',
    at: waitingSince,
    now,
  });
  await db.insertInto('prescription_events').values({ prescription_id: waiting, from_status: null, to_status: 'submitted', action: null, actor: 'customer', actor_user_id: userId, actor_role: 'customer', actor_name: null, note: null, created_at: waitingSince }).execute();

  if (keras.length < 2 || !pharmacist) return;
  const submittedAt = new Date(now.getTime() - 3 * DAY);
  const reviewAt = new Date(submittedAt.getTime() + 20 * 60_000).toISOString();
  const approvedAt = new Date(submittedAt.getTime() + 35 * 60_000).toISOString();
  const validUntil = jakartaDate(new Date(Date.parse(approvedAt) + PRESCRIPTION_DEFAULT_VALIDITY_DAYS * DAY));
  const expiresAt = new Date(Date.parse(`${validUntil}T00:00:00+07:00`) + DAY).toISOString();
  const approved = await insertDemoPrescription(db, {
    userId,
    pharmacyId,
    status: 'approved',
    patient: { relation: 'family', name: 'Sari Santoso', age: 8, weight: 24 },
    doctorSip: 'SIP 503/0456/SIP-DU/2023',
    prescribedOn: jakartaDate(submittedAt),
    notes: 'Untuk anak saya, demam dan batuk sejak 3 hari.',
    at: submittedAt.toISOString(),
    now,
    approval: { pharmacistId: pharmacist.id, pharmacistName: pharmacist.name, sipa: pharmacy.sipa_number, approvedAt, validUntil, expiresAt },
  });
  await db
    .insertInto('prescription_items')
    .values([
      { prescription_id: approved, product_id: keras[0]!.id, product_name: keras[0]!.name, quantity: 5, signa: '3 x sehari 1 tablet sesudah makan, dihabiskan', position: 0 },
      { prescription_id: approved, product_id: keras[1]!.id, product_name: keras[1]!.name, quantity: 1, signa: '2 x sehari 1 sendok takar (5 ml) bila perlu', position: 1 },
    ])
    .execute();
  const event = { prescription_id: approved, actor_user_id: pharmacist.id, actor_role: 'pharmacist' as const, actor_name: pharmacist.name, note: null };
  await db
    .insertInto('prescription_events')
    .values([
      { ...event, from_status: null, to_status: 'submitted', action: null, actor: 'customer', actor_user_id: userId, actor_role: 'customer', actor_name: null, created_at: submittedAt.toISOString() },
      { ...event, from_status: 'submitted', to_status: 'in_review', action: 'review', actor: 'pharmacist', created_at: reviewAt },
      { ...event, from_status: 'in_review', to_status: 'approved', action: 'approve', actor: 'pharmacist', created_at: approvedAt },
    ])
    .execute();
  // The expiry job, as an approval in the console schedules it.
  const jobs = new JobQueue({ db: db as unknown as Kysely<Database>, clock: { now: () => now }, log: quiet });
  const publicId = (await db.selectFrom('prescriptions').select('public_id').where('id', '=', approved).executeTakeFirstOrThrow()).public_id;
  await jobs.schedule(db as unknown as Kysely<Database>, {
    name: 'prescription.expire',
    payload: { prescriptionId: publicId },
    runAt: new Date(expiresAt),
    uniqueKey: `prescription.expire:${publicId}:${expiresAt}`,
  });
}

interface DemoPrescription {
  userId: number;
  pharmacyId: number;
  status: 'submitted' | 'approved';
  patient: { relation: 'self' | 'family'; name: string; age: number; weight: number | null };
  doctorSip: string;
  prescribedOn: string;
  notes: string;
  at: string;
  now: Date;
  approval?: { pharmacistId: number; pharmacistName: string; sipa: string; approvedAt: string; validUntil: string; expiresAt: string };
}

async function insertDemoPrescription(db: Executor, p: DemoPrescription): Promise<number> {
  const a = p.approval;
  const { id } = await db
    .insertInto('prescriptions')
    .values({
      public_id: newPrescriptionId(),
      user_id: p.userId,
      pharmacy_id: p.pharmacyId,
      status: p.status,
      patient_relation: p.patient.relation,
      patient_name: p.patient.name,
      patient_age: p.patient.age,
      patient_weight_kg: p.patient.weight,
      doctor_name: 'dr. Andi Pratama',
      doctor_sip: p.doctorSip,
      prescribed_on: p.prescribedOn,
      notes: p.notes,
      pharmacist_user_id: a?.pharmacistId ?? null,
      pharmacist_name: a?.pharmacistName ?? null,
      pharmacist_sipa: a?.sipa ?? null,
      approved_at: a?.approvedAt ?? null,
      valid_until: a?.validUntil ?? null,
      expires_at: a?.expiresAt ?? null,
      rejection_reason: null,
      clarification_question: null,
      clarification_answer: null,
      clarification_asked_at: null,
      clarification_answered_at: null,
      waiting_since: p.at,
      created_at: p.at,
      updated_at: a?.approvedAt ?? p.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The upload's row; its picture is drawn at server start (seedDemoPrescriptionImages).
  const fileId = randomBytes(16).toString('base64url');
  await db
    .insertInto('files')
    .values({
      public_id: fileId,
      owner_user_id: p.userId,
      purpose: 'prescription',
      mime: 'image/jpeg',
      size: 0,
      width: PHOTO.width,
      height: PHOTO.height,
      pages: null,
      storage_key: `${DEMO_KEY_PREFIX}${randomBytes(16).toString('hex')}.jpg`,
      sha256: '',
      created_at: p.at,
    })
    .execute();
  await db.insertInto('prescription_files').values({ prescription_id: id, file_id: fileId, position: 0 }).execute();
  return id;
}

const PHOTO = { width: 900, height: 1200 } as const;

/** A paper prescription as a phone would photograph it: a doctor's letterhead, "R/" lines and a signature. */
export function demoPrescriptionSvg(): string {
  const lines = [
    ['R/ Amoxicillin 500 mg', 'No. X'],
    ['S 3 dd tab I p.c.', ''],
    ['R/ Ambroxol sirup 15 mg/5 ml', 'fl. I'],
    ['S 2 dd cth I p.r.n.', ''],
  ];
  const rows = lines
    .map(([left, right], i) => `<text x="110" y="${560 + i * 90}" font-size="38" font-family="DejaVu Serif, serif" font-style="italic" fill="#1f2a5a">${left}</text><text x="800" y="${560 + i * 90}" font-size="36" font-family="DejaVu Serif, serif" fill="#1f2a5a" text-anchor="end">${right}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}" viewBox="0 0 ${PHOTO.width} ${PHOTO.height}">
  <rect width="100%" height="100%" fill="#d9d4c7"/>
  <rect x="60" y="50" width="780" height="1100" fill="#fbfaf5" transform="rotate(-1.2 450 600)"/>
  <text x="450" y="140" font-size="40" font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="#222" text-anchor="middle">dr. Andi Pratama</text>
  <text x="450" y="190" font-size="26" font-family="DejaVu Sans, sans-serif" fill="#444" text-anchor="middle">Dokter Umum · SIP 446/0123/DPMPTSP/2024</text>
  <text x="450" y="230" font-size="24" font-family="DejaVu Sans, sans-serif" fill="#444" text-anchor="middle">Jl. Contoh No. 12, Jakarta · Telp. 021-5550123</text>
  <line x1="100" y1="260" x2="800" y2="260" stroke="#222" stroke-width="3"/>
  <text x="110" y="340" font-size="30" font-family="DejaVu Sans, sans-serif" fill="#333">Jakarta, tanggal ..............</text>
  <text x="110" y="440" font-size="30" font-family="DejaVu Sans, sans-serif" fill="#333">Pro: ..............  Umur: ......</text>
  ${rows}
  <path d="M560 1000 q40 -60 80 0 t80 0 t60 -20" stroke="#1f2a5a" stroke-width="4" fill="none"/>
  <text x="640" y="1060" font-size="24" font-family="DejaVu Sans, sans-serif" fill="#444" text-anchor="middle">paraf dokter</text>
</svg>`;
}

/**
 * Draws the demo prescriptions' photo into storage for every demo upload whose object is missing, and
 * fills in its size and hash. Kept out of seedDemoData for the reason images.seed.ts gives.
 */
export async function seedDemoPrescriptionImages(db: Kysely<Database>, storage: ObjectStorage): Promise<number> {
  const rows = await db.selectFrom('files').select(['id', 'storage_key']).where('storage_key', 'like', `${DEMO_KEY_PREFIX}%`).execute();
  let drawn = 0;
  let photo: Buffer | undefined;
  for (const row of rows) {
    if (await storage.head(row.storage_key)) continue;
    photo ??= await sharp(Buffer.from(demoPrescriptionSvg())).jpeg({ quality: 80 }).toBuffer();
    await storage.put(row.storage_key, photo, { contentType: 'image/jpeg', visibility: 'private' });
    await db
      .updateTable('files')
      .set({ size: photo.byteLength, sha256: createHash('sha256').update(photo).digest('hex') })
      .where('id', '=', row.id)
      .execute();
    drawn += 1;
  }
  return drawn;
}

/** The same for a process with no app yet (server start): opens the configured storage for the run. */
export async function seedDemoPrescriptionImagesInto(db: Kysely<Database>, options: { storage: StorageConfig; publicUrl: string }): Promise<number> {
  const storage = await createStorage(options.storage, { clock: systemClock, publicUrl: options.publicUrl });
  try {
    return await seedDemoPrescriptionImages(db, storage.objects);
  } finally {
    storage.close();
  }
}
