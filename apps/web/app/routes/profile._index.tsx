import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { AccountDetails } from '~/features/account-security/account-details';
import { loadAccount, sessionAction } from '~/features/account-security/account-security.server';
import { SessionList } from '~/features/account-security/session-list';
import { ChangePasswordForm } from '~/features/auth/change-password-form';
import { changePasswordAction } from '~/features/auth/change-password.server';
import type { Route } from './+types/profile._index';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAccount(request, context);
}

/** One action for the page's forms, told apart by `intent`: the password, or signing devices out. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return form.get('intent') === 'password' ? changePasswordAction(request, context, form) : sessionAction(request, context, form);
}

/** /profile: the account's details and its security (password, signed-in devices). */
export default function ProfileHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <PageMeta title={t('pages.profile.title')} />
      <div>
        <h1 id="page-title" className="text-2xl font-bold text-ink">
          {t('pages.profile.title')}
        </h1>
        <p className="mt-1 text-muted">{t('profile.greeting', { name: loaderData.account.name })}</p>
      </div>
      <AccountDetails account={loaderData.account} />
      <section aria-labelledby="security-title" className="space-y-4">
        <div>
          <h2 id="security-title" className="text-lg font-semibold text-ink">
            {t('account.security')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('account.securityIntro')}</p>
        </div>
        <ChangePasswordForm posted={actionData?.intent === 'password' ? actionData : undefined} />
        <SessionList sessions={loaderData.sessions} posted={actionData && actionData.intent !== 'password' ? actionData : undefined} />
      </section>
    </section>
  );
}
