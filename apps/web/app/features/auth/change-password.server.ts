import { data, type AppLoadContext } from 'react-router';
import { changePasswordBody } from '@apotek/contract/account-security';
import { parseLocalized } from '@apotek/contract/localize';
import { localeFromRequest } from '~/lib/locale';
import { serverApi } from '~/lib/session.server';
import { text } from '~/lib/action-helpers.server';
import type { ChangePasswordResult } from './change-password-result';

/**
 * The profile page's password change. The contract's schema runs here first, so a typo costs neither a
 * round trip nor an argon2 check; the API runs it again and checks the current password.
 */
export async function changePasswordAction(request: Request, context: AppLoadContext, form: FormData) {
  const input = {
    current_password: text(form, 'current_password'),
    password: text(form, 'password'),
    password_confirmation: text(form, 'password_confirmation'),
  };
  const parsed = parseLocalized(changePasswordBody, input, localeFromRequest(request));
  if (!parsed.success) return data<ChangePasswordResult>({ intent: 'password', errors: parsed.errors }, { status: 422 });
  const result = await serverApi(request, context).call('changePassword', { body: parsed.data });
  if (result.ok) return data<ChangePasswordResult>({ intent: 'password', success: result.body.message });
  const unavailable = result.status === 0 || result.status >= 500;
  const fieldsNamed = result.status === 422 && Object.keys(result.errors).length > 0;
  const refusal: ChangePasswordResult = unavailable
    ? { intent: 'password', unavailable: true }
    : { intent: 'password', errors: result.errors, message: fieldsNamed ? undefined : result.message };
  return data(refusal, { status: unavailable ? 503 : result.status });
}
