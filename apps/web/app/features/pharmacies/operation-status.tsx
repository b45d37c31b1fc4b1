import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@apotek/contract/format/date';
import type { OperationCheck } from '@apotek/contract/pharmacies';
import { useLocale } from '~/lib/root-data';
import { OpenBadge } from './open-badge';

/** Open now? And when that changes: closes at …, or opens again at … (Asia/Jakarta, from the API). */
export function OperationStatus({ operation, fallbackOpen }: { operation: OperationCheck | null; fallbackOpen: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = operation?.is_open ?? fallbackOpen;
  const next = operation ? (open ? operation.next_closing : operation.next_opening) : null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="operation-status">
      <OpenBadge open={open} />
      {next && <span className="text-muted">{open ? t('pharmacy.closesAt', { time: formatDateTime(next, locale) }) : t('pharmacy.opensAt', { time: formatDateTime(next, locale) })}</span>}
    </div>
  );
}
