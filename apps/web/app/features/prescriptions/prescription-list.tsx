import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { formatDate, formatDateTime } from '@apotek/contract/format/date';
import { Badge } from '~/components/ui/badge';
import { LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { PlusIcon, PrescriptionIcon } from '~/components/ui/icons';
import { Pagination } from '~/components/ui/pagination';
import { LinkTabs } from '~/components/ui/tabs';
import { useLocale } from '~/lib/root-data';
import { PrescriptionStatusBadge } from './prescription-status-badge';
import { listHref, STATUS_FILTERS, type StatusFilter } from './prescription-status';
import type { RxListItem } from './prescription-view';

/** /prescription: the status filter, the customer's prescriptions newest first, and paging. */
export function PrescriptionList({ status, prescriptions, page, lastPage }: { status: StatusFilter; prescriptions: RxListItem[]; page: number; lastPage: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="space-y-4">
      <LinkTabs
        bleed
        label={t('prescriptions.list.filter')}
        items={STATUS_FILTERS.map((s) => ({
          href: listHref(s),
          label: t(s === 'all' ? 'prescriptions.list.all' : `prescriptions.status.${s}`),
          current: s === status,
        }))}
      />
      {prescriptions.length === 0 ? (
        <EmptyState
          data-testid="rx-empty"
          icon={PrescriptionIcon}
          title={
            status === 'all'
              ? t('prescriptions.list.emptyTitle')
              : t('prescriptions.list.emptyFiltered', {
                  status: t(`prescriptions.status.${status}`),
                })
          }
          text={t('prescriptions.list.emptyBody')}
          action={<LinkButton to="/prescription/upload">{t('prescriptions.list.upload')}</LinkButton>}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {prescriptions.map((rx) => (
            <li key={rx.id}>
              <Link to={`/prescription/${rx.id}`} className="block h-full rounded-2xl focus-visible:outline-2" data-testid="rx-card" data-rx-id={rx.id}>
                <Card interactive className="h-full space-y-2">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold text-ink">{rx.patient_name}</p>
                      <p className="text-xs text-muted">
                        {rx.id} · {formatDateTime(rx.created_at, locale)}
                      </p>
                    </div>
                    <PrescriptionStatusBadge status={rx.status} />
                  </div>
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    {rx.pharmacy_name}
                    {rx.electronic && <Badge tone="primary">{t('prescriptions.list.electronic')}</Badge>}
                  </p>
                  <CardNote rx={rx} />
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={(p) => listHref(status, p)} label={t('prescriptions.list.paging')} />
    </div>
  );
}

/** The page header's "Unggah resep" button. */
export function UploadLink() {
  const { t } = useTranslation();
  return (
    <LinkButton to="/prescription/upload" className="shrink-0" data-testid="rx-upload-link">
      <PlusIcon className="h-4 w-4" />
      {t('prescriptions.list.upload')}
    </LinkButton>
  );
}

/** What the card says under the pharmacy: what to wait for, or what was approved and until when. */
function CardNote({ rx }: { rx: RxListItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rx.status === 'needs_clarification') return <p className="text-xs font-medium text-warning">{t('prescriptions.list.awaitingAnswer')}</p>;
  if (rx.status === 'submitted' || rx.status === 'in_review') return <p className="text-xs text-muted">{t('prescriptions.list.noItemsYet')}</p>;
  if (rx.item_count === 0) return null;
  return (
    <p className="text-xs text-muted">
      {t('prescriptions.list.items', { count: rx.item_count })}
      {rx.valid_until && ` · ${t('prescriptions.list.validUntil', { date: formatDate(rx.valid_until, locale) })}`}
    </p>
  );
}
