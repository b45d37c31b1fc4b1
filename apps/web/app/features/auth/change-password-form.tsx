import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { useActionNotice } from '~/lib/use-action-notice';
import type { ChangePasswordResult } from './change-password-result';
import { FormMessage } from '~/components/ui/form-message';
import { fieldErrors } from '~/lib/form-result';
import { NewPasswordFields } from './new-password-fields';
import { Card } from '~/components/ui/card';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/**
 * The signed-in user's password change: the current one, then the new one twice. A fetcher form, so the
 * address stays /profile; without JavaScript it is a plain post and `posted` is the page's action answer.
 */
export function ChangePasswordForm({ posted }: { posted?: ChangePasswordResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ChangePasswordResult>();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  const { inline } = useActionNotice(result);

  // Passwords never stay in the fields once saved.
  useEffect(() => {
    if (result?.success) form.current?.reset();
  }, [result]);

  return (
    <Card as="section" aria-labelledby="change-password-title" padding="roomy">
      <h3 id="change-password-title" className="text-base font-semibold text-ink">
        {t('account.changePassword')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('account.changePasswordIntro')}</p>
      <fetcher.Form ref={form} method="post" noValidate className="mt-4 flex max-w-md flex-col gap-4" data-testid="change-password-form">
        <input type="hidden" name="intent" value="password" />
        {inline && result?.success && <Alert tone="success">{result.success}</Alert>}
        <FormMessage result={result} fields={FIELDS} />
        <TextField
          label={t('account.currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          errors={fieldErrors(result, 'current_password')}
        />
        <NewPasswordFields label={t('auth.fields.newPassword')} result={result} />
        <Button type="submit" disabled={busy} aria-disabled={busy} className="w-full py-2.5">
          {busy ? t('auth.busy') : t('account.savePassword')}
        </Button>
      </fetcher.Form>
    </Card>
  );
}
