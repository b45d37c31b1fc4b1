import { useTranslation } from '~/i18n/translate';
import { Badge } from '~/components/ui/badge';
import type { RxStatus } from './prescription-view';
import { PRESCRIPTION_STATUS_TONES } from '~/components/prescriptions/prescription-status-tones';

export function PrescriptionStatusBadge({ status }: { status: RxStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={PRESCRIPTION_STATUS_TONES[status]} data-testid="rx-status" data-status={status}>
      {t(`prescriptions.status.${status}`)}
    </Badge>
  );
}
