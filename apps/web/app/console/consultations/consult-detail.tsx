import { useCallback, useMemo, useRef } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ChatRoom } from '@apotek/contract/chat';
import type { Consultation } from '@apotek/contract/consultations';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { ChatIcon } from '~/components/ui/icons';
import { Conversation } from '~/features/chat/conversation';
import { ConsultationStatusBadge } from '~/features/consultations/status-badge';
import { TimeLeft, useNow, usePatientLine } from './consult-bits';
import type { ConsultDetailData } from './consult-detail.server';
import { ConsultNotes } from './consult-notes';
import { ConsultPatient } from './consult-patient';
import { ConsultState } from './consult-state';
import { CONSULT_QUEUE_PATH } from './consult-tabs';
import { doctorDeadline, isOver, titleWithCount } from './consult-time';
import { RxWriter } from './rx-writer';
import { useWaitingConsultations } from './waiting-count';

/** Under the chat's header: the consultation's state and clock, and the end once it is over. */
function ChatStrip({ consultation: c, now, onDue }: { consultation: Consultation; now: number | null; onDue: () => void }) {
  const { t } = useTranslation();
  const deadline = doctorDeadline(c);
  const over = isOver(c.status);
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-200 px-3 py-2 text-sm ${over ? 'bg-gray-100' : c.status === 'waiting' ? 'bg-red-50' : 'bg-primary-soft/40'}`} data-testid="consult-chat-strip" data-status={c.status}>
      <ConsultationStatusBadge consultation={c} />
      {deadline ? <TimeLeft kind={deadline.kind} at={deadline.at} now={now} onDue={onDue} /> : null}
      <span className="text-xs text-muted">{t(`consoleConsult.strip.${c.status}`)}</span>
    </div>
  );
}

function NoChat({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <ChatIcon className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="text-sm text-muted">{t(failed ? 'consoleConsult.chatFailed' : 'consoleConsult.noChat')}</p>
    </div>
  );
}

/**
 * /console/consultations/{id}: the consultation beside its chat. Left, what the doctor acts on — its state
 * and clock with "Terima & balas", "Perpanjang" and "Akhiri konsultasi", the patient and their consented
 * health data —, then the private notes and the e-prescription writer; right, the conversation with the
 * patient (the doctor is the room's counterpart side; their first message also answers a waiting one).
 * On a phone the chat comes after the patient's data.
 */
export function ConsultDetail({ data }: { data: ConsultDetailData }) {
  const { t } = useTranslation();
  const { consultation: c, conversation } = data;
  const { revalidate, state } = useRevalidator();
  const latest = useRef({ revalidate, state, status: c.status });
  latest.current = { revalidate, state, status: c.status };
  const now = useNow(1000);
  const patientLine = usePatientLine();
  const waiting = useWaitingConsultations(true);

  /** A clock reached zero: the server moves the state on its own clock (refund, end), so read it again. */
  const reread = useCallback(() => {
    if (latest.current.state === 'idle') void latest.current.revalidate();
  }, []);
  /** The chat moved: a doctor's first message answers a waiting consultation on the server. */
  const activity = useCallback(() => {
    if (latest.current.status === 'waiting') reread();
  }, [reread]);

  const over = isOver(c.status);
  // The API keeps the room open after the end (it refuses new messages); shown closed, the composer says so.
  const shown = useMemo(() => (conversation && over ? { ...conversation, room: { ...conversation.room, status: 'closed' as const } } : conversation), [conversation, over]);
  const title = t('consoleConsult.detail.title', { name: c.patient.name });
  const showNotes = c.status !== 'awaiting_payment' && c.status !== 'expired';
  return (
    <article aria-labelledby="consult-title" className="space-y-4" data-testid="consult-detail" data-id={c.id} data-status={c.status}>
      <PageMeta bare title={titleWithCount(t('meta.titleTemplate', { title }), waiting)} />
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link to={CONSULT_QUEUE_PATH} className="text-sm font-semibold text-primary-strong hover:underline">
          ← {t('consoleConsult.backToQueue')}
        </Link>
        <h1 id="consult-title" className="w-full text-xl font-bold sm:text-2xl">
          {title}
        </h1>
        <p className="text-sm text-muted">
          {patientLine(c.patient, { relation: false })} · <span className="font-mono">{c.id}</span>
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 space-y-4">
          <ConsultState consultation={c} now={now} onDue={reread} />
          <ConsultPatient consultation={c} />
        </div>
        <div className="flex h-[75dvh] min-h-[420px] min-w-0 flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:h-[calc(100dvh-7rem)]" data-testid="consult-chat" data-over={over}>
          {shown ? (
            <Conversation
              key={shown.room.room_id}
              active={shown}
              viewer="staff"
              backTo={CONSULT_QUEUE_PATH}
              onActivity={activity}
              subtitle={(room: ChatRoom) => t('consoleConsult.chatWith', { name: room.name })}
              banner={<ChatStrip consultation={c} now={now} onDue={reread} />}
            />
          ) : (
            <NoChat failed={data.chatFailed} />
          )}
        </div>
        <div className="min-w-0 space-y-4">
          {showNotes && <ConsultNotes consultation={c} />}
          <RxWriter consultation={c} />
        </div>
      </div>
    </article>
  );
}
