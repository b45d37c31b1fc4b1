/** The payments module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export { paymentMethod, paymentWindowMs } from './payment-methods.ts';
export { qrisImagePath, toPayment } from './payment.view.ts';
export { registerPayments } from './payments.module.ts';
export { findPaymentById, findPaymentByProviderOrderId, findPaymentByToken, insertPayment, latestPayment, listPayments, paymentEventSeen, recordPaymentEvent, updatePaymentIf } from './payments.repository.ts';
export type { PaymentRow } from './payments.repository.ts';
export type { PaymentsService } from './payments.service.ts';
export { paymentFlag, refundOwed, refundReason } from './refund-policy.ts';
export type { OrderStanding } from './refund-policy.ts';
export { findServicePayment, findServicePaymentByToken, insertServicePayment, latestServicePayments, moveServicePaymentIf, servicePaymentsOf, toServicePayment } from './service-payments.repository.ts';
export type { ServicePaymentRow } from './service-payments.repository.ts';
export type { ServicePaymentOwner } from './payments.tables.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './payments.erasure.ts';
