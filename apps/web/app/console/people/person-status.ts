import type { PersonSummary } from '@apotek/contract';
import type { BadgeTone } from '~/components/ui/badge';

export function statusTone(status: PersonSummary['status']): BadgeTone {
  if (status === 'blocked') return 'danger';
  return status === 'active' ? 'success' : 'warning';
}
