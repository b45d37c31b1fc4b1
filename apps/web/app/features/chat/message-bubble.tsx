import { Link } from 'react-router';
import type { ChatMessage } from '@apotek/contract/chat';
import { useTranslation } from '~/i18n/translate';
import { noticeKey } from './system-notice';
import { ClockIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';
import { signedFilePath } from '~/lib/signed-file-url';
import { ChatCardView } from './chat-cards';
import { clockTime } from './chat-view';
import type { PendingMessage } from './message-log';
import type { ReceiptState } from './receipts';

/** Who is looking: links go to the shop's pages for the customer, to the console's for the staff. */
export type ChatViewer = 'customer' | 'staff';

function ReceiptMark({ state }: { state: ReceiptState }) {
  const { t } = useTranslation();
  const label = t(`chat.status.${state}`);
  const look = state === 'read' ? 'text-info' : state === 'failed' ? 'text-danger' : 'text-muted';
  const mark = state === 'sending' ? <ClockIcon className="h-3 w-3" /> : state === 'failed' ? '!' : state === 'read' ? '✓✓' : '✓';
  return (
    <span className={`inline-flex text-[11px] font-bold tracking-tighter ${look}`} title={label} data-testid="chat-receipt" data-state={state}>
      <span aria-hidden="true">{mark}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function Attachment({ message, viewer }: { message: ChatMessage; viewer: ChatViewer }) {
  const { t } = useTranslation();
  const attachment = message.attachment;
  if (!attachment) return null;
  if (attachment.kind === 'image') {
    const src = signedFilePath(attachment.file.url);
    return (
      <a href={src} target="_blank" rel="noopener noreferrer" className="block" aria-label={t('chat.image.open')}>
        <img
          src={src}
          alt={t('chat.image.alt', { name: message.sender.name })}
          width={attachment.file.width ?? 240}
          height={attachment.file.height ?? 240}
          loading="lazy"
          className="h-auto max-h-80 w-60 max-w-full rounded-lg bg-gray-100 object-contain"
          data-testid="chat-image"
        />
      </a>
    );
  }
  if (attachment.kind === 'product' || attachment.kind === 'prescription') return <ChatCardView card={attachment} viewer={viewer} />;
  return null;
}

/** A notice of the shop (the order a chat is about, a consultation's end): centred, not anyone's bubble. */
export function SystemMessage({ message, viewer }: { message: ChatMessage; viewer: ChatViewer }) {
  const { t } = useTranslation();
  const order = message.attachment?.kind === 'order' ? message.attachment.order.code : null;
  const notice = noticeKey(message.message);
  if (message.attachment?.kind === 'prescription') {
    // A doctor's e-prescription: the card, under a line saying what it is.
    return (
      <li className="flex flex-col items-center gap-1" data-testid="chat-system" data-seq={message.seq}>
        <p className="text-xs text-muted">{t('chat.system.prescription')}</p>
        <ChatCardView card={message.attachment} viewer={viewer} />
      </li>
    );
  }
  return (
    <li className="flex justify-center" data-testid="chat-system" data-seq={message.seq}>
      <p className="max-w-[85%] rounded-2xl bg-gray-100 px-3 py-1 text-center text-xs text-muted">
        {order ? (
          <>
            {t('chat.system.order')}{' '}
            {viewer === 'customer' ? (
              <Link to={`/order/summary/${order}`} className="whitespace-nowrap font-semibold text-primary-strong underline">
                {order}
              </Link>
            ) : (
              <span className="whitespace-nowrap font-mono font-semibold text-ink">{order}</span>
            )}
          </>
        ) : notice ? (
          t(notice)
        ) : (
          message.message
        )}
      </p>
    </li>
  );
}

interface BubbleProps {
  mine: boolean;
  /** The sender's name above the bubble (the start of a run of the other side's messages). */
  sender?: string | undefined;
  viewer: ChatViewer;
}

/** A stored message as a bubble: own ones on the right with their receipt, the other side's on the left. */
export function MessageBubble({ message, mine, sender, viewer, receipt }: BubbleProps & { message: ChatMessage; receipt?: 'sent' | 'read' | undefined }) {
  const locale = useLocale();
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-testid="chat-message" data-seq={message.seq} data-mine={mine}>
      {sender && <span className="mb-0.5 px-1 text-xs font-semibold text-muted">{sender}</span>}
      <div className={`max-w-[85%] space-y-1 rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%] ${mine ? 'rounded-br-md bg-primary-soft' : 'rounded-bl-md border border-gray-200 bg-white'}`}>
        <Attachment message={message} viewer={viewer} />
        {message.message.trim() ? <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p> : null}
        <p className="flex items-center justify-end gap-1 text-[11px] text-muted">
          <time dateTime={message.created_at}>{clockTime(message.created_at, locale)}</time>
          {mine && receipt && <ReceiptMark state={receipt} />}
        </p>
      </div>
    </li>
  );
}

/** An own message not stored yet: on its way (🕓), or failed with the reason and "try again". */
export function PendingBubble({ pending, viewer, onRetry }: { pending: PendingMessage; viewer: ChatViewer; onRetry: (tempId: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="flex flex-col items-end" data-testid="chat-pending" data-state={pending.status}>
      <div className={`max-w-[85%] space-y-1 rounded-2xl rounded-br-md px-3 py-2 shadow-sm sm:max-w-[70%] ${pending.status === 'failed' ? 'border border-red-200 bg-red-50' : 'bg-primary-soft/70'}`}>
        {pending.card && (
          <div className="opacity-80">
            <ChatCardView card={pending.card} viewer={viewer} />
          </div>
        )}
        {pending.preview && <img src={pending.preview} alt={t('chat.image.preview')} className="h-auto max-h-80 w-60 max-w-full rounded-lg object-contain opacity-80" />}
        {pending.message && <p className="whitespace-pre-wrap break-words text-sm">{pending.message}</p>}
        <p className="flex items-center justify-end gap-1 text-[11px] text-muted">
          <time dateTime={pending.created_at}>{clockTime(pending.created_at, locale)}</time>
          <ReceiptMark state={pending.status} />
        </p>
      </div>
      {pending.status === 'failed' && (
        <p className="mt-1 flex items-center gap-2 text-xs text-danger">
          <span>{pending.error ?? t('chat.status.failed')}</span>
          <button type="button" onClick={() => onRetry(pending.temp_id)} className="font-semibold underline">
            {t('chat.retry')}
          </button>
        </p>
      )}
    </li>
  );
}
