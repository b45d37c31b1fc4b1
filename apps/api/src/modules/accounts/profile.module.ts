import { apiMessage, profileMessage, routes } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Messaging } from '../../platform/messaging/messaging.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { ContactChangeService } from './contact-change.service.ts';
import { NotificationPreferencesService } from './notification-preferences.service.ts';
import { answeringProfileErrors } from './profile-errors.ts';
import { type AvatarImages, ProfileService } from './profile-service.ts';

export interface ProfileDeps {
  db: Kysely<Database>;
  clock: Clock;
  messaging: Messaging;
  limiter: RateLimiter;
  /** Where profile photos are kept (private objects). */
  storage: ObjectStorage;
  /** The media module's image pipeline (app.ts hands it over). */
  images: AvatarImages;
  secret: string;
  publicUrl: string;
}

/**
 * Issue 14 (profile; docs/decisions/036-profile-and-contact-changes.md): personal details and photo,
 * e-mail and phone changes confirmed by an OTP to the new address, the language, notification preferences.
 */
export function registerProfile(define: RouteRegistrar, deps: ProfileDeps): void {
  const profile = new ProfileService(deps);
  const contacts = new ContactChangeService(deps);
  const preferences = new NotificationPreferencesService(deps);
  const message = (locale: 'id' | 'en', key: Parameters<typeof profileMessage>[0], vars?: Record<string, string | number>) => profileMessage(key, locale, vars);

  define(routes.updateProfile, async ({ body, user, request, reply }) =>
    answeringProfileErrors(reply, async () => ({ status: 200, message: message(request.locale, 'profileSaved'), data: await profile.update(user, body) })),
  );

  define(routes.uploadProfilePhoto, async ({ user, request, reply }) =>
    answeringProfileErrors(reply, async () => {
      const photo = await profile.uploadPhoto(user, request);
      reply.code(201);
      return { status: 201, message: message(request.locale, 'photoUploaded'), data: photo };
    }),
  );

  define(routes.profilePhoto, async ({ params, user, reply }) => {
    const photo = await profile.photo(user, params.id);
    // A photo id never names other bytes: the owner's browser keeps it; no shared cache may.
    return reply
      .type('image/jpeg')
      .header('content-length', String(photo.size))
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(photo.body) as never;
  });

  define(routes.updateLanguage, async ({ body, user }) => {
    const data = await profile.setLanguage(user, body.locale);
    // Answered in the language just chosen.
    return { status: 200, message: message(body.locale, 'languageSaved'), data };
  });

  define(routes.changeEmail, async ({ body, user, request, reply }) =>
    answeringProfileErrors(reply, async () => {
      const challenge = await contacts.start(user, 'email', body.email);
      return { status: 200, message: message(request.locale, 'contactCodeSent', { destination: challenge.destination }), data: challenge };
    }),
  );

  define(routes.changePhone, async ({ body, user, request, reply }) =>
    answeringProfileErrors(reply, async () => {
      const challenge = await contacts.start(user, 'phone', body.phone);
      return { status: 200, message: message(request.locale, 'contactCodeSent', { destination: challenge.destination }), data: challenge };
    }),
  );

  define(routes.resendContactChange, async ({ body, user, request }) => {
    const challenge = await contacts.resend(user, body.change_id);
    return { status: 200, message: message(request.locale, 'contactCodeSent', { destination: challenge.destination }), data: challenge };
  });

  define(routes.confirmContactChange, async ({ body, user, request, reply }) =>
    answeringProfileErrors(reply, async () => {
      const { profile: data, kind } = await contacts.confirm(user, body.change_id, body.code);
      return { status: 200, message: message(request.locale, kind === 'email' ? 'emailChanged' : 'phoneChanged'), data };
    }),
  );

  define(routes.notificationPreferences, async ({ user, request }) => ({
    status: 200,
    message: apiMessage('ok', request.locale),
    data: { data: await preferences.list(user.id) },
  }));

  define(routes.updateNotificationPreferences, async ({ body, user, request, reply }) =>
    answeringProfileErrors(reply, async () => ({
      status: 200,
      message: message(request.locale, 'preferencesSaved'),
      data: { data: await preferences.update(user.id, body.preferences) },
    })),
  );
}
