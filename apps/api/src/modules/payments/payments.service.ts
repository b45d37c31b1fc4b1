import type { Locale, OrderPayment } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type PaymentMethodView, paymentMethods } from './payment-methods.ts';
import { latestPayment } from './payments.repository.ts';
import { toPayment } from './payment.view.ts';

export interface PaymentsDeps {
  db: Kysely<Database>;
}

/**
 * The payments module's reads for other layers: an order's newest payment as the buyer sees it (the
 * orders module's port) and the channels on offer. Moving money is PaymentSync's (workflows/payment-sync.ts),
 * since a paid charge also moves its order; every status write goes through payment-state.ts.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  async latestView(orderId: number): Promise<OrderPayment | null> {
    const row = await latestPayment(this.deps.db, orderId);
    return row ? toPayment(row) : null;
  }

  methods(locale: Locale): PaymentMethodView[] {
    return paymentMethods(locale);
  }
}
