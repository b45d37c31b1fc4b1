import type { RouteRegistrar } from '../../platform/routes.ts';
import { infoPagesRoutes } from './pages.routes.ts';
import { type InfoPagesDeps, InfoPagesService } from './pages.service.ts';

export type { InfoPagesDeps } from './pages.service.ts';

/** Information pages, the help centre and advertising enquiries (issue 14; docs/decisions/034-information-pages.md). */
export function registerInfoPages(define: RouteRegistrar, deps: InfoPagesDeps): InfoPagesService {
  const service = new InfoPagesService(deps);
  infoPagesRoutes(define, service);
  return service;
}
