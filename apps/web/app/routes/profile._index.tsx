import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { sessionAction } from '~/features/account-security/account-security.server';
import type { SessionActionResult } from '~/features/account-security/result';
import { SessionList } from '~/features/account-security/session-list';
import { ChangePasswordForm } from '~/features/auth/change-password-form';
import type { ChangePasswordResult } from '~/features/auth/change-password-result';
import { changePasswordAction } from '~/features/auth/change-password.server';
import { ContactSection } from '~/features/profile/contact-change';
import { LanguageForm } from '~/features/profile/language-form';
import { NotificationPreferencesForm } from '~/features/profile/notification-preferences-form';
import { PersonalDetailsForm } from '~/features/profile/personal-details-form';
import type { ContactResult, ProfileFormResult } from '~/features/profile/profile-result';
import { contactAction, detailsAction, intentOf, languageAction, loadProfileSettings, preferencesAction } from '~/features/profile/profile-settings.server';
import type { Route } from './+types/profile._index';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadProfileSettings(request, context);
}

/** One action for the page's forms, told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  switch (intentOf(form)) {
    case 'details':
      return detailsAction(request, context, form);
    case 'contact':
      return contactAction(request, context, form);
    case 'language':
      return languageAction(request, context, form);
    case 'preferences':
      return preferencesAction(request, context, form);
    case 'password':
      return changePasswordAction(request, context, form);
    default:
      return sessionAction(request, context, form);
  }
}

type Posted = ProfileFormResult | ContactResult | ChangePasswordResult | SessionActionResult;

function posted<I extends string>(result: Posted | undefined, intent: I): Extract<Posted, { intent: I }> | undefined {
  return result && result.intent === intent ? (result as Extract<Posted, { intent: I }>) : undefined;
}

/** /profile: personal details and photo, e-mail and phone, security, language, notifications. */
export default function ProfileHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { account, today, sessions, preferences } = loaderData;
  const result = actionData as Posted | undefined;
  const sessionResult = result && (result.intent === 'revoke' || result.intent === 'revoke-others') ? (result as SessionActionResult) : undefined;
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <PageMeta title={t('pages.profile.title')} />
      <div>
        <h1 id="page-title" className="text-2xl font-bold text-ink">
          {t('pages.profile.title')}
        </h1>
        <p className="mt-1 text-muted">{t('profile.greeting', { name: account.name })}</p>
      </div>
      <PersonalDetailsForm details={account} today={today} posted={posted(result, 'details')} />
      <ContactSection email={account.email} phone={account.phone} posted={posted(result, 'contact')} />
      <section aria-labelledby="security-title" className="space-y-4" id="security">
        <div>
          <h2 id="security-title" className="text-lg font-semibold text-ink">
            {t('account.security')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('account.securityIntro')}</p>
        </div>
        <ChangePasswordForm posted={posted(result, 'password') as ChangePasswordResult | undefined} />
        <SessionList sessions={sessions} posted={sessionResult} />
      </section>
      <LanguageForm locale={account.locale} saved={search.get('saved') === 'language'} posted={posted(result, 'language')} />
      <NotificationPreferencesForm preferences={preferences} posted={posted(result, 'preferences')} />
    </section>
  );
}
