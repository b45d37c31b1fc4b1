import type { SendChatMessage } from '@apotek/contract/chat';
import type { ProductSummary } from '@apotek/contract/catalog';
import type { PrescriptionSummary } from '@apotek/contract/prescriptions';
import type { ChatCard } from './chat-types';
import type { PendingMessage } from './message-log';

/** A product picked from the catalogue as the card a message carries (the price to pay now: the promotion's while it runs). */
export function productCard(product: Pick<ProductSummary, 'id' | 'slug' | 'name' | 'price' | 'promo_price' | 'image_url'>): ChatCard {
  return { kind: 'product', product: { id: product.id, slug: product.slug, name: product.name, price: product.promo_price ?? product.price, image_url: product.image_url } };
}

export function prescriptionCard(prescription: Pick<PrescriptionSummary, 'id' | 'status' | 'created_at'>): ChatCard {
  return { kind: 'prescription', prescription: { id: prescription.id, status: prescription.status, created_at: prescription.created_at } };
}

/** An own message as the first one of a card: the type the card sends as. */
export function cardPending(card: ChatCard, tempId: string, now: Date): PendingMessage {
  return { temp_id: tempId, type: card.kind, message: '', card, status: 'sending', created_at: now.toISOString() };
}

/** Whether a pending message can go to the server: a picture first waits for its upload. */
export function readyToDeliver(p: PendingMessage): boolean {
  return p.type !== 'image' || Boolean(p.file_id);
}

/**
 * What goes over the socket (or HTTP) for a pending message. The server fills a card in itself (name,
 * price, picture as they are now); the message names only the product or prescription.
 */
export function outgoingBody(p: PendingMessage): SendChatMessage {
  switch (p.type) {
    case 'image':
      return { type: 'image', file_id: p.file_id!, message: p.message };
    case 'product':
      if (p.card?.kind !== 'product') throw new Error('chat: a product message without its product');
      return { type: 'product', product_id: p.card.product.id, message: p.message };
    case 'prescription':
      if (p.card?.kind !== 'prescription') throw new Error('chat: a prescription message without its prescription');
      return { type: 'prescription', prescription_id: p.card.prescription.id, message: p.message };
    default:
      return { type: 'text', message: p.message };
  }
}
