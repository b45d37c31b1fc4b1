import { z } from 'zod';
import { profileResponse } from './auth.ts';
import * as p from './profile.ts';
import { route } from './route-def.ts';

/** Routes of issue 14 (profile); spread into the route table in routes.ts. */
export const profileRoutes = {
  updateProfile: route({ method: 'PUT', path: '/api/my/profile', body: p.updateProfileBody, response: profileResponse, auth: 'user', tags: ['user'], summary: 'Change your name, photo, date of birth and gender' }),
  uploadProfilePhoto: route({ method: 'POST', path: '/api/my/profile/photo', response: p.profilePhotoResponse, auth: 'user', tags: ['user'], summary: 'Upload a profile photo (multipart, one `file` part, at most 5 MB): typed by its bytes, re-encoded without metadata, cut to 512 px' }),
  profilePhoto: route({ method: 'GET', path: '/api/my/profile/photo/:id', params: p.profilePhotoParams, response: z.unknown(), auth: 'user', tags: ['user'], summary: 'One of your profile photos (JPEG bytes; only its owner may load it)' }),
  updateLanguage: route({ method: 'PUT', path: '/api/my/profile/language', body: p.updateLanguageBody, response: profileResponse, auth: 'user', tags: ['user'], summary: 'The language of your messages and notifications' }),
  changeEmail: route({ method: 'POST', path: '/api/my/profile/email', body: p.changeEmailBody, response: p.contactChallengeResponse, auth: 'user', tags: ['user'], summary: 'Start an e-mail change: an OTP goes to the new address; nothing changes until it is confirmed' }),
  changePhone: route({ method: 'POST', path: '/api/my/profile/phone', body: p.changePhoneBody, response: p.contactChallengeResponse, auth: 'user', tags: ['user'], summary: 'Start a phone change: an OTP goes to the new number by SMS; nothing changes until it is confirmed' }),
  confirmContactChange: route({ method: 'POST', path: '/api/my/profile/contact-change/confirm', body: p.confirmContactChangeBody, response: profileResponse, auth: 'user', tags: ['user'], summary: 'Confirm an e-mail or phone change with its OTP; the old address is told' }),
  resendContactChange: route({ method: 'POST', path: '/api/my/profile/contact-change/resend', body: p.resendContactChangeBody, response: p.contactChallengeResponse, auth: 'user', tags: ['user'], summary: 'A new code for an e-mail or phone change, once resend_after has passed' }),
  notificationPreferences: route({ method: 'GET', path: '/api/my/notification-preferences', response: p.notificationPreferencesResponse, auth: 'user', tags: ['notifications'], summary: 'Which notifications you get, per category and channel (essential ones are locked on)' }),
  updateNotificationPreferences: route({ method: 'PUT', path: '/api/my/notification-preferences', body: p.updateNotificationPreferencesBody, response: p.notificationPreferencesResponse, auth: 'user', tags: ['notifications'], summary: 'Turn optional notifications (promotions) on or off per channel' }),
} as const satisfies Record<string, ReturnType<typeof route>>;
