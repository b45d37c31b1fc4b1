import { data, type AppLoadContext } from 'react-router';
import type { RouteBody } from '@apotek/contract/routes';
import { refused, text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';
import type { AddressActionResult, AddressIntent } from './address-intents';

const FIELDS = ['label', 'recipient_name', 'recipient_phone', 'address_line', 'province_code', 'city_code', 'district_code', 'village_code', 'postal_code', 'notes'] as const;

function body(form: FormData): RouteBody<'createAddress'> {
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(form, name)])) as Record<(typeof FIELDS)[number], string>;
  const lat = text(form, 'latitude');
  const lng = text(form, 'longitude');
  const source = text(form, 'pin_source');
  return {
    ...values,
    // A pin only when the form carries one; the API checks the numbers.
    ...(lat && lng ? { latitude: Number(lat), longitude: Number(lng), pin_source: source === 'browser' ? 'browser' : 'customer' } : {}),
    default_address: form.get('default_address') === 'on' ? 1 : 0,
  };
}

/** Add or change (`id`), delete, or make default one address of the signed-in user. */
export async function addressAction(request: Request, context: AppLoadContext, intent: AddressIntent, form: FormData) {
  const api = serverApi(request, context);
  const id = Number(text(form, 'id'));
  const known = Number.isInteger(id) && id > 0;
  if (intent === 'address-save') {
    const input = body(form);
    const result = known ? await api.call('updateAddress', { params: { id }, body: input }) : await api.call('createAddress', { body: input });
    const values = Object.fromEntries(FIELDS.map((name) => [name, text(form, name)]));
    if (!result.ok) return refused(result, values, { intent });
    return data<AddressActionResult>({ intent, address: result.body.data });
  }
  if (!known) return data<AddressActionResult>({ intent, unavailable: true }, { status: 400 });
  const result = intent === 'address-delete' ? await api.call('deleteAddress', { params: { id } }) : await api.call('setDefaultAddress', { params: { id } });
  if (!result.ok) return refused(result, {}, { intent });
  return data<AddressActionResult>({ intent });
}
