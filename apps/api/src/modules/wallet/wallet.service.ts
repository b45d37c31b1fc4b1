import { randomBytes } from 'node:crypto';
import { formatRupiah, type Locale, type Page, type PaymentChannel, type WalletProfile, type WalletTopUp, type WalletTransaction, type WalletTransactionKind, lastPageOf } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { ApiError, fieldError, notFound, tooManyRequests } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Messaging } from '../../platform/messaging/messaging.ts';
import { type PaymentState, PaymentGatewayError } from '../../platform/payments/payment-gateway.ts';
import { jakartaDayStartIso, jakartaMonthStartIso } from './jakarta-time.ts';
import { creditTopUp, payFromWallet, refundToWallet } from './ledger.ts';
import { customerAccount, customerBalance, findOrderPayment, findTransactionByKey, incomingSince, InsufficientFundsError, type LedgerTransactionRow, listHistory } from './ledger.repository.ts';
import { walletOtpSms } from './wallet-messages.ts';
import type { WalletLimits } from './wallet-limits.ts';
import type { WalletDeps, WalletOrders } from './wallet.ports.ts';
import type { TopUpStatus } from './wallet.tables.ts';
import {
  clearPinFailures,
  countOtpFailure,
  countPinFailure,
  findProfile,
  findOwnTopUp,
  findTopUp,
  insertPaymentToken,
  insertTopUp,
  listTopUps,
  lockWallet,
  moveTopUpIf,
  paymentTokenValid,
  pendingTopUps,
  type TopUpRow,
  updateProfileIf,
  upsertPendingProfile,
  type WalletProfileRow,
} from './wallet.repository.ts';
import { hashPin, keyedHash, maskMobile, newOtpCode, newToken, sameHash, verifyPin } from './wallet-secrets.ts';
import { toWalletTopUp, toWalletTransaction } from './wallet.view.ts';
import { renderQrPng } from '../../platform/payments/qris.ts';

const OTP_TTL_MS = 5 * 60_000;
const OTP_RESEND_MS = 60_000;
const OTP_MAX_ATTEMPTS = 5;
const REGISTRATION_TTL_MS = 10 * 60_000;
/** How long the provider keeps a top-up charge open (QRIS is meant to be paid on the spot). */
const TOP_UP_WINDOW_MS = { qris: 15 * 60_000, virtual_account: 24 * 3600_000 } as const;
/** Top-up charges carry this prefix so the payment webhook knows to hand them to the wallet. */
export const TOP_UP_PREFIX = 'TOPUP-';

export interface WalletServiceDeps extends WalletDeps {
  db: Kysely<Database>;
  clock: Clock;
  messaging: Messaging;
  secret: string;
  limits: WalletLimits;
  orders: WalletOrders;
}

export interface PayOrderInput {
  order_id: string;
  client_key: string;
  pin?: string | undefined;
  payment_token?: string | undefined;
}

export interface HistoryInput {
  page: number;
  perPage: number;
  kind?: WalletTransactionKind | WalletTransactionKind[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The customer's wallet (SPEC §7; docs/decisions/028-wallet-ledger.md): activation by SMS OTP and a
 * PIN, the balance, payment tokens, paying an order, top-ups and the history. Money moves only through
 * the ledger (ledger.ts), in the same database transaction as whatever it pays for.
 */
export class WalletService {
  constructor(private readonly deps: WalletServiceDeps) {}

  get db(): Kysely<Database> {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  // Activation ---------------------------------------------------------------------------------------

  async preRegister(userId: number, mobile: string): Promise<WalletProfile> {
    const profile = await findProfile(this.db, userId);
    if (profile?.status === 'active') throw new ApiError(409, 'walletAlreadyActive');
    await upsertPendingProfile(this.db, userId, mobile, this.now().toISOString());
    return this.profile(userId);
  }

  /** Sends a fresh code by SMS, at most once a minute. */
  async sendOtp(userId: number, locale: Locale): Promise<{ destination: string; expires_at: string; resend_after: number }> {
    const profile = await this.registering(userId);
    const now = this.now();
    if (profile.otp_resend_after && Date.parse(profile.otp_resend_after) > now.getTime()) throw tooManyRequests((Date.parse(profile.otp_resend_after) - now.getTime()) / 1000);
    const code = newOtpCode();
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS).toISOString();
    const moved = await updateProfileIf(this.db, userId, profile.status, {
      status: 'pending',
      otp_hash: keyedHash(this.deps.secret, `wallet-otp:${userId}`, code),
      otp_expires_at: expiresAt,
      otp_attempts: 0,
      otp_resend_after: new Date(now.getTime() + OTP_RESEND_MS).toISOString(),
      registration_token_hash: null,
      updated_at: now.toISOString(),
    });
    if (!moved) throw new ApiError(409, 'walletRegistrationInvalid');
    await this.deps.messaging.send({ channel: 'sms', recipient: profile.mobile_number, body: walletOtpSms(locale, code) });
    return { destination: maskMobile(profile.mobile_number), expires_at: expiresAt, resend_after: Math.ceil(OTP_RESEND_MS / 1000) };
  }

  /** A right code answers a registration token for confirm-registration; wrong codes count, five end the code. */
  async validateOtp(userId: number, code: string): Promise<{ registration_token: string }> {
    const profile = await this.registering(userId);
    const now = this.now();
    const usable = profile.status === 'pending' && profile.otp_hash && profile.otp_expires_at && Date.parse(profile.otp_expires_at) > now.getTime() && profile.otp_attempts < OTP_MAX_ATTEMPTS;
    if (!usable) throw fieldError('code', 'walletOtpInvalid');
    if (!sameHash(profile.otp_hash!, keyedHash(this.deps.secret, `wallet-otp:${userId}`, code))) {
      await countOtpFailure(this.db, userId);
      throw fieldError('code', 'walletOtpInvalid');
    }
    const token = newToken();
    const moved = await updateProfileIf(this.db, userId, 'pending', {
      status: 'otp_verified',
      otp_hash: null,
      otp_expires_at: new Date(now.getTime() + REGISTRATION_TTL_MS).toISOString(),
      registration_token_hash: keyedHash(this.deps.secret, 'wallet-registration', token),
      updated_at: now.toISOString(),
    });
    if (!moved) throw fieldError('code', 'walletOtpInvalid');
    return { registration_token: token };
  }

  async confirmRegistration(userId: number, registrationToken: string, pin: string): Promise<WalletProfile> {
    const profile = await this.registering(userId);
    const now = this.now();
    const valid =
      profile.status === 'otp_verified' &&
      profile.registration_token_hash &&
      profile.otp_expires_at &&
      Date.parse(profile.otp_expires_at) > now.getTime() &&
      sameHash(profile.registration_token_hash, keyedHash(this.deps.secret, 'wallet-registration', registrationToken));
    if (!valid) throw fieldError('registration_token', 'walletRegistrationInvalid');
    const pinHash = await hashPin(this.deps.secret, userId, pin);
    const nowIso = now.toISOString();
    const activated = await this.db.transaction().execute(async (trx) => {
      const moved = await updateProfileIf(trx, userId, 'otp_verified', {
        status: 'active',
        pin_hash: pinHash,
        pin_failures: 0,
        locked_until: null,
        otp_expires_at: null,
        registration_token_hash: null,
        activated_at: nowIso,
        updated_at: nowIso,
      });
      if (moved) await customerAccount(trx, userId, nowIso);
      return moved;
    });
    if (!activated) throw fieldError('registration_token', 'walletRegistrationInvalid');
    return this.profile(userId);
  }

  private async registering(userId: number): Promise<WalletProfileRow> {
    const profile = await findProfile(this.db, userId);
    if (!profile) throw new ApiError(409, 'walletNotRegistered');
    if (profile.status === 'active') throw new ApiError(409, 'walletAlreadyActive');
    return profile;
  }

  // Balance and PIN ----------------------------------------------------------------------------------

  async profile(userId: number): Promise<WalletProfile> {
    const profile = await findProfile(this.db, userId);
    const verified = Number(profile?.verified ?? 0) === 1;
    const { limits } = this.deps;
    return {
      status: profile?.status ?? 'unregistered',
      mobile_number: profile ? maskMobile(profile.mobile_number) : null,
      verified,
      balance: await customerBalance(this.db, userId),
      balance_cap: verified ? limits.balanceCapVerified : limits.balanceCapUnverified,
      monthly_incoming_cap: limits.monthlyIncomingCap,
      incoming_this_month: await incomingSince(this.db, userId, jakartaMonthStartIso(this.now())),
      locked_until: profile?.locked_until && Date.parse(profile.locked_until) > this.now().getTime() ? profile.locked_until : null,
      limits: {
        balance_cap_unverified: limits.balanceCapUnverified,
        balance_cap_verified: limits.balanceCapVerified,
        monthly_incoming_cap: limits.monthlyIncomingCap,
        min_top_up: limits.minTopUp,
        pin_max_attempts: limits.pinMaxAttempts,
      },
    };
  }

  private async active(userId: number): Promise<WalletProfileRow> {
    const profile = await findProfile(this.db, userId);
    if (profile?.status !== 'active' || !profile.pin_hash) throw new ApiError(409, 'walletNotRegistered');
    return profile;
  }

  /**
   * Checks a PIN. While locked every PIN is refused, right or wrong, so a lock cannot be probed.
   * Wrong PINs count atomically; the last allowed one locks the wallet for the configured time.
   */
  private async checkPin(profile: WalletProfileRow, pin: string): Promise<void> {
    const { limits } = this.deps;
    const now = this.now();
    if (profile.locked_until && Date.parse(profile.locked_until) > now.getTime()) throw this.locked(Date.parse(profile.locked_until) - now.getTime());
    if (await verifyPin(this.deps.secret, profile.user_id, profile.pin_hash!, pin)) {
      await clearPinFailures(this.db, profile.user_id);
      return;
    }
    const failures = await countPinFailure(this.db, profile.user_id);
    if (failures >= limits.pinMaxAttempts) {
      const lockMs = limits.pinLockMinutes * 60_000;
      await lockWallet(this.db, profile.user_id, new Date(now.getTime() + lockMs).toISOString(), now.toISOString());
      throw this.locked(lockMs);
    }
    const remaining = limits.pinMaxAttempts - failures;
    throw new ApiError(422, 'walletPinWrong', { vars: { remaining }, fields: { pin: [{ message: 'walletPinWrong', vars: { remaining } }] } });
  }

  private locked(ms: number): ApiError {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return new ApiError(423, 'walletLocked', { vars: { minutes: Math.ceil(seconds / 60) }, headers: { 'retry-after': String(seconds) } });
  }

  /** GET /api/wallet/payment-token: a PIN check turned into a token that may pay for a few minutes. */
  async paymentToken(userId: number, pin: string | undefined): Promise<{ payment_token: string; expires_at: string }> {
    const profile = await this.active(userId);
    if (!pin || !/^\d{6}$/.test(pin)) throw new ApiError(422, 'validation', { fields: { pin: [{ rule: 'pin' }] } });
    await this.checkPin(profile, pin);
    const token = newToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.deps.limits.paymentTokenSeconds * 1000).toISOString();
    await insertPaymentToken(this.db, userId, keyedHash(this.deps.secret, 'wallet-payment-token', token), expiresAt, now.toISOString());
    return { payment_token: token, expires_at: expiresAt };
  }

  private async authorize(profile: WalletProfileRow, input: PayOrderInput): Promise<void> {
    if (input.payment_token) {
      const now = this.now();
      // A lock stops tokens too: a stolen token must not outlive the owner's lock-out.
      if (profile.locked_until && Date.parse(profile.locked_until) > now.getTime()) throw this.locked(Date.parse(profile.locked_until) - now.getTime());
      const valid = await paymentTokenValid(this.db, profile.user_id, keyedHash(this.deps.secret, 'wallet-payment-token', input.payment_token), now.toISOString());
      if (!valid) throw new ApiError(401, 'walletTokenInvalid');
      return;
    }
    if (input.pin) return this.checkPin(profile, input.pin);
    throw new ApiError(422, 'walletPinRequired', { fields: { pin: [{ message: 'walletPinRequired' }] } });
  }

  // Paying --------------------------------------------------------------------------------------------

  /**
   * Pays one of the customer's orders awaiting payment from the balance. The ledger key is the
   * customer's client_key: a double tap (or a retry after a lost answer) finds the first payment and
   * answers it again instead of paying twice. The debit and the order's move to paid commit together
   * or not at all; a balance that is short is refused by the ledger's conditional update.
   */
  async payOrder(userId: number, input: PayOrderInput): Promise<{ order_id: string; transaction: WalletTransaction; balance: number; replayed: boolean }> {
    const profile = await this.active(userId);
    const key = `pay:${userId}:${input.client_key}`;
    const earlier = await findTransactionByKey(this.db, key);
    if (earlier) return this.replay(userId, earlier, input.order_id);
    await this.authorize(profile, input);

    const order = await this.deps.orders.find(this.db, input.order_id);
    if (!order || order.userId !== userId) throw notFound();
    if (order.status !== 'awaiting_payment') {
      // The twin of a double tap may have paid it since the check above: answer its payment.
      const twin = await findTransactionByKey(this.db, key);
      if (twin) return this.replay(userId, twin, input.order_id);
      throw new ApiError(409, 'walletOrderNotPayable');
    }

    const nowIso = this.now().toISOString();
    let after: (() => Promise<void>) | undefined;
    let result;
    try {
      result = await this.db.transaction().execute(async (trx) => {
        const posted = await payFromWallet(trx, nowIso, { userId, amount: order.total, key, orderRef: order.publicId });
        if (posted.posted) after = await this.deps.orders.markPaid(trx, order, nowIso);
        return posted;
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new ApiError(422, 'walletInsufficient');
      if (error instanceof ApiError && error.key === 'orderTransitionNotAllowed') throw new ApiError(409, 'walletOrderNotPayable');
      throw error;
    }
    if (!result.posted) return this.replay(userId, result.transaction, input.order_id);
    await after?.();
    return { order_id: order.publicId, transaction: toWalletTransaction(result.transaction, -order.total), balance: await customerBalance(this.db, userId), replayed: false };
  }

  /**
   * A cancelled order that was paid from the wallet: the payment goes back to the wallet inside the
   * closing transaction (ledger key `refund:<order>`, so a second close refunds nothing). The balance
   * caps do not apply: this is the customer's own money coming back. Answers whether it refunded.
   */
  async refundOrder(trx: Executor, orderRef: string): Promise<boolean> {
    const payment = await findOrderPayment(trx, orderRef);
    if (!payment || payment.user_id === null) return false;
    const posted = await refundToWallet(trx, this.now().toISOString(), { userId: payment.user_id, amount: payment.amount, key: `refund:${orderRef}`, orderRef, from: 'shop_clearing' });
    return posted.posted;
  }

  /**
   * Money the shop received another way (a QRIS/VA charge for a consultation whose doctor never
   * answered) given back into an active wallet, from the refunds account, once per `ref`. False when the
   * customer has no active wallet to take it (the caller then refunds through the provider).
   */
  async refundInto(trx: Executor, p: { userId: number; amount: number; ref: string }): Promise<boolean> {
    const profile = await findProfile(trx, p.userId);
    if (profile?.status !== 'active') return false;
    await refundToWallet(trx, this.now().toISOString(), { userId: p.userId, amount: p.amount, key: `refund:${p.ref}`, orderRef: p.ref, from: 'refunds' });
    return true;
  }

  private async replay(userId: number, tx: LedgerTransactionRow, orderId: string) {
    if (tx.kind !== 'payment' || tx.order_ref !== orderId) throw new ApiError(409, 'walletKeyReused', { fields: { client_key: [{ message: 'walletKeyReused' }] } });
    return { order_id: orderId, transaction: toWalletTransaction(tx, -tx.amount), balance: await customerBalance(this.db, userId), replayed: true };
  }

  // Top-ups -------------------------------------------------------------------------------------------

  /**
   * Opens a QRIS or VA charge for a top-up, refused when it would break Bank Indonesia's caps. Open
   * top-ups count against both caps until they close, so two open charges cannot together pass a cap.
   */
  async topUp(userId: number, amount: number, channel: PaymentChannel): Promise<TopUpRow> {
    const profile = await this.active(userId);
    const { limits, gateway } = this.deps;
    if (amount < limits.minTopUp) throw new ApiError(422, 'walletTopUpTooSmall', { vars: { min: formatRupiah(limits.minTopUp) }, fields: { amount: [{ message: 'walletTopUpTooSmall', vars: { min: formatRupiah(limits.minTopUp) } }] } });
    const now = this.now();
    const nowIso = now.toISOString();
    const pending = await pendingTopUps(this.db, userId, nowIso);
    const cap = Number(profile.verified) === 1 ? limits.balanceCapVerified : limits.balanceCapUnverified;
    if ((await customerBalance(this.db, userId)) + pending + amount > cap) {
      throw new ApiError(422, 'walletOverBalanceCap', { vars: { cap: formatRupiah(cap) }, fields: { amount: [{ message: 'walletOverBalanceCap', vars: { cap: formatRupiah(cap) } }] } });
    }
    if ((await incomingSince(this.db, userId, jakartaMonthStartIso(now))) + pending + amount > limits.monthlyIncomingCap) {
      const capText = formatRupiah(limits.monthlyIncomingCap);
      throw new ApiError(422, 'walletOverMonthlyCap', { vars: { cap: capText }, fields: { amount: [{ message: 'walletOverMonthlyCap', vars: { cap: capText } }] } });
    }
    const providerOrderId = `${TOP_UP_PREFIX}${userId}-${randomBytes(6).toString('hex')}`;
    const expiresAt = new Date(now.getTime() + (channel === 'qris' ? TOP_UP_WINDOW_MS.qris : TOP_UP_WINDOW_MS.virtual_account)).toISOString();
    let charge;
    try {
      charge = await gateway.charge({ orderId: providerOrderId, amount, channel, customer: await this.deps.customer(userId), expiresAt });
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw new ApiError(503, 'walletTopUpUnavailable');
      throw error;
    }
    return insertTopUp(this.db, {
      user_id: userId,
      provider: gateway.provider,
      provider_order_id: providerOrderId,
      provider_ref: charge.providerRef,
      channel,
      amount,
      status: 'pending',
      va_number: charge.vaNumber ?? charge.billKey ?? null,
      qris_payload: charge.qrisPayload ?? null,
      bank: charge.bank ?? null,
      expires_at: charge.expiresAt,
      paid_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    });
  }

  /** The customer's top-ups, newest first (the wallet page's open ones: status pending). */
  async topUps(userId: number, input: { page: number; perPage: number; status?: TopUpStatus | undefined }): Promise<Page<WalletTopUp>> {
    const { rows, total } = await listTopUps(this.db, { userId, ...input });
    return { data: rows.map((row) => toWalletTopUp(row)), page: input.page, perPage: input.perPage, total, lastPage: lastPageOf(total, input.perPage) };
  }

  /** One of the customer's top-ups with its QR code drawn, for the instruction page; another's is a 404. */
  async topUpView(userId: number, row: TopUpRow | number): Promise<WalletTopUp> {
    const topUp = typeof row === 'number' ? await findOwnTopUp(this.db, userId, row) : row;
    if (!topUp || topUp.user_id !== userId) throw notFound();
    const image = topUp.qris_payload && topUp.status === 'pending' ? `data:image/png;base64,${(await renderQrPng(topUp.qris_payload)).toString('base64')}` : null;
    return toWalletTopUp(topUp, image);
  }

  /**
   * The provider's word on a top-up charge (from PaymentSync's webhook). Paid credits the wallet in the
   * same transaction that marks the top-up paid, under the ledger key `topup:<charge>`, so however many
   * times the notification arrives the money is credited once. Money paid after the charge closed was
   * still received, so it is credited too.
   */
  async applyTopUp(providerOrderId: string, state: PaymentState): Promise<'paid' | 'already' | 'pending' | 'closed' | 'refunded' | 'unknown_payment'> {
    const topUp = await findTopUp(this.db, providerOrderId);
    if (!topUp) return 'unknown_payment';
    const nowIso = this.now().toISOString();
    switch (state.status) {
      case 'paid':
        return this.db.transaction().execute(async (trx) => {
          if (!(await moveTopUpIf(trx, topUp.id, ['pending', 'expired', 'cancelled', 'failed'], 'paid', nowIso, state.paidAt ?? nowIso))) return 'already' as const;
          const posted = await creditTopUp(trx, nowIso, { userId: topUp.user_id, amount: Number(topUp.amount), key: `topup:${providerOrderId}`, paymentRef: providerOrderId });
          return posted.posted ? ('paid' as const) : ('already' as const);
        });
      case 'pending':
        return 'pending';
      case 'refunded':
        return 'refunded';
      default:
        await moveTopUpIf(this.db, topUp.id, ['pending'], state.status, nowIso);
        return 'closed';
    }
  }

  // History -------------------------------------------------------------------------------------------

  async history(userId: number, input: HistoryInput): Promise<Page<WalletTransaction>> {
    const kinds = input.kind === undefined ? undefined : Array.isArray(input.kind) ? input.kind : [input.kind];
    const { rows, total } = await listHistory(this.db, {
      userId,
      kinds,
      fromIso: input.from ? jakartaDayStartIso(input.from) : undefined,
      toIso: input.to ? jakartaDayStartIso(input.to, 1) : undefined,
      page: input.page,
      perPage: input.perPage,
    });
    return { data: rows.map((r) => toWalletTransaction(r, r.wallet_amount)), page: input.page, perPage: input.perPage, total, lastPage: lastPageOf(total, input.perPage) };
  }
}

