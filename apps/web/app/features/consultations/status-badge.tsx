import type { Consultation } from '@apotek/contract/consultations';
import { Badge } from '~/components/ui/badge';
import { statusTone } from './consultation-stage';

/** The state in the API's words for the page's language (status_label). */
export function ConsultationStatusBadge({ consultation }: { consultation: Pick<Consultation, 'status' | 'status_label'> }) {
  return (
    <Badge tone={statusTone(consultation.status)} data-testid="consultation-status" data-status={consultation.status}>
      {consultation.status_label}
    </Badge>
  );
}
