import { useTranslation } from '~/i18n/translate';
import { TIME_ZONE } from '@apotek/contract/constants';
import type { OperationCheck } from '@apotek/contract/pharmacies';
import { zoneAbbreviation } from '@apotek/contract/time-zones';
import { useLocale } from '~/lib/root-data';
import { nextChange } from './format';
import { OpenBadge } from './open-badge';

/**
 * Open now? And when that changes: closes at …, or opens at … (see nextChange), on the pharmacy's clock.
 * The site's times are WIB (SPEC §1), so a pharmacy on another clock names it: "Tutup pukul 22.00 WITA".
 */
export function OperationStatus({ operation, fallbackOpen }: { operation: OperationCheck | null; fallbackOpen: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = operation?.is_open ?? fallbackOpen;
  const change = operation ? nextChange(operation, locale) : null;
  const abbreviation = operation ? zoneAbbreviation(operation.time_zone) : null;
  const zone = abbreviation !== zoneAbbreviation(TIME_ZONE) ? abbreviation : null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="operation-status">
      <OpenBadge open={open} />
      {change && (
        <span className="text-muted" data-testid="operation-next">
          {t(change.key, zone ? { ...change.values, time: `${change.values.time} ${zone}` } : change.values)}
        </span>
      )}
    </div>
  );
}
