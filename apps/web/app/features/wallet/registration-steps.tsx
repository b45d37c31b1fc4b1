import { useState, type FormEvent, type ReactNode } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { TextField } from '~/components/ui/text-field';
import { fieldErrors, otherErrors } from '~/lib/form-result';
import type { WalletActionResult } from './wallet-intents';
import type { RegistrationStep } from './wallet-fields';
import { useSecondsLeft } from '~/lib/use-seconds-left';

export interface RegistrationView {
  step: Exclude<RegistrationStep, 'done'>;
  next: string | null;
  phone: string;
  destination: string;
  codeSent: boolean;
  resendIn: number;
}

const STEPS = ['phone', 'otp', 'pin'] as const;

/** Activation in three steps: the number, the SMS code, the PIN twice. Each is a plain form (ADR 012). */
export function RegistrationSteps({ view }: { view: RegistrationView }) {
  const { t } = useTranslation();
  const result = useActionData<WalletActionResult | undefined>();
  const labels = { phone: t('wallet.register.stepPhone'), otp: t('wallet.register.stepOtp'), pin: t('wallet.register.stepPin') };
  const at = STEPS.indexOf(view.step);
  return (
    <div className="space-y-4" data-testid="wallet-register" data-step={view.step}>
      <ol aria-label={t('wallet.register.steps')} className="grid grid-cols-3 gap-2 text-xs font-semibold">
        {STEPS.map((step, i) => (
          <li key={step} aria-current={i === at ? 'step' : undefined} className={`rounded-lg border-t-4 pt-2 ${i <= at ? 'border-primary-strong text-primary-strong' : 'border-gray-200 text-muted'}`}>
            {i + 1}. {labels[step]}
          </li>
        ))}
      </ol>
      <Card padding="roomy">
        {view.step === 'phone' && <PhoneStep view={view} result={result} />}
        {view.step === 'otp' && <OtpStep view={view} result={result} />}
        {view.step === 'pin' && <PinStep view={view} result={result} />}
      </Card>
    </div>
  );
}

function Hidden({ intent, next }: { intent: string; next: string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {next && <input type="hidden" name="next" value={next} />}
    </>
  );
}

function General({ result, intents, fields }: { result: WalletActionResult | undefined; intents: readonly WalletActionResult['intent'][]; fields: readonly string[] }) {
  const { t } = useTranslation();
  if (!result || !intents.includes(result.intent)) return null;
  if (result.unavailable) return <Alert tone="error">{t('auth.errors.unavailable')}</Alert>;
  if (result.notice === 'resent') return <Alert tone="success">{t('wallet.register.resent')}</Alert>;
  const extra = otherErrors(result, fields);
  const own = fields.some((f) => fieldErrors(result, f).length > 0);
  const lines = [...(own ? [] : result.message ? [result.message] : []), ...extra];
  return lines.length > 0 ? <Alert tone="error">{lines.map((line) => <p key={line}>{line}</p>)}</Alert> : null;
}

function Submit({ intent, children }: { intent: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <Button type="submit" disabled={busy} className="w-full py-2.5" data-testid={`register-${intent}`}>
      {busy ? t('wallet.register.busy') : children}
    </Button>
  );
}

function PhoneStep({ view, result }: { view: RegistrationView; result: WalletActionResult | undefined }) {
  const { t } = useTranslation();
  const mine = result?.intent === 'phone' ? result : undefined;
  return (
    <Form method="post" className="space-y-4">
      <Hidden intent="phone" next={view.next} />
      <General result={result} intents={['phone', 'resend']} fields={['mobile_number']} />
      <TextField label={t('wallet.register.phone')} name="phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={mine?.values?.phone ?? view.phone} hint={t('wallet.register.phoneHint')} errors={fieldErrors(mine, 'mobile_number')} required />
      <Submit intent="phone">{t('wallet.register.sendCode')}</Submit>
    </Form>
  );
}

function OtpStep({ view, result }: { view: RegistrationView; result: WalletActionResult | undefined }) {
  const { t } = useTranslation();
  // A fresh code restarts the wait; the server's figure comes with the page.
  const left = useSecondsLeft(result?.notice === 'resent' ? 60 : view.resendIn);
  const verify = result?.intent === 'verify' ? result : undefined;
  const change = `/wallet/register/confirmation?step=phone${view.next ? `&next=${encodeURIComponent(view.next)}` : ''}`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{view.codeSent ? t('wallet.register.sentTo', { destination: view.destination }) : t('wallet.register.notSent', { destination: view.destination })}</p>
      <General result={result} intents={['verify', 'resend']} fields={['code']} />
      {view.codeSent && (
        <Form method="post" className="space-y-4" noValidate>
          <Hidden intent="verify" next={view.next} />
          <TextField
            label={t('wallet.register.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            autoFocus
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
            errors={fieldErrors(verify, 'code')}
          />
          <Submit intent="verify">{t('wallet.register.verify')}</Submit>
        </Form>
      )}
      <Form method="post" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Hidden intent="resend" next={view.next} />
        {view.codeSent && left > 0 ? (
          <p className="text-muted" aria-live="polite" data-testid="resend-wait">
            {t('wallet.register.resendIn', { seconds: left })}
          </p>
        ) : view.codeSent ? (
          <Button type="submit" variant="ghost" className="text-primary-strong" data-testid="register-resend">
            {t('wallet.register.resend')}
          </Button>
        ) : (
          <Submit intent="resend">{t('wallet.register.sendCode')}</Submit>
        )}
        <Link to={change} className="font-semibold text-primary-strong hover:underline">
          {t('wallet.register.changeNumber')}
        </Link>
      </Form>
    </div>
  );
}

function PinStep({ view, result }: { view: RegistrationView; result: WalletActionResult | undefined }) {
  const { t } = useTranslation();
  const mine = result?.intent === 'pin' ? result : undefined;
  const [problem, setProblem] = useState<{ field: 'pin' | 'pin_confirmation'; text: string } | null>(null);
  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const pin = String(form.get('pin') ?? '');
    const again = String(form.get('pin_confirmation') ?? '');
    const found = !/^\d{6}$/.test(pin) ? { field: 'pin' as const, text: t('wallet.register.pinFormat') } : pin !== again ? { field: 'pin_confirmation' as const, text: t('wallet.register.pinMismatch') } : null;
    setProblem(found);
    if (found) event.preventDefault();
  }
  const pinProps = { type: 'password', inputMode: 'numeric', autoComplete: 'new-password', pattern: '[0-9]{6}', maxLength: 6, required: true, className: '[&_input]:tracking-[0.5em]' } as const;
  return (
    <Form method="post" className="space-y-4" noValidate onSubmit={check}>
      <Hidden intent="pin" next={view.next} />
      <General result={result} intents={['pin']} fields={['pin', 'pin_confirmation']} />
      <TextField label={t('wallet.register.pin')} name="pin" hint={t('wallet.register.pinHint')} errors={problem?.field === 'pin' ? [problem.text] : fieldErrors(mine, 'pin')} autoFocus {...pinProps} />
      <TextField label={t('wallet.register.pinConfirmation')} name="pin_confirmation" errors={problem?.field === 'pin_confirmation' ? [problem.text] : fieldErrors(mine, 'pin_confirmation')} {...pinProps} />
      <Submit intent="pin">{t('wallet.register.finish')}</Submit>
    </Form>
  );
}
