import type { Consultation } from '@apotek/contract/consultations';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { PrescriptionIcon } from '~/components/ui/icons';
import { formatIdr } from '~/components/ui/price';
import { useLocale } from '~/lib/root-data';

/** Where a refund went and when (the doctor did not answer in time). */
export function RefundNote({ refund }: { refund: NonNullable<Consultation['refund']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="text-sm text-ink" data-testid="refund-note">
      {t(refund.to === 'wallet' ? 'consultations.refund.toWallet' : 'consultations.refund.toOriginal', { amount: formatIdr(refund.amount), time: formatDateTime(refund.at, locale) })}
    </p>
  );
}

/** "Tebus resep": each e-prescription of the consultation opens its page, where it goes into the cart. */
export function PrescriptionLinks({ ids, compact = false }: { ids: readonly string[]; compact?: boolean }) {
  const { t } = useTranslation();
  if (ids.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${compact ? '' : 'mt-2'}`}>
      {ids.map((id) => (
        <li key={id}>
          <LinkButton to={`/prescription/${encodeURIComponent(id)}`} variant="secondary" data-testid="redeem-prescription" aria-label={ids.length > 1 ? t('consultations.actions.redeemOne', { id }) : undefined}>
            <PrescriptionIcon className="h-4 w-4" />
            {t('consultations.actions.redeem')}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
