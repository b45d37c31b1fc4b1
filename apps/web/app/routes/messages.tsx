import { ChatPage } from '~/features/chat/chat-page';
import { chatAction, loadChatPage } from '~/features/chat/chat.server';
import type { Route } from './+types/messages';

/** Every room of the customer, newest first; `?room=N` (a notification's target) opens that room's page. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadChatPage(request, context, null);
}

/** "Chat apoteker" from anywhere in the shop posts here (intent open-room), and so do the chat's other forms. */
export function action({ request, context }: Route.ActionArgs) {
  return chatAction(request, context);
}

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ChatPage data={loaderData} posted={actionData} />;
}
