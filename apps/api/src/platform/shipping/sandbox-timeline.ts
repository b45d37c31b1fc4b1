import type { ShipmentStatus, ShippingService, Tracking, TrackingEvent } from './courier.ts';

/**
 * The sandbox's script of a delivery: which event happens how long after the shipment was created.
 * Tracking replays the script up to "now" (the Clock), so nothing runs in the background and a test
 * that moves a manual clock sees exactly the same events every time.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Step {
  afterMs: number;
  status: ShipmentStatus;
  description: string;
  location?: string;
}

export interface TimelineShipment {
  waybill: string;
  service: Exclude<ShippingService, 'pickup'>;
  /** Regular only. */
  etaDays: number | null;
  senderName: string;
  receiverName: string;
  failFirstAttempt: boolean;
  createdAt: string;
  cancelledAt: string | null;
}

// Customers read these on the tracking timeline: hub names, never the word "sandbox".
const HUB_ORIGIN = 'Hub Asal';
const HUB_DESTINATION = 'Hub Tujuan';

function deliveryLeg(deliverAtMs: number, s: TimelineShipment): Step[] {
  const delivered: Step = { afterMs: deliverAtMs, status: 'delivered', description: `Paket sudah diterima oleh ${s.receiverName}. Terima kasih telah berbelanja di Apotek.` };
  if (!s.failFirstAttempt) return [delivered];
  // The injected failure: the first attempt finds nobody home; the courier tries again the next day.
  return [
    { afterMs: deliverAtMs, status: 'failed', description: 'Pengiriman gagal: penerima tidak di tempat. Paket akan diantar ulang besok.' },
    { afterMs: deliverAtMs + DAY - 2 * HOUR, status: 'out_for_delivery', description: 'Kurir sedang mengantar ulang paket ke penerima.', location: HUB_DESTINATION },
    { ...delivered, afterMs: deliverAtMs + DAY },
  ];
}

function script(s: TimelineShipment): Step[] {
  const created: Step = { afterMs: 0, status: 'created', description: 'Pesanan pengiriman dibuat. Menunggu kurir menjemput paket.', location: s.senderName };
  switch (s.service) {
    case 'instant':
      // A motorbike rides straight from the pharmacy to the door: no hub.
      return [
        { ...created, description: 'Pesanan kurir instan dibuat. Mencari pengemudi terdekat.' },
        { afterMs: 10 * MINUTE, status: 'picked_up', description: `Paket sudah diambil pengemudi di ${s.senderName}.`, location: s.senderName },
        { afterMs: 12 * MINUTE, status: 'out_for_delivery', description: 'Pengemudi sedang menuju alamat penerima.' },
        ...deliveryLeg(60 * MINUTE, s),
      ];
    case 'same_day':
      return [
        created,
        { afterMs: 1 * HOUR, status: 'picked_up', description: 'Paket sudah di-pickup oleh kurir.', location: s.senderName },
        { afterMs: 2 * HOUR, status: 'in_transit', description: 'Paket sudah tiba di hub kota untuk proses pengantaran.', location: HUB_DESTINATION },
        { afterMs: 4 * HOUR, status: 'out_for_delivery', description: 'Kurir sudah ditugaskan dan paket akan segera diantar ke penerima.', location: HUB_DESTINATION },
        ...deliveryLeg(6 * HOUR, s),
      ];
    case 'regular': {
      const days = Math.max(1, s.etaDays ?? 2);
      const deliverAt = days * DAY;
      return [
        created,
        { afterMs: 4 * HOUR, status: 'picked_up', description: 'Paket sudah di-pickup oleh kurir.', location: s.senderName },
        { afterMs: 8 * HOUR, status: 'in_transit', description: 'Paket sedang diproses di hub asal.', location: HUB_ORIGIN },
        ...(days >= 2 ? [{ afterMs: DAY, status: 'in_transit' as const, description: 'Paket sedang dalam perjalanan menuju kota tujuan.' }] : []),
        { afterMs: deliverAt - 6 * HOUR, status: 'in_transit', description: 'Paket sudah tiba di hub tujuan.', location: HUB_DESTINATION },
        { afterMs: deliverAt - 3 * HOUR, status: 'out_for_delivery', description: 'Kurir sudah ditugaskan dan paket akan segera diantar ke penerima.', location: HUB_DESTINATION },
        ...deliveryLeg(deliverAt, s),
      ];
    }
  }
}

/** The events that have happened by `now`, oldest first, and the status they leave the parcel in. */
export function trackingAt(s: TimelineShipment, now: Date): Tracking {
  const start = new Date(s.createdAt).getTime();
  const cancelledAt = s.cancelledAt ? new Date(s.cancelledAt).getTime() : undefined;
  const horizon = Math.min(now.getTime(), cancelledAt ?? Infinity);

  const events: TrackingEvent[] = script(s)
    .filter((step) => start + step.afterMs <= horizon)
    .map(({ afterMs, status, description, location }) => ({
      at: new Date(start + afterMs).toISOString(),
      status,
      description,
      ...(location ? { location } : {}),
    }));
  if (cancelledAt !== undefined && cancelledAt <= now.getTime()) {
    events.push({ at: new Date(cancelledAt).toISOString(), status: 'cancelled', description: 'Pengiriman dibatalkan oleh pengirim sebelum paket dijemput.' });
  }
  return { waybill: s.waybill, status: events.at(-1)?.status ?? 'created', events };
}
