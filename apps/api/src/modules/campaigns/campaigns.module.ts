import type { RouteRegistrar } from '../../platform/routes.ts';
import { campaignsRoutes } from './campaigns.routes.ts';
import { type CampaignsDeps, CampaignsService } from './campaigns.service.ts';

export function registerCampaigns(define: RouteRegistrar, deps: CampaignsDeps): CampaignsService {
  const campaigns = new CampaignsService(deps);
  campaignsRoutes(define, campaigns);
  return campaigns;
}
