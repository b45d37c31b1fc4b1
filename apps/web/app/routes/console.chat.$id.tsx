import { ConsoleInbox } from '~/console/chat/console-inbox';
import { consoleChatAction, loadConsoleChat } from '~/console/chat/console-chat.server';
import type { Route } from './+types/console.chat.$id';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleChat(request, context, params.id);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleChatAction(request, context);
}

export default function ConsoleChatRoomPage({ loaderData }: Route.ComponentProps) {
  return <ConsoleInbox data={loaderData} />;
}
