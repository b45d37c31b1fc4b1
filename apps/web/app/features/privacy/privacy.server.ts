import { data, redirect, type AppLoadContext } from 'react-router';
import { accountDeletionBody, consentDocument, DATA_EXPORT_KEEP_DAYS, DELETION_GRACE_DAYS } from '@apotek/contract/privacy-rights';
import { parseLocalized } from '@apotek/contract/localize';
import type { ApiFailure } from '~/lib/api';
import { text } from '~/lib/action-helpers.server';
import { localeFromRequest } from '~/lib/locale';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';
import type { ConsentRow, PrivacyActionResult, PrivacyIntent } from './result';

/** /backup: the user's exports, consents and deletion request, read in one go. */
export async function loadPrivacy(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  // A ready export is downloaded by a plain link here: a redirect to its short-lived signed URL, made per
  // click, so the browser saves the ZIP and the link is never in the page (a form post could not follow
  // it: the CSP's form-action allows this site only, and S3 links are on another host).
  const download = new URL(request.url).searchParams.get('download');
  if (download) {
    const link = await api.call('dataExportLink', { params: { id: download.slice(0, 64) } });
    if (!link.ok) failPageWithStatus(link);
    throw redirect(link.body.data.url);
  }
  const [exports, consents, deletion] = await Promise.all([api.call('myDataExports'), api.call('myPrivacyConsents'), api.call('myAccountDeletion')]);
  if (!exports.ok) failPageWithStatus(exports);
  if (!consents.ok) failPageWithStatus(consents);
  if (!deletion.ok) failPageWithStatus(deletion);
  const rows: ConsentRow[] = consents.body.data;
  // The rules travel as data so the page's JavaScript carries no contract schemas (ADR 020).
  return { exports: exports.body.data, consents: rows, deletion: deletion.body.data, graceDays: DELETION_GRACE_DAYS, keepDays: DATA_EXPORT_KEEP_DAYS };
}

function refusal(intent: PrivacyIntent, failure: ApiFailure) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  const fieldsNamed = failure.status === 422 && Object.keys(failure.errors).length > 0;
  const result: PrivacyActionResult = unavailable
    ? { intent, unavailable: true }
    : { intent, errors: failure.errors, ...(fieldsNamed ? {} : { message: failure.message }) };
  return data(result, { status: unavailable ? 503 : failure.status });
}

const done = (intent: PrivacyIntent) => data<PrivacyActionResult>({ intent, ok: true });

/**
 * The page's writes, by intent: ask for an export, withdraw a consent, ask for or cancel the account's
 * deletion.
 */
export async function privacyAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  const api = serverApi(request, context);
  switch (intent) {
    case 'export': {
      const result = await api.call('requestDataExport');
      return result.ok ? done('export') : refusal('export', result);
    }
    case 'withdraw': {
      const document = consentDocument.safeParse(text(form, 'document'));
      if (!document.success) throw data(null, { status: 400 });
      const result = await api.call('withdrawConsent', { params: { document: document.data } });
      return result.ok ? done('withdraw') : refusal('withdraw', result);
    }
    case 'delete': {
      const parsed = parseLocalized(accountDeletionBody, { password: text(form, 'password') }, localeFromRequest(request));
      if (!parsed.success) return data<PrivacyActionResult>({ intent: 'delete', errors: parsed.errors }, { status: 422 });
      const result = await api.call('requestAccountDeletion', { body: parsed.data });
      return result.ok ? done('delete') : refusal('delete', result);
    }
    case 'cancel-delete': {
      const result = await api.call('cancelAccountDeletion');
      return result.ok ? done('cancel-delete') : refusal('cancel-delete', result);
    }
    default:
      throw data(null, { status: 400 });
  }
}
