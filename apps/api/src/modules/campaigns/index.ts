/** The campaigns module's public face (ADR 014; docs/decisions/025-notifications-and-campaigns.md). */
export { registerCampaigns } from './campaigns.module.ts';
export { campaignKey, type CampaignsDeps, CampaignsService, type CampaignSummary } from './campaigns.service.ts';
export type { CampaignPorts } from './campaigns.ports.ts';
export type { CampaignsTables } from './campaigns.tables.ts';
