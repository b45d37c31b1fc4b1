import {
  type Charge,
  type ChargeRequest,
  type NotificationHeaders,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentState,
  type RefundOptions,
  type RefundResult,
} from '../payment-gateway.ts';

/**
 * Wraps a real adapter and fails where a network or a process fails, for tests of what the shop does
 * when a charge exists at the provider but not in its own books.
 */
export class FaultyGateway implements PaymentGateway {
  readonly provider: PaymentProvider;
  /** The charge request never reaches the provider. */
  dropCharge = false;
  /** The provider makes the charge but its answer never comes back (a timeout after the fact). */
  loseChargeAnswer = false;
  /** Runs after the provider made the charge, before the shop hears of it. */
  afterCharge: ((request: ChargeRequest, charge: Charge) => Promise<void>) | undefined;
  /** The provider cannot be reached to cancel. */
  cancelDown = false;

  constructor(private readonly inner: PaymentGateway) {
    this.provider = inner.provider;
  }

  async charge(request: ChargeRequest): Promise<Charge> {
    if (this.dropCharge) throw this.unavailable('connection reset before the request was sent');
    const charge = await this.inner.charge(request);
    await this.afterCharge?.(request, charge);
    if (this.loseChargeAnswer) throw this.unavailable('timed out waiting for the answer');
    return charge;
  }

  cancel(orderId: string): Promise<PaymentState> {
    if (this.cancelDown) return Promise.reject(this.unavailable('cancel: provider unreachable'));
    return this.inner.cancel(orderId);
  }

  getStatus(orderId: string): Promise<PaymentState> {
    return this.inner.getStatus(orderId);
  }

  parseNotification(rawBody: string, headers: NotificationHeaders): Promise<PaymentNotification> {
    return this.inner.parseNotification(rawBody, headers);
  }

  refund(orderId: string, amount: number, reason: string, options?: RefundOptions): Promise<RefundResult> {
    return this.inner.refund(orderId, amount, reason, options);
  }

  private unavailable(message: string): PaymentGatewayError {
    return new PaymentGatewayError('unavailable', message, this.provider);
  }
}
