import { data, redirect, type AppLoadContext } from 'react-router';
import { formatIndonesianPhone } from '@apotek/contract/rules/phone';
import { parseLocalized } from '@apotek/contract/localize';
import { ruleMessage } from '@apotek/contract/messages';
import {
  birthDateProblem,
  BIRTH_DATE_MAX_AGE_YEARS,
  changeEmailBody,
  changePhoneBody,
  confirmContactChangeBody,
  type ContactChallenge,
  type ContactKind,
  jakartaToday,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MATRIX,
  profileMessage,
  updateProfileBody,
} from '@apotek/contract/profile';
import { text } from '~/lib/action-helpers.server';
import type { ApiFailure } from '~/lib/api';
import { isLocale, localeFromRequest } from '~/lib/locale';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { localeCookie, serverApi } from '~/lib/session.server';
import type { ContactResult, ProfileFormResult, ProfileIntent } from './profile-result';

/** /profile: the user, their signed-in devices and their notification choices, read in one go. */
export async function loadProfileSettings(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const [profile, sessions, preferences] = await Promise.all([api.call('profile'), api.call('mySessions'), api.call('notificationPreferences')]);
  if (!profile.ok) failPageWithStatus(profile);
  if (!sessions.ok) failPageWithStatus(sessions);
  if (!preferences.ok) failPageWithStatus(preferences);
  const user = profile.body.data;
  return {
    account: {
      name: user.Cust_Name,
      email: user.email,
      // Formatted here so the phone library stays out of the page's JavaScript.
      phone: formatIndonesianPhone(user.phone),
      birthDate: user.birth_date ?? '',
      gender: user.gender ?? '',
      photoUrl: user.photo_url ?? null,
      locale: user.locale,
    },
    /** The date picker's upper bound, in Jakarta (SPEC §9), from the server so both renders agree. */
    today: jakartaToday(new Date()),
    sessions: sessions.body.data,
    preferences: preferences.body.data.data,
  };
}

function refusal<R extends object>(base: R, failure: ApiFailure, values: Record<string, string> = {}) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  const named = failure.status === 422 && Object.keys(failure.errors).length > 0;
  const result = unavailable ? { ...base, values, unavailable: true } : { ...base, values, errors: failure.errors, message: named ? undefined : failure.message };
  return data(result, { status: unavailable ? 503 : failure.status });
}

/**
 * Personal details. The contract's schema and birth-date rule run here first, with the API's own words,
 * so a typo costs no round trip; the API checks again (and checks the photo is the caller's).
 */
export async function detailsAction(request: Request, context: AppLoadContext, form: FormData) {
  const locale = localeFromRequest(request);
  const values = { name: text(form, 'name'), birth_date: text(form, 'birth_date'), gender: text(form, 'gender') };
  const photo = form.get('photo_id');
  const input = { ...values, ...(typeof photo === 'string' ? { photo_id: photo === 'remove' ? null : photo } : {}) };
  const base: ProfileFormResult = { intent: 'details' };
  const parsed = parseLocalized(updateProfileBody, input, locale);
  const errors: Record<string, string[]> = parsed.success ? {} : { ...parsed.errors };
  if (values.birth_date && !errors.birth_date) {
    const problem = birthDateProblem(values.birth_date, jakartaToday(new Date()));
    if (problem) errors.birth_date = [profileMessage(problem, locale, { years: BIRTH_DATE_MAX_AGE_YEARS })];
  }
  if (!parsed.success || Object.keys(errors).length > 0) return data<ProfileFormResult>({ ...base, values, errors }, { status: 422 });
  const result = await serverApi(request, context).call('updateProfile', { body: parsed.data });
  if (result.ok) return data<ProfileFormResult>({ ...base, success: result.body.message });
  return refusal(base, result, values);
}

/** The language: stored on the account, and the page's cookie follows, so the page answers in it at once. */
export async function languageAction(request: Request, context: AppLoadContext, form: FormData) {
  const locale = form.get('locale');
  const base: ProfileFormResult = { intent: 'language' };
  if (!isLocale(locale)) return data<ProfileFormResult>({ ...base, errors: { locale: [ruleMessage('required', 'locale', localeFromRequest(request))] } }, { status: 422 });
  const result = await serverApi(request, context).call('updateLanguage', { body: { locale } });
  if (!result.ok) return refusal(base, result);
  throw redirect('/profile?saved=language#language', { headers: { 'Set-Cookie': localeCookie(locale) } });
}

/** Every optional cell is sent: a ticked box is on, an unticked one off (a form leaves unticked boxes out). */
export async function preferencesAction(request: Request, context: AppLoadContext, form: FormData) {
  const preferences = NOTIFICATION_CATEGORIES.flatMap((category) =>
    NOTIFICATION_CHANNELS.flatMap((channel) =>
      NOTIFICATION_MATRIX[category][channel]?.mode === 'optional' ? [{ category, channel, enabled: form.has(`pref.${category}.${channel}`) }] : [],
    ),
  );
  const base: ProfileFormResult = { intent: 'preferences' };
  const result = await serverApi(request, context).call('updateNotificationPreferences', { body: { preferences } });
  if (result.ok) return data<ProfileFormResult>({ ...base, success: result.body.message });
  return refusal(base, result);
}

function kindOf(form: FormData): ContactKind {
  return form.get('kind') === 'email' ? 'email' : 'phone';
}

function challengeOf(form: FormData, kind: ContactKind): ContactChallenge | undefined {
  const id = text(form, 'change_id');
  if (!id) return undefined;
  return { change_id: id, kind, channel: kind === 'email' ? 'email' : 'sms', destination: text(form, 'destination'), expires_at: '', resend_after: 0 };
}

/** An e-mail or phone change: ask for a code to the new address, confirm it, or ask for another. */
export async function contactAction(request: Request, context: AppLoadContext, form: FormData) {
  const locale = localeFromRequest(request);
  const api = serverApi(request, context);
  const kind = kindOf(form);
  const step = form.get('step') === 'confirm' ? 'confirm' : form.get('step') === 'resend' ? 'resend' : 'start';
  const base: ContactResult = { intent: 'contact', kind, step };

  if (step === 'start') {
    const value = text(form, kind);
    const values = { [kind]: value };
    const parsed = kind === 'email' ? parseLocalized(changeEmailBody, { email: value }, locale) : parseLocalized(changePhoneBody, { phone: value }, locale);
    if (!parsed.success) return data<ContactResult>({ ...base, values, errors: parsed.errors }, { status: 422 });
    const result = kind === 'email' ? await api.call('changeEmail', { body: { email: value } }) : await api.call('changePhone', { body: { phone: value } });
    if (result.ok) return data<ContactResult>({ ...base, challenge: result.body.data, success: result.body.message });
    return refusal(base, result, values);
  }

  const challenge = challengeOf(form, kind);
  const withChallenge = challenge ? { ...base, challenge } : base;
  if (step === 'resend') {
    const result = await api.call('resendContactChange', { body: { change_id: challenge?.change_id ?? '' } });
    if (result.ok) return data<ContactResult>({ ...base, challenge: result.body.data, notice: 'resent' });
    return refusal(withChallenge, result);
  }

  const input = { change_id: challenge?.change_id ?? '', code: text(form, 'code') };
  const parsed = parseLocalized(confirmContactChangeBody, input, locale);
  if (!parsed.success) return data<ContactResult>({ ...withChallenge, errors: parsed.errors }, { status: 422 });
  const result = await api.call('confirmContactChange', { body: parsed.data });
  if (result.ok) return data<ContactResult>({ ...base, success: result.body.message });
  return refusal(withChallenge, result);
}

export function intentOf(form: FormData): ProfileIntent | 'contact' | 'password' | 'session' {
  const intent = form.get('intent');
  if (intent === 'details' || intent === 'language' || intent === 'preferences' || intent === 'contact' || intent === 'password') return intent;
  return 'session';
}
