import { ChatPage } from '~/features/chat/chat-page';
import { chatAction, loadChatPage } from '~/features/chat/chat.server';
import { ConsultationStrip } from '~/features/consultations/consultation-strip';
import { loadRoomConsultation } from '~/features/consultations/consultations.server';
import type { Route } from './+types/messages.doctor.$slug';

/**
 * The customer's doctor rooms; with a slug (the room id), that room's conversation beside them, under a
 * strip with its consultation's state. The chat revalidates this loader when a consultation's closing
 * message arrives (SPEC §4), so the strip re-reads the consultation then.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadChatPage(request, context, 'doctor', params.slug);
  const consultation = await loadRoomConsultation(request, context, page.active?.room.consultation_id ?? null);
  return { ...page, consultation };
}

export function action({ request, context }: Route.ActionArgs) {
  return chatAction(request, context);
}

export default function MessagesDoctorSlugPage({ loaderData, actionData }: Route.ComponentProps) {
  const { consultation } = loaderData;
  return <ChatPage data={loaderData} posted={actionData} banner={consultation ? <ConsultationStrip consultation={consultation} /> : null} />;
}
