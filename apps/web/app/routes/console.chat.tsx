import { ConsoleInbox } from '~/console/chat/console-inbox';
import { consoleChatAction, loadConsoleChat } from '~/console/chat/console-chat.server';
import type { Route } from './+types/console.chat';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleChat(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleChatAction(request, context);
}

export default function ConsoleChatPage({ loaderData }: Route.ComponentProps) {
  return <ConsoleInbox data={loaderData} />;
}
