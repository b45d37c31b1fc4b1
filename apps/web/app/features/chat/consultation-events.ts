import type { CHAT_CONSULTATION_END_TEXTS, ChatMessage } from '@apotek/contract/chat';

/** SPEC §4's texts (restated so the page does not load the contract's schemas; typed against them). */
const END_TEXTS: readonly string[] = ['doctor_end_chat', 'Thank you for consulting'] satisfies readonly (typeof CHAT_CONSULTATION_END_TEXTS)[number][];

/**
 * SPEC §4: a new message that carries a payload and whose text is 'doctor_end_chat' or 'Thank you for
 * consulting' ends a consultation: the active consultations (room_status=active) and that consultation's
 * detail are reloaded. The doctor's side (issue 12) must send it with a payload, e.g. `{consultation_id}`.
 */
export function endsConsultation(message: Pick<ChatMessage, 'message' | 'payload'>): boolean {
  return message.payload !== null && END_TEXTS.includes(message.message);
}

type Listener = (consultationId: string | null) => void;
const listeners = new Set<Listener>();

/**
 * The hook for the consultation screens (issue 12): whatever shows active consultations or one
 * consultation's detail subscribes here and reloads itself. The chat also revalidates the page's loaders,
 * so a consultation loader on the same page re-reads without subscribing.
 */
export function onConsultationEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function consultationEnded(consultationId: string | null): void {
  for (const listener of listeners) listener(consultationId);
}
