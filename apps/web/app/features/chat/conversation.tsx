import { Fragment, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { ChatRoom } from '@apotek/contract/chat';
import { useTranslation } from '~/i18n/translate';
import { ReturnField } from '~/components/return-field';
import { useLocale } from '~/lib/root-data';
import { useHydrated } from '~/lib/use-hydrated';
import { AttachMenu, composerButton } from './attach-menu';
import type { AttachKind } from './attach-pickers';
import { ImageIcon } from './chat-icons';
import { TEXT_MAX } from './chat-limits';
import type { ActiveConversation } from './chat-types';
import { dayLabel, startsDay } from './chat-view';
import { MessageBubble, PendingBubble, SystemMessage, type ChatViewer } from './message-bubble';
import { receiptOf } from './receipts';
import { RoomAvatar } from './room-list';
import { CHAT_IMAGE_ACCEPT } from './upload-image';
import { useConversation, type Conversation as Live } from './use-conversation';

function DaySeparator({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = dayLabel(iso, locale);
  return (
    <li className="flex justify-center py-1" aria-hidden="true">
      <span className="rounded-full bg-white px-3 py-0.5 text-[11px] font-semibold text-muted shadow-sm">{label.kind === 'date' ? label.text : t(`chat.${label.kind}`)}</span>
    </li>
  );
}

/** "Reconnecting…" once the socket has been away a moment (not for the first connect's blink). */
function useAway(live: boolean): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    if (live) return setAway(false);
    const timer = setTimeout(() => setAway(true), 1_500);
    return () => clearTimeout(timer);
  }, [live]);
  return away;
}

/** The product and prescription pickers, fetched the first time one opens (the dialog machinery with them). */
const AttachPicker = lazy(() => import('./attach-pickers'));

function Composer({ room, chat, viewer }: { room: ChatRoom; chat: Live; viewer: ChatViewer }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [picking, setPicking] = useState<AttachKind | null>(null);
  // Once loaded the picker stays mounted, so closing it hands the focus back as an eager dialog does.
  const [pickerWanted, setPickerWanted] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const closed = room.status === 'closed';

  const submit = (event: FormEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    if (!text.trim()) return;
    chat.sendText(text);
    setText('');
    area.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  if (closed) return <p className="border-t border-gray-200 px-4 py-3 text-center text-sm text-muted">{t('chat.composer.closed')}</p>;
  return (
    <Form method="post" replace onSubmit={submit} className="flex items-end gap-1 border-t border-gray-200 bg-white p-2 sm:gap-2" data-testid="chat-composer">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="room_id" value={room.room_id} />
      <ReturnField />
      {hydrated && (
        <>
          <input
            ref={picker}
            type="file"
            accept={CHAT_IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="chat-image-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) chat.sendImage(file);
              event.currentTarget.value = '';
            }}
          />
          <button type="button" onClick={() => picker.current?.click()} className={composerButton} aria-label={t('chat.composer.image')} title={t('chat.composer.image')}>
            <ImageIcon className="h-5 w-5" />
          </button>
          <AttachMenu
            viewer={viewer}
            onChoose={(kind) => {
              setPickerWanted(true);
              setPicking(kind);
            }}
          />
          {pickerWanted && (
            <Suspense fallback={null}>
              <AttachPicker kind={picking} viewer={viewer} storeId={room.pharmacy?.id ?? null} onClose={() => setPicking(null)} onPick={chat.sendCard} />
            </Suspense>
          )}
        </>
      )}
      <label htmlFor={`chat-text-${room.room_id}`} className="sr-only">
        {t('chat.composer.label')}
      </label>
      <textarea
        ref={area}
        id={`chat-text-${room.room_id}`}
        name="message"
        required
        rows={Math.min(5, Math.max(1, text.split('\n').length))}
        maxLength={TEXT_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          chat.typing(event.target.value);
        }}
        onKeyDown={hydrated ? onKeyDown : undefined}
        onBlur={() => chat.typing('')}
        placeholder={t('chat.composer.placeholder')}
        className="max-h-40 min-h-10 min-w-0 flex-1 resize-none rounded-2xl border border-gray-300 bg-gray-50 px-3 py-2 sm:px-4 text-sm outline-none focus:border-primary focus:bg-white focus:ring-2 focus:ring-primary/25"
      />
      <button type="submit" className="h-10 shrink-0 rounded-full bg-primary-strong px-3 text-sm sm:px-4 font-semibold text-white hover:bg-primary disabled:opacity-60" disabled={hydrated && !text.trim()}>
        {t('chat.composer.send')}
      </button>
    </Form>
  );
}

export interface ConversationProps {
  active: ActiveConversation;
  viewer: ChatViewer;
  /** The room list's address (a phone's back button). */
  backTo: string;
  /** Any new message or change: the page re-reads its room list. */
  onActivity: () => void;
  /** Under the name: where the chat belongs (a pharmacy's page, the order). */
  subtitle?: (room: ChatRoom) => ReactNode;
  /** Beside the name (the console's replied switch). */
  actions?: (room: ChatRoom) => ReactNode;
  /** A strip under the header (a doctor room's consultation state). */
  banner?: ReactNode;
}

/**
 * One conversation: its header (back on a phone, name, "typing…"), the messages with day separators,
 * "load older" on top, and the composer. Live through useConversation; without scripts the page shows
 * the newest messages and the composer posts to the route's action.
 */
export function Conversation({ active, viewer, backTo, onActivity, subtitle, actions, banner }: ConversationProps) {
  const { t } = useTranslation();
  const chat = useConversation(active, onActivity);
  const { room, log, marks, typers } = chat;
  const away = useAway(chat.live);
  const hydrated = useHydrated();
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const firstSeq = log.messages[0]?.seq ?? 0;
  const previous = useRef({ firstSeq, height: 0 });

  // Older messages keep the view where it was; new ones follow the bottom if the reader was there.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (firstSeq < previous.current.firstSeq && previous.current.height > 0) el.scrollTop += el.scrollHeight - previous.current.height;
    else if (pinned.current) el.scrollTop = el.scrollHeight;
    previous.current = { firstSeq, height: el.scrollHeight };
  }, [firstSeq, log.messages.length, log.pending.length, typers.length]);

  // Pictures and cards that finish loading grow the list: a reader at the bottom stays there.
  useEffect(() => {
    const el = scroller.current;
    const content = el?.firstElementChild;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [log.messages.length === 0]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
  };

  const typer = typers[0];
  const typingText = typer ? (viewer === 'staff' || room.type !== 'pharmacy' ? t('chat.typingNamed', { name: typer.name }) : t('chat.typing')) : null;

  return (
    <section aria-labelledby="conversation-title" className="flex h-full min-h-0 flex-col" data-testid="chat-conversation" data-room-id={room.room_id} data-live={chat.live}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-200 px-3 py-2">
        <Link to={backTo} className="-ml-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-lg hover:bg-black/5 lg:hidden" aria-label={t('chat.back')}>
          <span aria-hidden="true">←</span>
        </Link>
        <RoomAvatar room={room} size="sm" />
        <div className="min-w-0 flex-1">
          <h1 id="conversation-title" className="truncate text-base font-bold">
            {room.name}
          </h1>
          <p className="truncate text-xs text-muted" role="status" aria-live="polite">
            {typingText ? (
              <span className="font-semibold text-primary-strong" data-testid="chat-typing">
                {typingText}
              </span>
            ) : (
              subtitle?.(room)
            )}
          </p>
        </div>
        {actions && <div className="flex w-full justify-end sm:w-auto">{actions(room)}</div>}
      </header>
      {banner}
      {hydrated && away && (
        <p role="status" className="bg-yellow-50 px-3 py-1 text-center text-xs text-warning" data-testid="chat-reconnecting">
          {t('chat.connecting')}
        </p>
      )}
      <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto bg-gray-50 px-3 py-3">
        {log.hasOlder && (
          <div className="mb-2 flex justify-center">
            {hydrated ? (
              <button type="button" onClick={() => void chat.loadOlder()} disabled={chat.loadingOlder} className="rounded-full border border-gray-200 bg-white px-3 py-1 text-xs font-semibold text-primary-strong hover:bg-primary-soft disabled:opacity-60">
                {chat.loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
              </button>
            ) : (
              <span className="text-xs text-muted">{t('chat.olderNeedScripts')}</span>
            )}
          </div>
        )}
        {log.messages.length === 0 && log.pending.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted">{t('chat.start')}</p>
        ) : (
          <ol className="space-y-2" aria-label={t('chat.messagesLabel', { name: room.name })} data-testid="chat-messages">
            {log.messages.map((message, index) => {
              const prior = index > 0 ? log.messages[index - 1] : undefined;
              const day = startsDay(log.messages, index);
              if (message.type === 'system' || message.sender.side === 'system')
                return (
                  <Fragment key={message.seq}>
                    {day && <DaySeparator iso={message.created_at} />}
                    <SystemMessage message={message} viewer={viewer} />
                  </Fragment>
                );
              const mine = message.sender.side === room.side;
              const runStarts = day || !prior || prior.sender.id !== message.sender.id || prior.type === 'system';
              const named = runStarts && (viewer === 'staff' || !mine) ? (mine ? message.sender.name || t('chat.you') : message.sender.name) : undefined;
              return (
                <Fragment key={message.seq}>
                  {day && <DaySeparator iso={message.created_at} />}
                  <MessageBubble message={message} mine={mine} sender={named} viewer={viewer} receipt={mine ? receiptOf(message.seq, marks) : undefined} />
                </Fragment>
              );
            })}
            {log.pending.map((pending) => (
              <PendingBubble key={pending.temp_id} pending={pending} viewer={viewer} onRetry={chat.retry} />
            ))}
          </ol>
        )}
      </div>
      <Composer room={room} chat={chat} viewer={viewer} />
    </section>
  );
}
