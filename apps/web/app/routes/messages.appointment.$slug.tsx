import { ChatPage } from '~/features/chat/chat-page';
import { chatAction, loadChatPage } from '~/features/chat/chat.server';
import type { Route } from './+types/messages.appointment.$slug';

/** The customer's appointment rooms; with a slug (the room id), that room's conversation beside them. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadChatPage(request, context, 'appointment', params.slug);
}

export function action({ request, context }: Route.ActionArgs) {
  return chatAction(request, context);
}

export default function MessagesAppointmentSlugPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ChatPage data={loaderData} posted={actionData} />;
}
