import { data, type AppLoadContext } from 'react-router';
import type { InfoPageSlug } from '@apotek/contract/info-pages';
import { ADVERTISE_FIELDS, parseAdvertise } from '@apotek/contract/info-pages';
import { readFields } from '~/lib/form-fields';
import { failPage } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';
import { localeFromRequest } from '~/lib/locale';
import type { AdvertiseResult } from './advertise-fields';

const VERSION = /^[0-9A-Za-z.-]{1,40}$/;

/** An information page in the visitor's language; `?version=` shows an earlier version of a legal text. */
export async function loadInfoPage(request: Request, context: AppLoadContext, slug: InfoPageSlug) {
  const version = new URL(request.url).searchParams.get('version');
  if (version !== null && !VERSION.test(version)) throw data(null, { status: 404 });
  const result = await serverApi(request, context).call('infoPage', { params: { slug }, query: version ? { version } : {} });
  if (!result.ok) failPage(result);
  return { page: result.body.data };
}

/** /faq: the help centre, searched with `?q=`. */
export async function loadFaqPage(request: Request, context: AppLoadContext) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const result = await serverApi(request, context).call('faq', { query: q ? { q } : {} });
  if (!result.ok) failPage(result);
  return { faq: result.body.data };
}

/**
 * POST /advertise: the shared schema first (the same words the page shows inline), then the API, which
 * checks again, stores the enquiry and mails the sales desk. Works as a plain post without scripts.
 */
export async function advertiseAction(request: Request, context: AppLoadContext) {
  const values = readFields(await request.formData(), ADVERTISE_FIELDS);
  const checked = parseAdvertise(values, localeFromRequest(request));
  if (!checked.success) return data<AdvertiseResult>({ values, errors: checked.errors }, { status: 422 });
  const result = await serverApi(request, context).call('advertise', { body: values });
  if (result.ok) return data<AdvertiseResult>({ reference: result.body.data.reference });
  const unavailable = result.status === 0 || result.status >= 500;
  const answer: AdvertiseResult = unavailable
    ? { values, unavailable: true }
    : { values, errors: result.errors, ...(Object.keys(result.errors).length === 0 ? { message: result.message } : {}) };
  return data(answer, { status: unavailable ? 503 : result.status });
}
