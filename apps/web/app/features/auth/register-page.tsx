import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import type { FormResult } from '~/lib/form-result';
import { OtpForm } from './otp-form';
import type { OtpView } from './otp-view';
import { RegisterForm } from './register-form';

/** The registration page body: the form, then the OTP step (which always posts to /auth/register). */
export function RegisterPage({ otp, redirect, result }: { otp: OtpView | null; redirect: string | null; result?: FormResult }) {
  const { t } = useTranslation();
  if (otp) {
    return (
      <>
        <PageMeta title={t('auth.otp.title')} />
        <OtpForm title={t('auth.otp.title')} otp={otp} result={result} action="/auth/register?step=otp" />
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('pages.register.title')} />
      <RegisterForm result={result} redirect={redirect} />
    </>
  );
}
