import { useCallback, useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { ChatRoom } from '@apotek/contract/chat';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { ReturnField } from '~/components/return-field';
import { buttonClass } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { LinkTabs } from '~/components/ui/tabs';
import { ChatPanes } from '~/features/chat/chat-panes';
import type { ChatActionResult } from '~/features/chat/chat-intents';
import { ROOM_PAGE_SIZE } from '~/features/chat/chat-limits';
import type { RoomList as RoomListData } from '~/features/chat/chat-types';
import { Conversation } from '~/features/chat/conversation';
import { RoomList } from '~/features/chat/room-list';
import { useRoomList } from '~/features/chat/use-room-list';
import { quietBrowserApi } from '~/lib/api';
import { consoleChatPath } from '~/lib/chat-links';
import { showSnackbar } from '~/lib/snackbar-store';
import { NEEDS_REPLY, type ConsoleChatData } from './console-chat';

function query(needsReply: boolean, q: string): string {
  const params = new URLSearchParams();
  if (needsReply) params.set('filter', NEEDS_REPLY);
  if (q) params.set('q', q);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** "Answered" / "needs a reply": the pharmacy's flag on a room (SPEC §7's set-replied and replied calls). */
function RepliedSwitch({ room }: { room: ChatRoom }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ChatActionResult>();
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result) return;
    if (result.room) showSnackbar({ content: t(result.room.replied ? 'consoleChat.markedReplied' : 'consoleChat.markedUnreplied'), color: 'success' });
    else if (result.unavailable) showSnackbar({ content: t('chat.errors.unavailable'), color: 'error' });
    else if (result.message) showSnackbar({ content: result.message, color: 'error' });
  }, [fetcher.data, fetcher.state, t]);
  const replied = fetcher.formData ? fetcher.formData.get('replied') === '1' : room.replied;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="replied" />
      <input type="hidden" name="room_id" value={room.room_id} />
      <input type="hidden" name="replied" value={replied ? '0' : '1'} />
      <ReturnField />
      <button type="submit" className={buttonClass(replied ? 'ghost' : 'secondary', 'px-3 py-1.5 text-xs')} data-testid="chat-replied" data-replied={replied}>
        {replied ? t('consoleChat.markUnreplied') : t('consoleChat.markReplied')}
      </button>
    </fetcher.Form>
  );
}

function Subtitle({ room }: { room: ChatRoom }) {
  const { t } = useTranslation();
  return (
    <>
      {t('consoleChat.customer')}
      {room.order_code ? ` · ${t('chat.orderBadge', { code: room.order_code })}` : ''}
    </>
  );
}

/**
 * The pharmacy's chat inbox in the console: every customer room of the pharmacy the pharmacist works at
 * ("needs a reply" filter, search by the customer's name), and the open room answered as the pharmacy,
 * with the same conversation the customer has.
 */
export function ConsoleInbox({ data }: { data: ConsoleChatData }) {
  const { t } = useTranslation();
  const { q, needsReply, active } = data;
  const read = useCallback(async (): Promise<RoomListData> => {
    const result = await quietBrowserApi().call('consoleChat', { query: { perPage: ROOM_PAGE_SIZE, ...(q ? { q } : {}), ...(needsReply ? { needs_reply: '1' } : {}) } });
    return result.ok ? { rooms: result.body.data.data, unreadTotal: result.body.data.unread_total, failed: false } : { rooms: [], unreadTotal: 0, failed: true };
  }, [q, needsReply]);
  const { list, refresh } = useRoomList(data.list, read, !data.notStaff);

  if (data.notStaff)
    return (
      <section aria-labelledby="page-title">
        <PageMeta title={t('consoleChat.title')} />
        <h1 id="page-title" className="text-2xl font-bold">
          {t('consoleChat.title')}
        </h1>
        <EmptyState compact text={t('consoleChat.notStaff')} className="mt-4" />
      </section>
    );

  const search = query(needsReply, q);
  return (
    <>
      <PageMeta title={active ? `${active.room.name} · ${t('consoleChat.title')}` : t('consoleChat.title')} />
      <ChatPanes
        listLabelledBy={active ? 'rooms-title' : 'page-title'}
        // Under the console's header and its menu.
        phoneHeight="h-[calc(100dvh-11rem)]"
        list={
          <RoomList
            title={t('consoleChat.title')}
            titleLevel={active ? 2 : 1}
            rooms={list.rooms}
            failed={list.failed}
            activeId={active?.room.room_id ?? null}
            hrefFor={(room) => consoleChatPath(room.room_id) + search}
            search={{ action: consoleChatPath(active?.room.room_id), q, placeholder: t('consoleChat.searchPlaceholder'), ...(needsReply ? { hidden: { filter: NEEDS_REPLY } } : {}) }}
            tabs={
              <LinkTabs
                label={t('consoleChat.filterLabel')}
                items={[
                  { href: consoleChatPath() + query(false, q), label: t('consoleChat.filter.all'), current: !needsReply },
                  { href: consoleChatPath() + query(true, q), label: t('consoleChat.filter.needsReply'), current: needsReply },
                ]}
              />
            }
            showNeedsReply
            empty={<p>{needsReply ? t('consoleChat.emptyNeedsReply') : t('consoleChat.empty')}</p>}
          />
        }
        conversation={
          active ? (
            <Conversation
              key={active.room.room_id}
              active={active}
              viewer="staff"
              backTo={consoleChatPath() + search}
              onActivity={refresh}
              subtitle={(room) => <Subtitle room={room} />}
              actions={(room) => <RepliedSwitch room={room} />}
            />
          ) : null
        }
      />
    </>
  );
}
