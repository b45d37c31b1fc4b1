import type { Kysely } from 'kysely';
import { PAYMENT_CHANNELS, type PaymentChannel } from '@apotek/contract';
import type { Database } from '../db/database.ts';
import type { AppointmentPaymentsFactory } from '../modules/appointments/index.ts';
import { latestServicePayments, toServicePayment } from '../modules/payments/index.ts';
import type { WalletService } from '../modules/wallet/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { ServiceCharges } from './service-charges.ts';
import type { WalletPayable } from './wallet.ts';

const APPOINTMENT_REF = /^APM-/;

/**
 * The appointments' payment port (ADR 030) on the same parts as consultations (ADR 029): QRIS/VA through
 * the service charges (owner kind `appointment`), the wallet through its pay-order path (APM- ids are a
 * payable), and refunds into an active wallet or back through the provider.
 */
export function appointmentPayments(deps: { db: Kysely<Database>; charges: ServiceCharges; wallet: { wallet: WalletService; payables: WalletPayable[] } }): AppointmentPaymentsFactory {
  const { db, charges } = deps;
  const { wallet } = deps.wallet;
  return (settlement) => {
    charges.addOwner({
      kind: 'appointment',
      async paid(trx, ref, paidAtIso) {
        return (await settlement.markPaid(trx, ref, paidAtIso)) ? { ok: true } : { ok: false };
      },
    });
    deps.wallet.payables.push({
      owns: (publicId) => APPOINTMENT_REF.test(publicId),
      async find(executor, publicId) {
        const row = await executor.selectFrom('appointments').select(['id', 'public_id', 'customer_id', 'status', 'fee']).where('public_id', '=', publicId).executeTakeFirst();
        return row ? { id: row.id, publicId: row.public_id, userId: row.customer_id, status: row.status, total: Number(row.fee) } : undefined;
      },
      async markPaid(trx, appointment, paidAtIso) {
        // The wallet turns this into its "not waiting for payment" answer and rolls the debit back.
        if (!(await settlement.markPaid(trx, appointment.publicId, paidAtIso))) throw new ApiError(409, 'orderTransitionNotAllowed');
        return () => charges.cancelOpen('appointment', appointment.publicId);
      },
    });
    return {
      async pay(input) {
        if (input.channel === 'wallet') {
          if (!input.clientKey || (!input.pin && !input.paymentToken)) throw new ApiError(422, 'walletPinRequired', { fields: { pin: [{ message: 'walletPinRequired' }] } });
          await wallet.payOrder(input.userId, { order_id: input.ref, client_key: input.clientKey, ...(input.pin ? { pin: input.pin } : {}), ...(input.paymentToken ? { payment_token: input.paymentToken } : {}) });
          return;
        }
        if (!(PAYMENT_CHANNELS as readonly string[]).includes(input.channel)) throw new ApiError(422, 'validation');
        await charges.open({ kind: 'appointment', ref: input.ref, userId: input.userId, amount: input.amount, dueAt: new Date(input.expiresAt) }, input.channel as PaymentChannel);
      },
      async view(ref) {
        const latest = (await latestServicePayments(db, 'appointment', [ref])).get(ref);
        return latest ? toServicePayment(latest) : null;
      },
      async refund(trx, ref, userId, amount) {
        // Paid from the wallet: back from the clearing account. Else into an active wallet, or through the provider.
        if (await wallet.refundOrder(trx, ref)) return;
        if (await wallet.refundInto(trx, { userId, amount, ref })) return;
        if (!(await charges.scheduleRefund(trx, 'appointment', ref))) throw new ApiError(409, 'paymentTransitionNotAllowed', { vars: { from: 'unpaid', to: 'refunded' } });
      },
    };
  };
}
