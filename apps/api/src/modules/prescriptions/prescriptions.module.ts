import type { RouteRegistrar } from '../../platform/routes.ts';
import { prescriptionsRoutes } from './prescriptions.routes.ts';
import { type PrescriptionsDeps, PrescriptionsService } from './prescriptions.service.ts';

/** Registers the prescription calls and the expiry job; answers the service the cart and payment workflows build on. */
export function registerPrescriptions(define: RouteRegistrar, deps: PrescriptionsDeps): PrescriptionsService {
  const prescriptions = new PrescriptionsService(deps);
  prescriptionsRoutes(define, prescriptions);
  deps.jobs.register('prescription.expire', ({ prescriptionId }) => prescriptions.expire(prescriptionId));
  return prescriptions;
}
