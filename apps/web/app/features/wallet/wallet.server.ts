import { randomUUID } from 'node:crypto';
import { data, redirect, type AppLoadContext } from 'react-router';
import { orderIdParams } from '@apotek/contract/orders';
import { safeRedirect } from '@apotek/contract/rules/redirect';
import type { ApiClient } from '~/lib/api';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { currentUser, serverApi } from '~/lib/session.server';
import { readRegistrationState, resendIn } from './registration-state.server';
import { historyFilterFrom, isTopUpChannel, registrationStep } from './wallet-fields';

export const HISTORY_PAGE_SIZE = 10;

/** Where to go once done (a page that sent the customer here to top up or activate): a local path, or null. */
export function nextPathOf(request: Request): string | null {
  const next = new URL(request.url).searchParams.get('next');
  const path = safeRedirect(next, '');
  return path || null;
}

async function walletProfile(api: ApiClient) {
  const profile = await api.call('walletBalance');
  if (!profile.ok) failPageWithStatus(profile);
  return profile.body.data;
}

/** The top-up channels with their how-to-pay steps in the page's language; none when the list cannot be read. */
async function channels(api: ApiClient) {
  const result = await api.call('paymentChannels');
  return result.ok ? result.body.data.filter((method) => isTopUpChannel(method.code)) : [];
}

/**
 * /wallet: the balance with its cap, the top-up form, top-ups still waiting for payment and the history
 * (POST /api/wallet/report-transaction) under the filters of the address. A wallet not yet active shows
 * only the call to activate it.
 */
export async function loadWalletHome(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const wallet = await walletProfile(api);
  const next = nextPathOf(request);
  if (wallet.status !== 'active') return { wallet, next, active: false as const };
  const filter = historyFilterFrom(new URL(request.url).searchParams);
  const [history, open, methods, kyc] = await Promise.all([
    api.call('walletReportTransaction', {
      body: { page: filter.page, perPage: HISTORY_PAGE_SIZE, ...(filter.kind ? { kind: filter.kind } : {}), ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: filter.to } : {}) },
      signal: request.signal,
    }),
    api.call('walletTopUps', { query: { status: 'pending', perPage: 5 } }),
    channels(api),
    api.call('walletKyc'),
  ]);
  if (!history.ok) failPageWithStatus(history);
  const now = Date.now();
  return {
    wallet,
    next,
    active: true as const,
    filter,
    history: history.body.data,
    // A charge past its time is as good as closed, whatever the provider has said yet.
    openTopUps: open.ok ? open.body.data.data.filter((t) => Date.parse(t.expires_at) > now) : [],
    channels: methods.map(({ code, name }) => ({ code, name })),
    // The identity verification's latest request (features/wallet-kyc); undefined when it cannot be read.
    kyc: kyc.ok ? kyc.body.data : undefined,
  };
}

/** /wallet/instruction/{id?}: one top-up to pay, with its channel's steps; without an id, every channel's steps. */
export async function loadInstruction(request: Request, context: AppLoadContext, id: string | undefined) {
  const api = serverApi(request, context);
  const methods = await channels(api);
  if (id === undefined) return { topUp: null, methods, next: nextPathOf(request) };
  if (!/^\d{1,10}$/.test(id)) throw data(null, { status: 404 });
  const topUp = await api.call('walletTopUpDetail', { params: { id } });
  if (!topUp.ok) failPageWithStatus(topUp);
  // A top-up opened on a channel no longer offered still shows its number; only its steps are missing.
  return { topUp: topUp.body.data, methods: methods.filter((m) => m.code === topUp.body.data.channel), next: nextPathOf(request) };
}

/**
 * /wallet/register/confirmation: the step follows the wallet's own status at the API; the cookie only
 * remembers where the code went, when, and the registration token once the code was right.
 * `?step=phone` goes back to change the number while not yet active.
 */
export async function loadRegistration(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const url = new URL(request.url);
  const [wallet, profile] = await Promise.all([walletProfile(api), api.call('profile')]);
  const next = nextPathOf(request);
  if (wallet.status === 'active') throw redirect(next ?? '/wallet');
  const state = readRegistrationState(request);
  const step = registrationStep(wallet.status, Boolean(state?.token), url.searchParams.get('step') === 'phone');
  return {
    step,
    next,
    // The account's own number first: the API wants the wallet on the customer's phone.
    phone: profile.ok ? profile.body.data.phone : '',
    destination: state?.destination ?? wallet.mobile_number ?? '',
    codeSent: state !== null,
    resendIn: resendIn(state),
  };
}

/** /wallet/guide: the rules as configured at the API, and where this customer's account stands. */
export async function loadGuide(request: Request, context: AppLoadContext) {
  return { wallet: await walletProfile(serverApi(request, context)) };
}

/** /wallet/success: after activation (`?done=activated`) or a credited top-up (`?top_up={id}`). */
export async function loadSuccess(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const params = new URL(request.url).searchParams;
  const next = nextPathOf(request);
  const wallet = await walletProfile(api);
  const topUpId = params.get('top_up');
  if (topUpId !== null) {
    if (!/^\d{1,10}$/.test(topUpId)) throw data(null, { status: 404 });
    const topUp = await api.call('walletTopUpDetail', { params: { id: topUpId } });
    if (!topUp.ok) failPageWithStatus(topUp);
    // Not credited yet: its instructions still apply.
    if (topUp.body.data.status !== 'paid') throw redirect(`/wallet/instruction/${topUpId}${next ? `?next=${encodeURIComponent(next)}` : ''}`);
    return { kind: 'top_up' as const, amount: topUp.body.data.amount, balance: wallet.balance, next };
  }
  if (wallet.status !== 'active') throw redirect('/wallet');
  return { kind: 'activated' as const, amount: null, balance: wallet.balance, next };
}

/**
 * /order/wallet/confrim/{slug}: an order awaiting payment, the balance, and a client key for pay-order
 * made once per page shown (a double tap pays once). Anything else goes where the order stands.
 */
export async function loadWalletConfirm(request: Request, context: AppLoadContext, slug: string | undefined) {
  if (slug === undefined) throw redirect('/payment');
  if (!orderIdParams.safeParse({ id: slug }).success) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const [order, wallet] = await Promise.all([api.call('myOrder', { params: { id: slug } }), walletProfile(api)]);
  if (!order.ok) failPageWithStatus(order);
  const status = order.body.data.status;
  if (status === 'checkout') throw redirect(`/cart/checkout?order=${slug}`);
  if (status !== 'awaiting_payment') throw redirect(`/order/summary/${slug}`);
  const here = `/order/wallet/confrim/${slug}`;
  if (wallet.status !== 'active') throw redirect(`/wallet/register/confirmation?next=${encodeURIComponent(here)}`);
  return { order: order.body.data, wallet, clientKey: randomUUID(), here };
}

/** The signed-in customer's wallet for a payment choice: null for a guest or when it cannot be read. */
export async function walletChoice(request: Request, context: AppLoadContext) {
  if (!(await currentUser(request, context))) return null;
  const result = await serverApi(request, context).call('walletBalance');
  return result.ok ? { active: result.body.data.status === 'active', balance: result.body.data.balance } : null;
}
