import type { Generated } from 'kysely';
import type { ShippingService } from './courier.ts';

export interface ShippingSandboxShipmentTable {
  id: Generated<number>;
  waybill: string;
  order_ref: string;
  service: Exclude<ShippingService, 'pickup'>;
  weight_grams: number;
  cost: number;
  eta_days: number | null;
  sender_name: string;
  sender_phone: string;
  sender_address: string;
  receiver_name: string;
  receiver_phone: string;
  receiver_address: string;
  /** JSON of the CreateShipmentRequest items, kept for a tester to inspect. */
  items: string;
  fail_first_attempt: number;
  created_at: string;
  cancelled_at: string | null;
}

// A type alias rather than an interface: Kysely's withTables() wants an index-signature-compatible type.
export type ShippingSandboxTables = {
  shipping_sandbox_shipments: ShippingSandboxShipmentTable;
};
