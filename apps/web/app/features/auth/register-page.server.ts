import { safeRedirect } from '@apotek/contract/rules/redirect';
import { otpView, readOtpState } from './otp-state.server';

/** What the registration pages show: the form, or the OTP step when one is in progress. */
export function registerPageData(request: Request) {
  const url = new URL(request.url);
  const wanted = url.searchParams.get('redirect');
  const state = url.searchParams.get('step') === 'otp' ? readOtpState(request) : null;
  return {
    redirect: wanted ? safeRedirect(wanted) : null,
    otp: state?.purpose === 'register' ? otpView(state) : null,
  };
}
