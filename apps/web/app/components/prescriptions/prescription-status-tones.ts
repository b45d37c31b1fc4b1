import type { PrescriptionStatus } from '@apotek/contract/prescriptions';
import type { BadgeTone } from '~/components/ui/badge';

/** A prescription state's badge colour: waiting on the pharmacist, waiting on the customer, usable, or closed. */
export const PRESCRIPTION_STATUS_TONES: Record<PrescriptionStatus, BadgeTone> = {
  submitted: 'info',
  in_review: 'info',
  needs_clarification: 'warning',
  approved: 'success',
  partly_redeemed: 'success',
  redeemed: 'neutral',
  rejected: 'danger',
  expired: 'neutral',
};
