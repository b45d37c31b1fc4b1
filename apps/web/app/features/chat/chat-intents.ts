import type { ChatMessage, ChatRoom } from '@apotek/contract/chat';
import type { FormResult } from '~/lib/form-result';

/** The chat's route-action intents (features/chat/chat.server.ts). */
export const CHAT_INTENTS = ['open-room', 'send', 'read', 'replied'] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export type ChatActionResult = FormResult & {
  intent?: ChatIntent;
  /** The stored message of a `send`. */
  sent?: ChatMessage;
  /** The room after `read` or `replied`. */
  room?: ChatRoom;
  /** `noPharmacy`: the hand-over found no pharmacy to open a chat with. */
  problem?: 'noPharmacy';
};
