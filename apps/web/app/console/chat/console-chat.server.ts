import { data, type AppLoadContext } from 'react-router';
import { chatAction, loadConversation, loadInbox, parseId, searchParam } from '~/features/chat/chat.server';
import { serverApi } from '~/lib/session.server';
import { requireConsoleUser } from '../console.server';
import { NEEDS_REPLY, type ConsoleChatData } from './console-chat';

/**
 * /console/chat and /console/chat/{room id}: the inbox of the pharmacy the signed-in pharmacist works at
 * (any of its pharmacists answers), newest activity first, searchable by the customer's name, and the open
 * room. A room of another pharmacy is a 404.
 */
export async function loadConsoleChat(request: Request, context: AppLoadContext, id?: string): Promise<ConsoleChatData> {
  await requireConsoleUser(request, context);
  const url = new URL(request.url);
  const q = searchParam(url);
  const needsReply = url.searchParams.get('filter') === NEEDS_REPLY;
  let roomId: number | null = null;
  if (id !== undefined) {
    roomId = parseId(id);
    if (roomId === null) throw data(null, { status: 404 });
  }
  const api = serverApi(request, context);
  const [{ status, ...list }, active] = await Promise.all([loadInbox(api, { q, needsReply }), roomId === null ? null : loadConversation(api, roomId)]);
  return { q, needsReply, list, active, notStaff: status === 403 };
}

/** The console's chat writes: `replied` (answered / needs a reply), and `send` for a page without scripts. */
export async function consoleChatAction(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context);
  return chatAction(request, context);
}
