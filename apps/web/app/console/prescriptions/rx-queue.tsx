import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { ConsolePrescriptionSummary } from '@apotek/contract/prescriptions';
import { formatDateTime } from '@apotek/contract/format/date';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ClockIcon, PrescriptionIcon } from '~/components/ui/icons';
import { LinkTabs } from '~/components/ui/tabs';
import { PrescriptionStatusBadge } from '~/features/prescriptions/prescription-status-badge';
import { useLocale } from '~/lib/root-data';
import { ConsoleListScreen } from '../console-list-screen';
import { RX_QUEUE_TAB_KEYS, type RxDecision, type RxQueueTab } from './queue-tabs';
import { waitingFor } from './waiting';

const tabHref = (tab: RxQueueTab, page = 1) => `/console/prescriptions${tab === 'open' ? '' : `?tab=${tab}`}${page > 1 ? `${tab === 'open' ? '?' : '&'}page=${page}` : ''}`;

/** Statuses whose wait is the pharmacy's to end: the badge shows only there. */
const WAITING_ON_PHARMACY = new Set(['submitted', 'in_review']);

/** /console/prescriptions: the pharmacy's prescriptions by status, oldest first, with how long each has waited. */
export function RxQueue({ tab, prescriptions, page, lastPage, total, decided }: { tab: RxQueueTab; prescriptions: ConsolePrescriptionSummary[]; page: number; lastPage: number; total: number; decided: { status: RxDecision; id: string } | null }) {
  const { t } = useTranslation();
  return (
    <ConsoleListScreen
      title={t('consoleRx.queue.title')}
      intro={t('consoleRx.queue.intro')}
      count={t('consoleRx.queue.count', { count: total })}
      items={prescriptions}
      row={(rx) => <RxQueueRow key={rx.id} rx={rx} />}
      empty={{ icon: PrescriptionIcon, text: t('consoleRx.queue.empty') }}
      page={page}
      lastPage={lastPage}
      hrefFor={(p) => tabHref(tab, p)}
    >
      {decided && <Alert tone="success">{t(`consoleRx.review.decided.${decided.status}`, { id: decided.id })}</Alert>}
      <LinkTabs label={t('consoleRx.queue.tabs')} bleed items={RX_QUEUE_TAB_KEYS.map((key) => ({ href: tabHref(key), label: t(`consoleRx.queue.tab.${key}`), current: key === tab }))} />
    </ConsoleListScreen>
  );
}

function RxQueueRow({ rx }: { rx: ConsolePrescriptionSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const waiting = waitingFor(rx.waiting_seconds);
  return (
    <Card as="li" padding="sm" data-testid="console-rx" data-rx-id={rx.id} className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-mono font-semibold">{rx.id}</p>
          <PrescriptionStatusBadge status={rx.status} />
          {WAITING_ON_PHARMACY.has(rx.status) && (
            <Badge tone={waiting.tone} data-testid="rx-waiting">
              <ClockIcon className="h-3.5 w-3.5" />
              {t(`consoleRx.queue.waiting.${waiting.unit}`, { count: waiting.count })}
            </Badge>
          )}
        </div>
        <p className="mt-1 text-sm">
          {t('consoleRx.queue.patient', { name: rx.patient.name })}
          <span className="text-muted">
            {' '}
            · {rx.customer_name} · {t('consoleRx.queue.files', { count: rx.file_count })}
          </span>
        </p>
        <p className="text-xs text-muted">
          {t('consoleRx.queue.submittedAt', { time: formatDateTime(rx.created_at, locale) })} · {rx.doctor.name}
        </p>
      </div>
      <Link to={`/console/prescriptions/${rx.id}`} className={buttonClass(WAITING_ON_PHARMACY.has(rx.status) ? 'primary' : 'outline', 'px-4 py-1.5')} aria-label={`${t('consoleRx.queue.open')} ${rx.id}`}>
        {t('consoleRx.queue.open')}
      </Link>
    </Card>
  );
}
