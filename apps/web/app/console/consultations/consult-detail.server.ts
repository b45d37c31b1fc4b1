import { data, type AppLoadContext } from 'react-router';
import { consultationNotesBody, CONSULTATION_ID_PATTERN, endConsultationBody, ePrescriptionBody, type Consultation } from '@apotek/contract/consultations';
import { parseLocalized } from '@apotek/contract/localize';
import { CHAT_INTENTS } from '~/features/chat/chat-intents';
import { chatAction, loadConversation } from '~/features/chat/chat.server';
import type { ActiveConversation } from '~/features/chat/chat-types';
import type { ApiClient, ApiFailure } from '~/lib/api';
import { refused, text } from '~/lib/action-helpers.server';
import { localeFromRequest } from '~/lib/locale';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';
import { requireConsoleUser } from '../console.server';
import { type ConsultActionResult, type ConsultIntent, isConsultIntent } from './consult-intents';

export const CONSULT_SCOPE = 'consultations:answer';

export interface ConsultDetailData {
  consultation: Consultation;
  /** The consultation's chat (null before it has a room, or when the chat cannot be read: the rest still works). */
  conversation: ActiveConversation | null;
  chatFailed: boolean;
}

async function readConversation(api: ApiClient, roomId: number | null): Promise<{ conversation: ActiveConversation | null; chatFailed: boolean }> {
  if (roomId === null) return { conversation: null, chatFailed: false };
  try {
    return { conversation: await loadConversation(api, roomId), chatFailed: false };
  } catch {
    return { conversation: null, chatFailed: true };
  }
}

/**
 * /console/consultations/{id}: the doctor's own consultation (anyone else's is the API's 404) beside its
 * chat room, in which the doctor is the counterpart side.
 */
export async function loadConsultDetail(request: Request, context: AppLoadContext, id: string): Promise<ConsultDetailData> {
  await requireConsoleUser(request, context, CONSULT_SCOPE);
  if (!CONSULTATION_ID_PATTERN.test(id)) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const result = await api.call('consultation', { params: { id } });
  if (!result.ok) failPageWithStatus(result);
  const consultation = result.body.data;
  return { consultation, ...(await readConversation(api, consultation.room_id)) };
}

function refusedWith(intent: ConsultIntent, failure: ApiFailure, values: Record<string, string> = {}) {
  return refused<{ intent: ConsultIntent }>(failure, values, { intent });
}

function invalid(intent: ConsultIntent, values: Record<string, string>, errors: Record<string, string[]>) {
  return data<ConsultActionResult>({ intent, values, errors, message: Object.values(errors).flat()[0] }, { status: 422 });
}

/** The JSON of the writer's lines (a hidden field); anything unreadable is no lines, which the contract refuses. */
function jsonField(form: FormData, name: string): unknown {
  try {
    return JSON.parse(text(form, name) || '[]');
  } catch {
    return [];
  }
}

/**
 * The consultation page's writes, one intent each; the API checks that the consultation is this doctor's
 * and that the move is in its state table, and says why when it refuses. The chat's own intents (`send`,
 * `read`) come from its composer on a page without scripts and go to the chat's action.
 */
export async function consultDetailAction(request: Request, context: AppLoadContext, id: string) {
  await requireConsoleUser(request, context, CONSULT_SCOPE);
  if (!CONSULTATION_ID_PATTERN.test(id)) throw data(null, { status: 404 });
  const form = await request.clone().formData();
  const intent = form.get('intent');
  if ((CHAT_INTENTS as readonly unknown[]).includes(intent)) return chatAction(request, context);
  if (!isConsultIntent(intent)) throw data(null, { status: 400 });
  const api = serverApi(request, context);
  const locale = localeFromRequest(request);
  const params = { id };

  if (intent === 'accept' || intent === 'extend') {
    const result = intent === 'accept' ? await api.call('consultationReplied', { params }) : await api.call('consultationExtend', { params });
    if (!result.ok) return refusedWith(intent, result);
    return { intent, ok: true } satisfies ConsultActionResult;
  }

  if (intent === 'notes' || intent === 'end') {
    const values = { notes: text(form, 'notes') };
    if (intent === 'notes') {
      const body = parseLocalized(consultationNotesBody, values, locale);
      if (!body.success) return invalid(intent, values, body.errors);
      const result = await api.call('consultationNotes', { params, body: body.data });
      if (!result.ok) return refusedWith(intent, result, values);
    } else {
      const body = parseLocalized(endConsultationBody, { notes: values.notes.trim() || undefined }, locale);
      if (!body.success) return invalid(intent, values, body.errors);
      const result = await api.call('consultationEnd', { params, body: body.data });
      if (!result.ok) return refusedWith(intent, result, values);
    }
    return { intent, ok: true } satisfies ConsultActionResult;
  }

  // prescribe
  const values = { items: text(form, 'items'), notes: text(form, 'notes') };
  const body = parseLocalized(ePrescriptionBody, { items: jsonField(form, 'items'), notes: values.notes.trim() || undefined }, locale);
  if (!body.success) return invalid(intent, values, body.errors);
  const result = await api.call('consultationPrescribe', { params, body: body.data });
  if (!result.ok) return refusedWith(intent, result, values);
  return { intent, ok: true, prescriptionId: result.body.data.prescription_id } satisfies ConsultActionResult;
}
