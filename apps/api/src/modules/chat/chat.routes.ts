import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { ChatService } from './chat.service.ts';

/** The SPEC's chat calls (§7 Chat), the history and send fallbacks, and the pharmacy's inbox. */
export function chatRoutes(define: RouteRegistrar, chat: ChatService): void {
  const party = (user: AuthUser) => chat.party(user);

  define(routes.chatNonce, async ({ user, reply }) => ok(reply, await chat.nonce(user.id)));
  define(routes.chatCreateToken, async ({ user, body, reply }) => ok(reply, await chat.createToken(user, body.nonce)));
  define(routes.chatRooms, async ({ user, query, reply }) => ok(reply, await chat.list(await party(user), query)));
  define(routes.chatCreateRoom, async ({ user, body, reply }) => {
    const room = await chat.open(await party(user), body);
    return ok(reply, { ...room, rooms: [room] });
  });
  define(routes.chatRoomInfo, async ({ user, query, reply }) => ok(reply, { rooms: await chat.roomInfo(await party(user), query.room_ids) }));
  define(routes.chatUnread, async ({ user, reply }) => ok(reply, await chat.unread(await party(user))));
  define(routes.chatSetReplied, async ({ user, params, body, reply }) => ok(reply, await chat.setReplied(await party(user), params.id, body.replied)));
  define(routes.chatSetRead, async ({ user, params, query, reply }) => ok(reply, await chat.setRead(await party(user), params.id, query.seq)));
  define(routes.chatReplied, async ({ user, params, reply }) => ok(reply, await chat.replied(await party(user), params.id)));
  define(routes.chatMessages, async ({ user, params, query, reply }) => ok(reply, await chat.history(await party(user), params.id, query)));
  define(routes.chatSend, async ({ user, params, body, reply }) => {
    const { temp_id: tempId, ...message } = body;
    return ok(reply, await chat.send(await party(user), params.id, message, tempId), 'chatMessageSent');
  });
  define(routes.consoleChat, async ({ user, query, reply }) => ok(reply, await chat.inbox(await party(user), query)));
}
