import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { CampaignsService } from './campaigns.service.ts';

export function campaignsRoutes(define: RouteRegistrar, campaigns: CampaignsService): void {
  define(routes.campaign, async ({ params, reply, request }) => ok(reply, await campaigns.detail(params.id, request.locale)));
  define(routes.consoleCampaignPublish, async ({ params, reply }) => ok(reply, await campaigns.publish(params.id), 'campaignPublished'));
}
