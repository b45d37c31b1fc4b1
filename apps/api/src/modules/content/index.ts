/** The content module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export { contentRoutes } from './content.routes.ts';
export { ContentService } from './content.service.ts';
