import { redirect } from 'react-router';
import { APPOINTMENT_ID_PATTERN } from '@apotek/contract/appointment-vocabulary';
import { ChatPage } from '~/features/chat/chat-page';
import { chatAction, loadChatPage } from '~/features/chat/chat.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';
import type { Route } from './+types/messages.appointment.$slug';

/**
 * The customer's appointment rooms; with a slug, that room's conversation beside them.
 * The slug is the room id, or the appointment's own id (APM-…), which leads to the room the doctor's
 * approval opened, or to the appointment while it has none yet.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { slug } = params;
  if (slug && APPOINTMENT_ID_PATTERN.test(slug)) {
    const result = await serverApi(request, context).call('appointment', { params: { id: slug } });
    if (!result.ok) failPageWithStatus(result);
    const room = result.body.data.room_id;
    throw redirect(room !== null ? `/messages/appointment/${room}` : `/doctor/appointment?id=${slug}`);
  }
  return loadChatPage(request, context, 'appointment', slug);
}

export function action({ request, context }: Route.ActionArgs) {
  return chatAction(request, context);
}

export default function MessagesAppointmentSlugPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ChatPage data={loaderData} posted={actionData} />;
}
