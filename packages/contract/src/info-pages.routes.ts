import * as info from './info-pages.ts';
import { route } from './route-def.ts';

/** Routes of issue 14 (pages); spread into the route table in routes.ts. */
export const infoPageRoutes = {
  infoPage: route({ method: 'GET', path: '/api/pages/:slug', params: info.infoPageParams, query: info.infoPageQuery, response: info.infoPageResponse, auth: 'guest', cache: 'public', tags: ['content'], summary: 'An information page (about-us, term-condition, privacy, advertise, portal, portal-shopee) as sanitised HTML with its version; `version` asks for an earlier one' }),
  faq: route({ method: 'GET', path: '/api/faq', query: info.faqQuery, response: info.faqResponse, auth: 'guest', cache: 'public', tags: ['content'], summary: 'The help centre in both languages, grouped by topic; `q` searches (the chat assistant answers from it too)' }),
  advertise: route({ method: 'POST', path: '/api/advertise', body: info.advertiseRequest, response: info.advertiseResponse, auth: 'guest', tags: ['content'], summary: "An advertising enquiry: stored, and sent to the shop's sales desk (rate-limited per IP)" }),
} as const satisfies Record<string, ReturnType<typeof route>>;
