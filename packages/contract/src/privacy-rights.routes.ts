import { route } from './route-def.ts';
import * as privacy from './privacy-rights.ts';

/** Routes of issue 14 (privacy); spread into the route table in routes.ts. */
export const privacyRoutes = {
  myDataExports: route({ method: 'GET', path: '/api/my/data-export', response: privacy.dataExportsResponse, auth: 'user', tags: ['user'], summary: 'My data exports (UU PDP), newest first, with their status' }),
  requestDataExport: route({ method: 'POST', path: '/api/my/data-export', response: privacy.dataExportResponse, auth: 'user', tags: ['user'], summary: 'Ask for a ZIP of all my data (JSON and a PDF summary); a job makes it and a message says when it is ready' }),
  dataExportLink: route({ method: 'GET', path: '/api/my/data-export/:id/download', params: privacy.dataExportParams, response: privacy.dataExportLinkResponse, auth: 'user', tags: ['user'], summary: 'A short-lived signed link to my ready export (404 for anyone else’s)' }),
  myAccountDeletion: route({ method: 'GET', path: '/api/my/account-deletion', response: privacy.accountDeletionResponse, auth: 'user', tags: ['user'], summary: 'My pending or latest account-deletion request' }),
  requestAccountDeletion: route({ method: 'POST', path: '/api/my/account-deletion', body: privacy.accountDeletionBody, response: privacy.accountDeletionResponse, auth: 'user', tags: ['user'], summary: 'Delete my account after a grace period; needs the password. Signing in before then cancels it' }),
  cancelAccountDeletion: route({ method: 'DELETE', path: '/api/my/account-deletion', response: privacy.accountDeletionResponse, auth: 'user', tags: ['user'], summary: 'Cancel my pending account deletion' }),
  myPrivacyConsents: route({ method: 'GET', path: '/api/my/privacy/consents', response: privacy.privacyConsentsResponse, auth: 'user', tags: ['user'], summary: 'Every consent I gave (any document), its version and date, and whether I can withdraw it' }),
  withdrawConsent: route({ method: 'POST', path: '/api/my/consents/:document/withdraw', params: privacy.consentWithdrawParams, response: privacy.consentWithdrawResponse, auth: 'user', tags: ['user'], summary: 'Withdraw a consent the law lets me withdraw (health data, marketing); not the terms while the account exists' }),
  devRunErasures: route({ method: 'POST', path: '/api/dev/privacy/erasures', body: privacy.devErasuresBody, response: privacy.devErasuresResponse, auth: 'guest', tags: ['dev'], summary: 'Sandbox only: run the account erasures due at a later `now`' }),
} as const satisfies Record<string, ReturnType<typeof route>>;
