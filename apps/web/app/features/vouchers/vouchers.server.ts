import { data, redirect, type AppLoadContext } from 'react-router';
import { voucherIdParams } from '@apotek/contract/vouchers';
import { failPage } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';
import { isMyVoucherTab, MY_VOUCHER_TABS, tabOf, type MyVoucherTab } from './voucher-terms';

/** The API's largest page: the saved vouchers are read in one go and split into the tabs here. */
const MY_VOUCHERS_READ = 50;

/**
 * /profile/voucher: "Voucher Saya" (the customer's saved vouchers, in the tab of the address) and the
 * running vouchers not saved yet, to save. The API lists the saved ones whatever their state; the tabs
 * are by their availability.
 */
export async function loadMyVouchers(request: Request, context: AppLoadContext) {
  const raw = new URL(request.url).searchParams.get('tab');
  const tab: MyVoucherTab = isMyVoucherTab(raw) ? raw : 'usable';
  const api = serverApi(request, context);
  const [mine, offered] = await Promise.all([
    api.call('vouchers', { query: { collected: '1', perPage: MY_VOUCHERS_READ } }),
    api.call('vouchers', { query: { perPage: MY_VOUCHERS_READ } }),
  ]);
  if (!mine.ok) failPage(mine);
  const saved = mine.body.data.data;
  const counts = Object.fromEntries(MY_VOUCHER_TABS.map((t) => [t, saved.filter((v) => tabOf(v.availability) === t).length])) as Record<MyVoucherTab, number>;
  return {
    tab,
    counts,
    mine: saved.filter((v) => tabOf(v.availability) === tab),
    offers: offered.ok ? offered.body.data.data.filter((v) => !v.collected && tabOf(v.availability) === 'usable') : null,
  };
}

/** /profile/detail/voucher/{id}: one voucher (by id or code) and its terms; without an id, the list. */
export async function loadVoucherDetail(request: Request, context: AppLoadContext, id: string | undefined) {
  if (!id) throw redirect('/profile/voucher');
  if (!voucherIdParams.safeParse({ id }).success) throw data(null, { status: 404 });
  const result = await serverApi(request, context).call('voucher', { params: { id } });
  if (!result.ok) failPage(result);
  return { voucher: result.body.data };
}
