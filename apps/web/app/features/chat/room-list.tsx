import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { ChatRoom } from '@apotek/contract/chat';
import { useTranslation } from '~/i18n/translate';
import { noticeKey } from './system-notice';
import { Badge } from '~/components/ui/badge';
import { inputClass } from '~/components/ui/field';
import { ChatIcon, SearchIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';
import { initials, listTime } from './chat-view';

export function RoomAvatar({ room, size = 'md' }: { room: Pick<ChatRoom, 'name' | 'avatar_url'>; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-9 w-9 text-xs' : 'h-11 w-11 text-sm';
  if (room.avatar_url) return <img src={room.avatar_url} alt="" width={44} height={44} loading="lazy" className={`${box} shrink-0 rounded-full bg-gray-100 object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-strong`}>
      {initials(room.name)}
    </span>
  );
}

/** What the list shows of a room's last message: its text, or what it carries. */
function Preview({ room }: { room: ChatRoom }) {
  const { t } = useTranslation();
  const last = room.last_comment;
  if (!last) return <span className="italic">{t('chat.noMessagesYet')}</span>;
  const own = last.sender_side === room.side;
  const systemText = (text: string) => {
    const key = noticeKey(text);
    return key ? t(key) : text;
  };
  const body =
    last.type === 'image'
      ? t('chat.preview.image')
      : last.type === 'system'
        ? last.message === room.order_code
          ? t('chat.preview.order', { code: last.message })
          : t('chat.preview.system', { text: systemText(last.message) })
        : last.type === 'product'
          ? t('chat.preview.product', { text: last.message })
          : last.type === 'prescription'
            ? t('chat.preview.prescription', { text: last.message })
            : last.message;
  return (
    <>
      {own && <span className="font-medium">{t('chat.you')}: </span>}
      {body}
    </>
  );
}

export interface RoomListProps {
  title: string;
  /** h1 when the list is the page; h2 beside an open conversation (whose name is the page's h1). */
  titleLevel: 1 | 2;
  rooms: readonly ChatRoom[];
  failed: boolean;
  activeId: number | null;
  hrefFor: (room: ChatRoom) => string;
  /** The search box: a GET form to the list's own address. */
  search: { action: string; q: string; hidden?: Record<string, string>; placeholder: string };
  tabs?: ReactNode;
  /** Shown when there is no room at all (none matching a search says so itself). */
  empty: ReactNode;
  /** The kind's label on each room (the customer's list of every kind). */
  showKind?: boolean;
  /** The console's "needs reply" mark. */
  showNeedsReply?: boolean;
}

/** The room list: search by name, newest activity first, unread counts; the open room marked. */
export function RoomList({ title, titleLevel, rooms, failed, activeId, hrefFor, search, tabs, empty, showKind = false, showNeedsReply = false }: RoomListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="space-y-3 border-b border-gray-200 p-3">
        <Title id={titleLevel === 1 ? 'page-title' : 'rooms-title'} className={titleLevel === 1 ? 'text-xl font-bold' : 'text-lg font-bold'}>
          {title}
        </Title>
        <Form method="get" action={search.action} role="search" className="relative">
          {Object.entries(search.hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="chat-search" className="sr-only">
            {t('chat.searchLabel')}
          </label>
          <input id="chat-search" type="search" name="q" defaultValue={search.q} maxLength={100} placeholder={search.placeholder} className={inputClass(false, 'pl-9')} />
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
        </Form>
        {tabs}
      </div>
      {failed && (
        <p role="alert" className="mx-3 mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
          {t('chat.listFailed')}
        </p>
      )}
      {rooms.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-10 text-center text-sm text-muted" data-testid="chat-rooms-empty">
          <ChatIcon className="h-8 w-8 text-primary-strong" aria-hidden="true" />
          {search.q ? <p>{t('chat.emptySearch', { q: search.q })}</p> : empty}
        </div>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-gray-100 overflow-y-auto" aria-label={t('chat.roomsLabel')} data-testid="chat-rooms">
          {rooms.map((room) => {
            const current = room.room_id === activeId;
            return (
              <li key={room.room_id}>
                <Link
                  to={hrefFor(room)}
                  aria-current={current ? 'page' : undefined}
                  data-testid="chat-room"
                  data-room-id={room.room_id}
                  data-unread={room.unread}
                  className={`flex gap-3 px-3 py-3 hover:bg-gray-50 ${current ? 'bg-primary-soft/60' : ''}`}
                >
                  <RoomAvatar room={room} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={`truncate ${room.unread > 0 ? 'font-bold' : 'font-semibold'}`}>{room.name}</span>
                      {room.last_comment && (
                        <time dateTime={room.last_comment.created_at} className={`shrink-0 text-xs ${room.unread > 0 ? 'font-semibold text-primary-strong' : 'text-muted'}`}>
                          {listTime(room.last_comment.created_at, locale)}
                        </time>
                      )}
                    </span>
                    <span className="mt-0.5 flex items-center justify-between gap-2">
                      <span className={`line-clamp-1 text-sm ${room.unread > 0 ? 'text-ink' : 'text-muted'}`}>
                        <Preview room={room} />
                      </span>
                      {room.unread > 0 && (
                        <span className="min-w-[20px] shrink-0 rounded-full bg-primary-strong px-1.5 text-center text-xs font-bold leading-5 text-white" data-testid="chat-room-unread">
                          <span aria-hidden="true">{room.unread > 99 ? '99+' : room.unread}</span>
                          <span className="sr-only">{t('chat.unreadCount', { count: room.unread })}</span>
                        </span>
                      )}
                    </span>
                    {(showKind || showNeedsReply || room.order_code) && (
                      <span className="mt-1 flex flex-wrap gap-1">
                        {showKind && <Badge tone="neutral">{t(`chat.kind.${room.type}`)}</Badge>}
                        {room.order_code && <Badge tone="info">{t('chat.orderBadge', { code: room.order_code })}</Badge>}
                        {showNeedsReply && !room.replied && room.last_seq > 0 && <Badge tone="secondary">{t('consoleChat.needsReply')}</Badge>}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
