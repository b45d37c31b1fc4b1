import type { AppLoadContext } from 'react-router';
import { jakartaDate } from '@apotek/contract/format/date';
import { UPLOAD_LIMITS } from '@apotek/contract/files';
import { failPage } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';
import { loadPharmacyChoices } from '../pharmacy-choices.server';

/**
 * /prescription/upload's data: the pharmacies to choose from (nearest first when the shopper shared a
 * place) and the one ticked first: the pharmacy chosen on /pharmacy, else the nearest to the shopper.
 */
export async function loadUploadPage(request: Request, context: AppLoadContext) {
  const choices = await loadPharmacyChoices(serverApi(request, context), request);
  if ('ok' in choices) failPage(choices);
  return {
    pharmacies: choices.pharmacies,
    defaultPharmacyId: choices.defaultPharmacyId,
    limits: UPLOAD_LIMITS.prescription,
    today: jakartaDate(),
  };
}
