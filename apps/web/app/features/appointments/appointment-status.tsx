import type { AppointmentStatus } from '@apotek/contract/appointment-vocabulary';
import { Badge, type BadgeTone } from '~/components/ui/badge';

const TONE: Record<AppointmentStatus, BadgeTone> = {
  awaiting_payment: 'warning',
  requested: 'info',
  approved: 'success',
  done: 'neutral',
  cancelled: 'neutral',
  rejected: 'danger',
  expired: 'neutral',
};

/** The status as the API words it in the page's language, coloured by what it asks of the customer. */
export function AppointmentStatusBadge({ status, label }: { status: AppointmentStatus; label: string }) {
  return (
    <Badge tone={TONE[status]} data-testid="appointment-status" data-status={status}>
      {label}
    </Badge>
  );
}
