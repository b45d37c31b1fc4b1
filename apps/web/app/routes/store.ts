import { redirect } from 'react-router';
import { safeRedirect } from '@apotek/contract/rules/redirect';
import { serializeCookie } from '~/lib/cookie';
import { serverApi } from '~/lib/session.server';
import { cityCookie, STORE_COOKIE, storeCookie } from '~/lib/store-cookie';
import type { Route } from './+types/store';

/**
 * "Choose this pharmacy" posts here (a plain form, so it works without JavaScript): the pharmacy is
 * checked with the API, kept in the `apotek_store` cookie, and the shopper returns to the page they were on.
 * An empty `store_id` forgets the choice. With `intent=city` it keeps the city a guest picked instead (checked
 * against the API's list of cities with a pharmacy; empty forgets it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirect(form.get('redirect'), '/pharmacy');
  if (form.get('intent') === 'city') {
    const city = String(form.get('city') ?? '').trim();
    if (city === '') throw redirect(back, { headers: { 'Set-Cookie': cityCookie(null) } });
    const cities = await serverApi(request, context).call('pharmacyCities');
    const known = cities.ok ? cities.body.data.find((c) => c.city === city) : undefined;
    throw redirect(back, known ? { headers: { 'Set-Cookie': cityCookie(known.city) } } : undefined);
  }
  const raw = String(form.get('store_id') ?? '');
  if (raw === '') throw redirect(back, { headers: { 'Set-Cookie': serializeCookie(STORE_COOKIE, '', { maxAge: 0 }) } });
  if (!/^\d{1,10}$/.test(raw)) throw redirect(back);
  const pharmacy = await serverApi(request, context).call('pharmacy', { params: { id: raw } });
  if (!pharmacy.ok) throw redirect(back);
  throw redirect(back, { headers: { 'Set-Cookie': storeCookie(pharmacy.body.data.id) } });
}

export function loader() {
  throw redirect('/pharmacy');
}
