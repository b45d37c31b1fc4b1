import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PrescriptionDetail } from '@apotek/contract/prescriptions';
import { PharmacySelect } from './pharmacy-select';
import { licence } from './prescription-detail';
import { detailView, listItem } from './prescriptions.server';

/** A doctor's e-prescription as the API answers it (issue 12). */
const rx: PrescriptionDetail = {
  id: 'RX-7K3M9Q2XH4',
  status: 'approved',
  patient: { relation: 'self', name: 'Sari Wijaya', age: 34, weight_kg: null },
  doctor: { name: 'dr. Andi Pratama', sip: null, str: '3121100220145678' },
  consultation_id: 'KNS-7Q2M4X9K3H',
  date: '2026-01-15',
  pharmacy: { id: 3, slug: 'apotek-menteng', name: 'Apotek Menteng' },
  file_count: 0,
  item_count: 0,
  created_at: '2026-01-15T03:00:00.000Z',
  updated_at: '2026-01-15T03:00:00.000Z',
  valid_until: '2026-02-14',
  next_actions: ['relocate'],
  notes: '',
  files: [],
  items: [],
  pharmacist: null,
  approved_at: '2026-01-15T03:00:00.000Z',
  rejection_reason: null,
  clarification: null,
  timeline: [
    { from: null, to: 'approved', action: null, actor: 'doctor', actor_name: 'dr. Andi Pratama', note: 'KNS-7Q2M4X9K3H', at: '2026-01-15T03:00:00.000Z' },
    { from: 'approved', to: 'approved', action: 'relocate', actor: 'customer', actor_name: null, note: 'Apotek Kemang', at: '2026-01-15T04:00:00.000Z' },
  ],
};
const choices = [
  { id: 3, name: 'Apotek Menteng', city: 'Jakarta Pusat' },
  { id: 5, name: 'Apotek Kemang', city: 'Jakarta Selatan' },
];

describe('an e-prescription on the customer’s pages', () => {
  it('carries the doctor’s STR, the consultation and the pharmacy change; a paper one or a locked one offers no change', () => {
    const view = detailView(rx, [], choices);
    expect(view).toMatchObject({ doctor_name: 'dr. Andi Pratama', doctor_sip: null, doctor_str: '3121100220145678', consultation_id: 'KNS-7Q2M4X9K3H', pharmacy_change: { choices } });
    expect(view.events.map((e) => [e.status, e.action])).toEqual([
      ['approved', null],
      ['approved', 'relocate'],
    ]);
    expect(detailView({ ...rx, next_actions: [] }, [], choices).pharmacy_change).toBeNull();
    expect(detailView(rx, [], null).pharmacy_change).toBeNull();
    expect(listItem(rx).electronic).toBe(true);
    expect(listItem({ ...rx, consultation_id: null }).electronic).toBe(false);
    expect(licence('STR', '3121100220145678')).toBe('STR 3121100220145678');
  });

  it('picks the pharmacy from the same grouped list as the upload form, the current one ticked', () => {
    const html = renderToStaticMarkup(
      <PharmacySelect control={{ id: 'p', 'aria-describedby': undefined, 'aria-invalid': undefined }} pharmacies={choices} placeholder="Pilih apotek" name="pharmacy_id" defaultValue={3} />,
    );
    expect(html).toContain('<option value="" disabled="">Pilih apotek</option>');
    expect(html).toContain('<optgroup label="Jakarta Pusat"><option value="3" selected="">Apotek Menteng</option></optgroup>');
    expect(html).toContain('<optgroup label="Jakarta Selatan"><option value="5">Apotek Kemang</option></optgroup>');
  });
});
