import { data, type AppLoadContext } from 'react-router';
import { resolveDeliveryIssueBody } from '@apotek/contract/delivery-issue';
import { parseLocalized } from '@apotek/contract/localize';
import { orderIdParams } from '@apotek/contract/orders';
import { localeFromRequest } from '~/lib/locale';
import { serverApi } from '~/lib/session.server';
import { DELIVERY_ISSUE_INTENT, type DeliveryIssueActionResult } from './delivery-issue-result';

/** The customer's answer: another address of theirs, or pick-up (their consent to it). */
export async function deliveryIssueAction(request: Request, context: AppLoadContext, id: string | undefined, form: FormData): Promise<DeliveryIssueActionResult> {
  if (!id || !orderIdParams.safeParse({ id }).success) throw data(null, { status: 404 });
  const parsed = parseLocalized(resolveDeliveryIssueBody, { action: form.get('action'), address_id: form.get('address_id') ?? undefined }, localeFromRequest(request));
  if (!parsed.success) return { intent: DELIVERY_ISSUE_INTENT, message: Object.values(parsed.errors).flat()[0] ?? '', errors: parsed.errors };
  const result = await serverApi(request, context).call('resolveDeliveryIssue', { params: { id }, body: parsed.data });
  if (result.ok) return { intent: DELIVERY_ISSUE_INTENT, success: result.body.message };
  return { intent: DELIVERY_ISSUE_INTENT, message: result.message, errors: result.errors, unavailable: result.status === 0 };
}
