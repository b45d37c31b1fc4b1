import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import type { Consultation } from '@apotek/contract/consultations';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { StethoscopeIcon } from '~/components/ui/icons';
import { LinkTabs } from '~/components/ui/tabs';
import { ConsultationStatusBadge } from '~/features/consultations/status-badge';
import { Stars } from '~/components/ui/stars';
import { useLocale } from '~/lib/root-data';
import { ConsoleListScreen } from '../console-list-screen';
import { TimeLeft, useNow, usePatientLine } from './consult-bits';
import type { ConsultList, ConsultQueueData } from './consult-queue.server';
import { CONSULT_TAB_KEYS, type ConsultTab, consultDetailPath, consultTabHref } from './consult-tabs';
import { doctorDeadline, excerpt, titleWithCount, waitedFor } from './consult-time';
import { DoctorOwnProfileView } from './doctor-own-profile';
import { useLiveQueue } from './use-live-queue';
import { refreshWaitingCount, useWaitingConsultations } from './waiting-count';

/**
 * /console/consultations: the doctor's queue — paid consultations waiting for an answer first (the one
 * that has waited longest on top, highlighted, with the time left before the fee is refunded), then those
 * under way with the time left — and tabs for the ended, the refunded, and their schedule and reviews.
 * It stays current by itself, and while one waits the page title starts with the count.
 */
export function ConsultQueue({ data }: { data: ConsultQueueData }) {
  const { t } = useTranslation();
  const live = useWaitingConsultations(true);
  // Before the count is read in the browser, the first page's waiting ones stand in (the server's render).
  const waiting = live > 0 ? live : data.tab === 'queue' ? data.list.consultations.filter((c) => c.status === 'waiting').length : 0;
  const refresh = useLiveQueue(live);
  // A queue read again (a frame, the poll) that shows another number of waiting ones: the menu's count follows.
  const listed = data.tab === 'queue' ? data.list.consultations.filter((c) => c.status === 'waiting').length : null;
  useEffect(() => {
    if (listed !== null && listed !== live) refreshWaitingCount();
  }, [listed, live]);
  const tabs = (
    <LinkTabs
      label={t('consoleConsult.tabs')}
      bleed
      items={CONSULT_TAB_KEYS.map((key) => ({
        href: consultTabHref(key),
        current: key === data.tab,
        label: key === 'queue' && waiting > 0 ? `${t(`consoleConsult.tab.${key}`)} (${waiting})` : t(`consoleConsult.tab.${key}`),
      }))}
    />
  );
  const title = t('consoleConsult.title');
  const meta = <PageMeta bare title={titleWithCount(t('meta.titleTemplate', { title }), waiting)} />;

  if (data.tab === 'schedule')
    return (
      <section aria-labelledby="page-title" className="space-y-4">
        {meta}
        <div>
          <h1 id="page-title" className="text-2xl font-bold">
            {title}
          </h1>
          <p className="text-sm text-muted">{t('consoleConsult.intro')}</p>
        </div>
        {tabs}
        <DoctorOwnProfileView profile={data.profile} />
      </section>
    );

  return (
    <>
      {meta}
      <ConsultListScreen tab={data.tab} list={data.list} waiting={waiting} onDue={refresh}>
        {tabs}
      </ConsultListScreen>
    </>
  );
}

function ConsultListScreen({ tab, list, waiting, onDue, children }: { tab: Exclude<ConsultTab, 'schedule'>; list: ConsultList; waiting: number; onDue: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  return (
    <ConsoleListScreen
      title={t('consoleConsult.title')}
      intro={t('consoleConsult.intro')}
      count={t(`consoleConsult.count.${tab}`, { count: list.total })}
      items={list.consultations}
      row={(c) => <ConsultRow key={c.id} consultation={c} now={now} onDue={onDue} />}
      empty={{ icon: StethoscopeIcon, text: t(`consoleConsult.empty.${tab}`) }}
      page={list.page}
      lastPage={list.lastPage}
      hrefFor={(p) => consultTabHref(tab, p)}
    >
      {children}
      {tab === 'queue' && waiting > 0 && (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-danger" data-testid="consult-waiting-alert">
          <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 animate-pulse rounded-full bg-danger motion-reduce:animate-none" />
          {t('consoleConsult.waitingAlert', { count: waiting })}
        </p>
      )}
    </ConsoleListScreen>
  );
}

function ConsultRow({ consultation: c, now, onDue }: { consultation: Consultation; now: number | null; onDue: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const patientLine = usePatientLine();
  const deadline = doctorDeadline(c);
  const waitingNow = c.status === 'waiting';
  const waited = now === null ? null : waitedFor(c.paid_at, now);
  return (
    <Card
      as="li"
      padding="sm"
      tone={waitingNow ? 'danger' : 'default'}
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${waitingNow ? 'ring-2 ring-danger/40' : ''}`}
      data-testid="consult-row"
      data-id={c.id}
      data-status={c.status}
      data-highlight={waitingNow}
    >
      <div className="min-w-0 flex-1 basis-64">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold" data-testid="consult-patient">
            {patientLine(c.patient, { relation: false })}
          </p>
          <ConsultationStatusBadge consultation={c} />
        </div>
        <p className="mt-1 text-sm text-ink/90" data-testid="consult-complaint">
          {excerpt(c.complaint)}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="font-mono">{c.id}</span>
          {waitingNow && waited !== null && (
            <Badge tone="warning" data-testid="consult-waited">
              {t(`consoleConsult.waited.${waited.unit}`, { count: waited.count })}
            </Badge>
          )}
          {deadline && <TimeLeft kind={deadline.kind} at={deadline.at} now={now} onDue={onDue} />}
          {!deadline && c.ended_at && <span>{t('consoleConsult.endedAt', { time: formatDateTime(c.ended_at, locale) })}</span>}
          {c.status === 'refunded' && c.refund && <span>{t('consoleConsult.refundedAt', { time: formatDateTime(c.refund.at, locale) })}</span>}
          {c.prescription_ids.length > 0 && <span>{t('consoleConsult.rxCount', { count: c.prescription_ids.length })}</span>}
          {c.review && <Stars value={c.review.rating} />}
        </p>
      </div>
      <Link to={consultDetailPath(c.id)} className={buttonClass(waitingNow ? 'primary' : 'outline', 'px-4 py-1.5')} aria-label={`${t(waitingNow ? 'consoleConsult.openWaiting' : 'consoleConsult.open')} · ${c.patient.name}`}>
        {t(waitingNow ? 'consoleConsult.openWaiting' : 'consoleConsult.open')}
      </Link>
    </Card>
  );
}
