import { redirect } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { OtpForm } from '~/features/auth/otp-form';
import { otpView, readOtpState } from '~/features/auth/otp-state.server';
import { confirmResetAction } from '~/features/auth/password.server';
import type { Route } from './+types/auth.password.confirm';

export function loader({ request }: Route.LoaderArgs) {
  const state = readOtpState(request);
  if (state?.purpose !== 'reset_password') throw redirect('/auth/password');
  return { otp: otpView(state) };
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmResetAction(request, context);
}

export default function ConfirmReset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.passwordConfirm.title')} />
      <OtpForm title={t('pages.passwordConfirm.title')} otp={loaderData.otp} result={actionData} />
    </>
  );
}
