import type { Consultation } from '@apotek/contract/consultations';

/** A consultation as the API answers it, for the feature's tests; override what a test is about. */
export function consultationFixture(overrides: Partial<Consultation> = {}): Consultation {
  return {
    id: 'KNS-7K3M9Q2XH4',
    status: 'awaiting_payment',
    status_label: 'Menunggu pembayaran',
    doctor: { id: 1, slug: 'dr-andi-pratama', name: 'dr. Andi Pratama', photo_url: null, specialty: 'umum', specialty_label: 'Dokter Umum', str_number: '3171100220000001', user_id: 'U1' },
    customer: { id: 'C1', name: 'Budi Santoso' },
    patient: { relation: 'self', name: 'Budi Santoso', age: 34, weight_kg: null, gender: 'male' },
    complaint: 'Demam tiga hari dan batuk berdahak.',
    allergies: null,
    medications: null,
    share_health_data: false,
    fee: 50_000,
    room_id: null,
    payment: null,
    payment_due_at: '2026-05-12T07:15:00.000Z',
    paid_at: null,
    answer_due_at: null,
    accepted_at: null,
    ends_at: null,
    extended: false,
    ended_at: null,
    ended_by: null,
    refund: null,
    review: null,
    doctor_notes: null,
    prescription_ids: [],
    can: { pay: true, end: false, extend: false, review: false, prescribe: false },
    created_at: '2026-05-12T07:00:00.000Z',
    updated_at: '2026-05-12T07:00:00.000Z',
    ...overrides,
  };
}

export function chargeFixture(overrides: Partial<NonNullable<Consultation['payment']>> = {}): NonNullable<Consultation['payment']> {
  return {
    channel: 'qris',
    status: 'pending',
    amount: 50_000,
    expires_at: '2026-05-12T07:10:00.000Z',
    paid_at: null,
    qrisUrl: '/api/payment/qris/abc.png',
    vaCode: null,
    biller_code: null,
    bank: null,
    token: 'tok_abc',
    ...overrides,
  };
}
