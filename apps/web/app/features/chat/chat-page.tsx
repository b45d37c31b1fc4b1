import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChatRoom, ChatRoomKind } from '@apotek/contract/chat';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { Alert } from '~/components/ui/alert';
import { LinkTabs } from '~/components/ui/tabs';
import { quietBrowserApi } from '~/lib/api';
import { chatRoomPath } from '~/lib/chat-links';
import { useHydrated } from '~/lib/use-hydrated';
import { ChatPanes } from './chat-panes';
import type { ChatActionResult } from './chat-intents';
import { ROOM_PAGE_SIZE } from './chat-limits';
import type { ChatPageData, RoomList as RoomListData } from './chat-types';
import { Conversation } from './conversation';
import { RoomList } from './room-list';
import { useRoomList } from './use-room-list';

const KINDS: readonly ChatRoomKind[] = ['pharmacy', 'doctor', 'appointment'];
/** The pages' own titles (SPEC §2's routes). */
const PAGE_TITLES = { all: 'pages.messages.title', pharmacy: 'pages.messagesPharmacy.title', doctor: 'pages.messagesDoctor.title', appointment: 'pages.messagesAppointment.title' } as const;

/** The list path of a kind (a tab), or of every room. */
export function listPath(kind: ChatRoomKind | null): string {
  return kind ? `/messages/${kind}` : '/messages';
}

function withQuery(path: string, q: string): string {
  return q ? `${path}?q=${encodeURIComponent(q)}` : path;
}

/** Where the customer's conversation belongs: the pharmacy's page, or what kind of chat it is. */
function Subtitle({ room }: { room: ChatRoom }) {
  const { t } = useTranslation();
  if (room.type === 'pharmacy' && room.pharmacy)
    return (
      <Link to={`/pharmacy/${room.pharmacy.slug}`} className="hover:underline">
        {t('chat.pharmacyChat')}
      </Link>
    );
  return <>{t(`chat.kind.${room.type}`)}</>;
}

/** A refusal of a form posted here without scripts ("Chat apoteker" before the page ran its scripts). */
function PostedNotice({ result }: { result: ChatActionResult | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!result || hydrated) return null;
  const text = result.problem === 'noPharmacy' ? t('chat.noPharmacy') : result.unavailable ? t('chat.errors.unavailable') : (result.message ?? Object.values(result.errors ?? {}).flat()[0]);
  return text ? <Alert tone="error">{text}</Alert> : null;
}

/**
 * /messages and its kinds: the customer's rooms (tabs per kind, search by name, unread counts, newest
 * first) and, with a room id in the address, its conversation.
 */
export function ChatPage({ data, posted, banner }: { data: ChatPageData; posted?: ChatActionResult | undefined; /** Under the open room's header (a consultation's state). */ banner?: ReactNode }) {
  const { t } = useTranslation();
  const { kind, q, active } = data;
  const read = useCallback(async (): Promise<RoomListData> => {
    const result = await quietBrowserApi().call('chatRooms', { query: { perPage: ROOM_PAGE_SIZE, ...(kind ? { type: kind } : {}), ...(q ? { q } : {}) } });
    return result.ok ? { rooms: result.body.data.data, unreadTotal: result.body.data.unread_total, failed: false } : { rooms: [], unreadTotal: 0, failed: true };
  }, [kind, q]);
  const { list, refresh } = useRoomList(data.list, read);
  const title = t(PAGE_TITLES[kind ?? 'all']);

  const tabs = (
    <LinkTabs
      label={t('chat.tabsLabel')}
      items={[
        { href: withQuery('/messages', q), label: t('chat.tabs.all'), current: kind === null },
        ...KINDS.map((k) => ({ href: withQuery(listPath(k), q), label: t(`chat.tabs.${k}`), current: kind === k })),
      ]}
    />
  );

  return (
    <div className="space-y-3">
      <PageMeta title={active ? active.room.name : title} />
      <PostedNotice result={posted} />
      <ChatPanes
        listLabelledBy={active ? 'rooms-title' : 'page-title'}
        list={
          <RoomList
            title={title}
            titleLevel={active ? 2 : 1}
            rooms={list.rooms}
            failed={list.failed}
            activeId={active?.room.room_id ?? null}
            hrefFor={(room) => withQuery(chatRoomPath(room.type, room.room_id), q)}
            search={{ action: active ? chatRoomPath(active.room.type, active.room.room_id) : listPath(kind), q, placeholder: t('chat.searchPlaceholder') }}
            tabs={tabs}
            showKind={kind === null}
            empty={
              <>
                <p className="font-semibold text-ink">{t('chat.empty.title')}</p>
                <p>{t('chat.empty.text')}</p>
                <Link to="/pharmacy" className="font-semibold text-primary-strong underline">
                  {t('chat.empty.action')}
                </Link>
              </>
            }
          />
        }
        conversation={
          active ? (
            <Conversation key={active.room.room_id} active={active} viewer="customer" backTo={withQuery(listPath(kind), q)} onActivity={refresh} subtitle={(room) => <Subtitle room={room} />} banner={banner} />
          ) : null
        }
      />
    </div>
  );
}
