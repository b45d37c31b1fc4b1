import { type DeliveryIssue, type DeliveryIssueReason, formatRupiah, type Locale, type OrderEventKind } from '@apotek/contract';
import type { DeliveryIssueRow } from './delivery-issue.repository.ts';

const REASONS: Record<DeliveryIssueReason, Record<Locale, string>> = {
  pin_wrong: { id: 'Pin lokasi di peta tidak sesuai dengan alamat', en: 'The map pin does not match the address' },
  address_unreachable: { id: 'Alamat tidak dapat dijangkau kurir', en: 'The courier cannot reach the address' },
  outside_courier_area: { id: 'Alamat di luar area layanan kurir', en: 'The address is outside the courier’s area' },
  other: { id: 'Alasan lain', en: 'Another reason' },
};

export function deliveryIssueReasonText(reason: DeliveryIssueReason, locale: Locale): string {
  return REASONS[reason][locale];
}

export function toDeliveryIssue(row: DeliveryIssueRow, locale: Locale): DeliveryIssue {
  return { reason: row.reason, reason_text: deliveryIssueReasonText(row.reason, locale), note: row.note, raised_at: row.raised_at };
}

/** The facts a delivery entry of the timeline keeps (order_events.detail), worded only when read. */
export interface DeliveryEventDetail {
  reason?: DeliveryIssueReason;
  note?: string;
  /** Rupiah given back to the customer. */
  refund?: number;
}

/** A delivery entry of the timeline in the reader's language ("Apotek meminta Anda memperbarui alamat: …"). */
export function deliveryEventText(kind: OrderEventKind, detailJson: string | null, locale: Locale): string {
  const detail = (detailJson ? JSON.parse(detailJson) : {}) as DeliveryEventDetail;
  const refund = detail.refund ? formatRupiah(detail.refund) : null;
  switch (kind) {
    case 'delivery_issue_raised': {
      const reason = detail.reason ? deliveryIssueReasonText(detail.reason, locale) : '';
      const said = [reason, detail.note].filter(Boolean).join('. ');
      return locale === 'id' ? `Apotek meminta Anda memperbarui alamat: ${said}` : `The pharmacy asked you to update the address: ${said}`;
    }
    case 'delivery_address_changed':
      if (locale === 'id') return refund ? `Alamat pengiriman diperbarui. Selisih ongkos kirim ${refund} dikembalikan` : 'Alamat pengiriman diperbarui';
      return refund ? `Delivery address updated. The shipping fee difference of ${refund} is refunded` : 'Delivery address updated';
    case 'delivery_switched_to_pickup':
      return locale === 'id'
        ? `Atas persetujuan Anda, pesanan diambil di apotek. Ongkos kirim ${refund ?? formatRupiah(0)} dikembalikan`
        : `With your consent the order is collected at the pharmacy. The shipping fee of ${refund ?? formatRupiah(0)} is refunded`;
  }
}
