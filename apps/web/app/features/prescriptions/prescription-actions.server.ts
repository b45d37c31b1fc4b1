import { data, redirect, type AppLoadContext } from 'react-router';
import { clarificationAnswerBody, prescriptionPharmacyBody } from '@apotek/contract/prescriptions';
import type { RouteBody } from '@apotek/contract/routes';
import { parseLocalized } from '@apotek/contract/localize';
import type { ApiClient, ApiFailure } from '~/lib/api';
import { localPath, text } from '~/lib/action-helpers.server';
import { localeFromRequest } from '~/lib/locale';
import { serverApi } from '~/lib/session.server';
import { PRESCRIPTION_SLUG } from './prescription-pdf.server';
import { isRxIntent, type RxActionResult } from './prescription-intents';
import { createBodyFrom, formErrors, readUploadForm, type UploadResult } from './upload/upload-fields';

/**
 * /prescription/upload's action: the files are already stored (the page uploaded them with a ticket),
 * so this posts the prescription and opens it. A refusal comes back with what was typed, each of the
 * API's errors on its field.
 */
export async function createPrescriptionAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const typed = readUploadForm(form);
  const values: Record<string, string> = { ...typed.values };
  // The API judges the whole form in the page's language (the child's weight, the date on its clock).
  const body = createBodyFrom(typed) as RouteBody<'createPrescription'>;
  const result = await serverApi(request, context).call('createPrescription', {
    body,
  });
  if (!result.ok) {
    const unavailable = result.status === 0 || result.status >= 500;
    const errors = formErrors(result.errors);
    return data<UploadResult>(
      unavailable
        ? { values, unavailable: true }
        : {
            values,
            errors,
            message: Object.keys(errors).length > 0 ? undefined : result.message,
          },
      { status: unavailable ? 503 : result.status },
    );
  }
  throw redirect(`/prescription/${encodeURIComponent(result.body.data.id)}?sent=1`);
}

/** /prescription/{id}'s action: the remaining quantities into the cart, the answer to the pharmacist, or another pharmacy. */
export async function prescriptionAction(request: Request, context: AppLoadContext, id: string | undefined) {
  if (!id || !PRESCRIPTION_SLUG.test(id)) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isRxIntent(intent)) throw data(null, { status: 400 });
  const api = serverApi(request, context);
  const failed = (failure: { status: number; message: string; errors: Record<string, string[]> }) => {
    const unavailable = failure.status === 0 || failure.status >= 500;
    return data<RxActionResult>(unavailable ? { intent, unavailable: true } : { intent, message: failure.message, errors: failure.errors }, { status: unavailable ? 503 : failure.status });
  };

  if (intent === 'add-to-cart') {
    const lines = await linesFor(api, id, form);
    if (lines === 'refused') return data<RxActionResult>({ intent }, { status: 400 });
    if ('status' in lines) return failed(lines);
    const result = await api.call('prescriptionAddToCart', {
      params: { id },
      body: lines,
    });
    if (!result.ok) return failed(result);
    // The cart's "use an approved one" is a plain form too: it goes back to the cart.
    const back = localPath(form, 'redirectTo');
    if (back) throw redirect(back);
    return data<RxActionResult>({ intent, success: result.body.message });
  }

  if (intent === 'pharmacy') {
    const chosen = parseLocalized(prescriptionPharmacyBody, { pharmacy_id: text(form, 'pharmacy_id') }, localeFromRequest(request));
    if (!chosen.success) return data<RxActionResult>({ intent, errors: chosen.errors, message: Object.values(chosen.errors).flat()[0] }, { status: 422 });
    const result = await api.call('prescriptionPharmacy', { params: { id }, body: chosen.data });
    if (!result.ok) return failed(result);
    return data<RxActionResult>({ intent, success: result.body.message });
  }

  const parsed = parseLocalized(clarificationAnswerBody, { answer: text(form, 'answer') }, localeFromRequest(request));
  if (!parsed.success)
    return data<RxActionResult>(
      {
        intent,
        errors: parsed.errors,
        message: Object.values(parsed.errors).flat()[0],
      },
      { status: 422 },
    );
  const result = await api.call('prescriptionClarification', {
    params: { id },
    body: parsed.data,
  });
  if (!result.ok) return failed(result);
  return data<RxActionResult>({ intent, success: result.body.message });
}

/**
 * What goes into the cart: every remaining quantity, or (from a held cart line, which names its
 * `product` and `quantity`) the one item that covers that product, up to what remains of it.
 */
async function linesFor(api: ApiClient, id: string, form: FormData): Promise<{ items?: { item_id: number; quantity: number }[] } | ApiFailure | 'refused'> {
  const product = text(form, 'product');
  if (product === '') return {};
  const wanted = Number(text(form, 'quantity') || '1');
  if (!/^\d{1,10}$/.test(product) || !Number.isInteger(wanted) || wanted < 1) return 'refused';
  const rx = await api.call('prescription', { params: { id } });
  if (!rx.ok) return rx;
  const item = rx.body.data.items.find((i) => i.product.id === Number(product) && i.remaining > 0);
  // A stale page (the item was used up meanwhile): the cart re-reads and no longer offers it.
  if (!item) return 'refused';
  return {
    items: [{ item_id: item.id, quantity: Math.min(wanted, item.remaining) }],
  };
}
