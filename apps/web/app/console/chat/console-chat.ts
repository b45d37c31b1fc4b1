import type { ActiveConversation, RoomList } from '~/features/chat/chat-types';

/** `?filter=needs-reply`: only rooms waiting for the pharmacy's answer. */
export const NEEDS_REPLY = 'needs-reply';

export interface ConsoleChatData {
  q: string;
  needsReply: boolean;
  list: RoomList;
  active: ActiveConversation | null;
  /** The user works at no pharmacy (the API's 403): there is no inbox to show. */
  notStaff: boolean;
}
