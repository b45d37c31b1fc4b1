import { routes } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { ok } from '../../platform/envelope.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Messaging } from '../../platform/messaging/messaging.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import type { PersonalDataPorts } from './privacy.ports.ts';
import { type PrivacyLog, PrivacyService } from './privacy.service.ts';

export interface PrivacyDeps {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  storage: ObjectStorage;
  messaging: Messaging;
  ports: PersonalDataPorts;
  publicUrl: string;
  log: PrivacyLog;
  /** The sandbox's tester tools (null when off): the erasure at a later `now`, for the e2e's moved clock. */
  sandboxTools: RouteRegistrar | null;
}

/**
 * Personal-data rights (issue 14; docs/decisions/037-personal-data-rights.md): `/api/my/data-export`,
 * `/api/my/account-deletion`, consent withdrawal, the jobs that make exports and erase accounts, and the
 * login hook that cancels a pending deletion.
 */
export function registerPrivacy(define: RouteRegistrar, deps: PrivacyDeps): PrivacyService {
  const privacy = new PrivacyService(deps);
  const { jobs } = deps;

  jobs.register('privacy.export', async ({ exportId }, job) => {
    try {
      await privacy.buildExport(exportId);
    } catch (error) {
      if (job.attempt >= job.maxAttempts) await privacy.failExport(exportId, error);
      throw error;
    }
  });
  jobs.register('privacy.export-expire', ({ exportId }) => privacy.expireExport(exportId));
  jobs.register('privacy.erase', async ({ deletionId }) => {
    await privacy.erase(deletionId);
  });
  // Signing in during the grace period cancels the deletion (UU PDP leaves the choice with the user).
  deps.ports.onLogin((userId) => privacy.cancelDeletion(userId, 'login').then(() => undefined));

  define(routes.myDataExports, async ({ user, reply }) => ok(reply, await privacy.listExports(user.id)));
  define(routes.requestDataExport, async ({ user, reply }) => ok(reply, await privacy.requestExport(user.id)));
  define(routes.dataExportLink, async ({ user, params, reply }) => ok(reply, await privacy.exportLink(user.id, params.id)));
  define(routes.myAccountDeletion, async ({ user, reply }) => ok(reply, await privacy.deletion(user.id)));
  define(routes.requestAccountDeletion, async ({ user, body, reply }) => ok(reply, await privacy.requestDeletion(user.id, body.password)));
  define(routes.cancelAccountDeletion, async ({ user, reply }) => ok(reply, await privacy.cancelDeletion(user.id, 'user')));
  define(routes.myPrivacyConsents, async ({ user, reply }) => ok(reply, await privacy.consents(user.id)));
  define(routes.withdrawConsent, async ({ user, params, reply }) => ok(reply, await privacy.withdrawConsent(user.id, params.document)));
  deps.sandboxTools?.(routes.devRunErasures, async ({ body, reply }) => ok(reply, { erased: await privacy.eraseDue(new Date(body.now)) }));
  return privacy;
}
