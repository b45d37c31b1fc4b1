import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { WalletService } from './wallet.service.ts';

/** The header GET /api/wallet/payment-token reads the PIN from (a PIN in a URL would end up in logs). */
export const WALLET_PIN_HEADER = 'x-wallet-pin';

/** SPEC §7's wallet calls plus the top-up (docs/decisions/028-wallet-ledger.md). */
export function walletRoutes(define: RouteRegistrar, wallet: WalletService): void {
  define(routes.walletPreRegistration, async ({ reply, user, body }) => ok(reply, await wallet.preRegister(user.id, body.mobile_number)));
  define(routes.walletGetOtp, async ({ reply, request, user }) => {
    const sent = await wallet.sendOtp(user.id, request.locale);
    return ok(reply, sent, 'walletOtpSent');
  });
  define(routes.walletValidateOtp, async ({ reply, user, body }) => ok(reply, await wallet.validateOtp(user.id, body.code)));
  define(routes.walletConfirmRegistration, async ({ reply, user, body }) => ok(reply, await wallet.confirmRegistration(user.id, body.registration_token, body.pin), 'walletActivated'));
  define(routes.walletBalance, async ({ reply, user }) => ok(reply, await wallet.profile(user.id)));
  define(routes.walletPaymentToken, async ({ reply, request, user }) => {
    const header = request.headers[WALLET_PIN_HEADER];
    return ok(reply, await wallet.paymentToken(user.id, Array.isArray(header) ? header[0] : header));
  });
  define(routes.walletPayOrder, async ({ reply, user, body }) => ok(reply, await wallet.payOrder(user.id, body), 'walletPaid'));
  define(routes.walletReportTransaction, async ({ reply, user, body }) => ok(reply, await wallet.history(user.id, body)));
  define(routes.walletTopUp, async ({ reply, user, body }) => ok(reply, await wallet.topUpView(user.id, await wallet.topUp(user.id, body.amount, body.channel))));
  define(routes.walletTopUps, async ({ reply, user, query }) => ok(reply, await wallet.topUps(user.id, query)));
  define(routes.walletTopUpDetail, async ({ reply, user, params }) => ok(reply, await wallet.topUpView(user.id, params.id)));
}
