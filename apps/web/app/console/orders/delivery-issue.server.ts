import { data, type AppLoadContext } from 'react-router';
import { raiseDeliveryIssueBody } from '@apotek/contract/delivery-issue';
import { parseLocalized } from '@apotek/contract/localize';
import { orderIdParams } from '@apotek/contract/orders';
import { localeFromRequest } from '~/lib/locale';
import { serverApi } from '~/lib/session.server';
import type { TransitionResult } from './console-orders.server';

/** The console's "Masalah alamat": asks the customer, through the order, to fix its address (issue 8, point 1). */
export async function raiseDeliveryIssue(request: Request, context: AppLoadContext, id: string, form: FormData): Promise<TransitionResult> {
  if (!orderIdParams.safeParse({ id }).success) throw data(null, { status: 400 });
  const parsed = parseLocalized(raiseDeliveryIssueBody, { reason: form.get('reason') ?? undefined, note: form.get('note') ?? '' }, localeFromRequest(request));
  if (!parsed.success) return { ok: false, id, message: Object.values(parsed.errors).flat().join(' ') };
  const result = await serverApi(request, context).call('consoleDeliveryIssue', { params: { id }, body: parsed.data });
  return result.ok ? { ok: true, id, status: result.body.data.status, message: result.body.message, notice: result.body.message } : { ok: false, id, message: result.message };
}
