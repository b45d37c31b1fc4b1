import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/translate';
import { ChatIcon } from '~/components/ui/icons';

/**
 * The chat's two panes: the room list on the left and the conversation on the right from 1024 px (SPEC §9's
 * breakpoint); below it one at a time — the list without an open room, the conversation (with its back
 * button) with one. Each pane scrolls on its own; the conversation fills the screen under the header.
 */
export function ChatPanes({
  list,
  conversation,
  listLabelledBy,
  phoneHeight = 'h-[calc(100dvh-6.5rem)]',
}: {
  list: ReactNode;
  conversation: ReactNode | null;
  listLabelledBy: string;
  /** The open conversation's height on a phone: the screen under what the layout puts above it (the blank layout's header by default). */
  phoneHeight?: string;
}) {
  const open = conversation !== null;
  return (
    <div className="grid gap-4 lg:h-[calc(100dvh-8rem)] lg:min-h-[520px] lg:grid-cols-[minmax(280px,360px)_1fr]" data-testid="chat-panes" data-open={open}>
      <aside aria-labelledby={listLabelledBy} className={`${open ? 'hidden lg:block' : ''} min-h-0 overflow-hidden rounded-2xl border border-gray-200 bg-white`}>
        {list}
      </aside>
      <div className={`${open ? `flex ${phoneHeight} lg:h-auto` : 'hidden lg:flex'} min-h-0 flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white`}>
        {conversation ?? <PickConversation />}
      </div>
    </div>
  );
}

function PickConversation() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <ChatIcon className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="font-semibold">{t('chat.pick.title')}</p>
      <p className="max-w-sm text-sm text-muted">{t('chat.pick.text')}</p>
    </div>
  );
}
