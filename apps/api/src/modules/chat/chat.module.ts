import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { chatRoutes } from './chat.routes.ts';
import { type ChatDeps, ChatService } from './chat.service.ts';
import { ChatSockets } from './chat.socket.ts';

export interface ChatModuleDeps extends ChatDeps {
  gateway: RealtimeGateway;
}

/** Registers the chat calls, the chat's socket frames on the realtime gateway and its bus fan-out. */
export function registerChat(define: RouteRegistrar, deps: ChatModuleDeps): ChatService {
  const chat = new ChatService(deps);
  chatRoutes(define, chat);
  new ChatSockets(deps.gateway, chat, deps.bus, deps.realm, deps.log).register();
  return chat;
}
