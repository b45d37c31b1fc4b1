import { describe, expect, it } from 'vitest';
import { sendChatMessage } from '@apotek/contract/chat';
import { attachKinds } from './attach-menu';
import type { PendingMessage } from './message-log';
import { cardPending, outgoingBody, prescriptionCard, productCard, readyToDeliver } from './outgoing';

const panadol = { id: 42, slug: 'panadol-500-mg', name: 'Panadol 500 mg', price: 12_500, promo_price: null, image_url: '/media/panadol.webp' };
const rx = { id: 'RX-7K2M9Q', status: 'approved' as const, created_at: '2026-11-20T03:00:00.000Z' };
const now = new Date('2026-11-21T07:00:00.000Z');

describe('cards from what the member picked', () => {
  it('a product card carries what the card shows, at the price to pay now', () => {
    expect(productCard(panadol)).toEqual({ kind: 'product', product: { id: 42, slug: 'panadol-500-mg', name: 'Panadol 500 mg', price: 12_500, image_url: '/media/panadol.webp' } });
    expect(productCard({ ...panadol, promo_price: 9_900 })).toMatchObject({ product: { price: 9_900 } });
  });

  it('a prescription card carries its id, status and date only', () => {
    expect(prescriptionCard({ ...rx, extra: 'left out' } as typeof rx)).toEqual({ kind: 'prescription', prescription: rx });
  });

  it('a picked card is a pending message of its own type, on its way', () => {
    const p = cardPending(productCard(panadol), 'web-1', now);
    expect(p).toMatchObject({ temp_id: 'web-1', type: 'product', message: '', status: 'sending', created_at: now.toISOString() });
    expect(cardPending(prescriptionCard(rx), 'web-2', now).type).toBe('prescription');
  });
});

describe('outgoingBody', () => {
  it('names the product or the prescription; the server fills the card in', () => {
    expect(outgoingBody(cardPending(productCard(panadol), 'web-1', now))).toEqual({ type: 'product', product_id: 42, message: '' });
    expect(outgoingBody(cardPending(prescriptionCard(rx), 'web-2', now))).toEqual({ type: 'prescription', prescription_id: 'RX-7K2M9Q', message: '' });
  });

  it('sends text and uploaded pictures as before', () => {
    const base: PendingMessage = { temp_id: 't', type: 'text', message: 'halo', status: 'sending', created_at: now.toISOString() };
    expect(outgoingBody(base)).toEqual({ type: 'text', message: 'halo' });
    expect(outgoingBody({ ...base, type: 'image', message: '', file_id: 'F1' })).toEqual({ type: 'image', file_id: 'F1', message: '' });
  });

  it('every body is one the contract accepts', () => {
    for (const p of [cardPending(productCard(panadol), 'a', now), cardPending(prescriptionCard(rx), 'b', now)]) {
      expect(sendChatMessage.safeParse(outgoingBody(p)).success).toBe(true);
    }
  });

  it('refuses a card message that lost its card rather than sending a wrong one', () => {
    const broken: PendingMessage = { temp_id: 't', type: 'product', message: '', card: prescriptionCard(rx), status: 'sending', created_at: now.toISOString() };
    expect(() => outgoingBody(broken)).toThrow();
  });
});

describe('readyToDeliver', () => {
  it('holds a picture back until it is uploaded; cards and text go at once', () => {
    const base: PendingMessage = { temp_id: 't', type: 'image', message: '', status: 'sending', created_at: now.toISOString() };
    expect(readyToDeliver(base)).toBe(false);
    expect(readyToDeliver({ ...base, file_id: 'F1' })).toBe(true);
    expect(readyToDeliver(cardPending(productCard(panadol), 'a', now))).toBe(true);
    expect(readyToDeliver({ ...base, type: 'text', message: 'x' })).toBe(true);
  });
});

describe('attachKinds', () => {
  it('lets the customer attach a product or a prescription, the pharmacist recommend a product', () => {
    expect(attachKinds('customer')).toEqual(['product', 'prescription']);
    expect(attachKinds('staff')).toEqual(['product']);
  });
});
