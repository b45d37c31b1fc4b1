import { Form } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { AuthHeading } from './auth-heading';
import { FormMessage } from '~/components/ui/form-message';
import { fieldErrors, type FormResult } from '~/lib/form-result';
import type { OtpView } from './otp-view';
import { SubmitButton } from './submit-button';
import { useSecondsLeft } from '~/lib/use-seconds-left';

/** The 6-digit code step of registration and password reset, with a resend countdown. */
export function OtpForm({ title, otp, result, action }: { title: string; otp: OtpView; result?: FormResult; action?: string }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(otp.resendIn);
  return (
    <div>
      <AuthHeading title={title} subtitle={t('auth.otp.sentTo', { destination: otp.destination, channel: t(`auth.otp.channel.${otp.channel}`) })} />
      <div className="flex flex-col gap-4">
        {result?.notice === 'resent' && <Alert tone="success">{t('auth.otp.resent')}</Alert>}
        <FormMessage result={result} fields={['code']} />
        <Form method="post" action={action} noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="confirm" />
          <TextField
            label={t('auth.fields.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            autoFocus
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
            errors={fieldErrors(result, 'code')}
          />
          <SubmitButton name="intent" value="confirm" busyLabel={t('auth.busy')}>
            {t('auth.otp.verify')}
          </SubmitButton>
        </Form>
        <Form method="post" action={action} className="text-center text-sm">
          <input type="hidden" name="intent" value="resend" />
          {left > 0 ? (
            <p className="text-muted" aria-live="polite">
              {t('auth.otp.resendIn', { seconds: left })}
            </p>
          ) : (
            <Button type="submit" variant="ghost" className="text-primary-strong">
              {t('auth.otp.resend')}
            </Button>
          )}
        </Form>
      </div>
    </div>
  );
}
