import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ContactChallenge, ContactKind } from '@apotek/contract/profile';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { TextField } from '~/components/ui/text-field';
import { FormMessage } from '~/components/ui/form-message';
import { fieldErrors } from '~/lib/form-result';
import { useActionNotice } from '~/lib/use-action-notice';
import { useHydrated } from '~/lib/use-hydrated';
import { useSecondsLeft } from '~/lib/use-seconds-left';
import type { ContactResult } from './profile-result';

/** The e-mail and the phone, each changed in two steps: the new address, then the code sent to it. */
export function ContactSection({ email, phone, posted }: { email: string; phone: string; posted?: ContactResult | undefined }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="contact-title" padding="roomy" id="contact">
      <h2 id="contact-title" className="text-lg font-semibold text-ink">
        {t('profileSettings.contact.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('profileSettings.contact.intro')}</p>
      <div className="mt-4 divide-y divide-gray-100">
        <ContactRow kind="email" current={email} posted={posted?.kind === 'email' ? posted : undefined} />
        <ContactRow kind="phone" current={phone} posted={posted?.kind === 'phone' ? posted : undefined} />
      </div>
    </Card>
  );
}

function ContactRow({ kind, current, posted }: { kind: ContactKind; current: string; posted?: ContactResult | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ContactResult>();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const [open, setOpen] = useState(false);
  const { inline } = useActionNotice(result?.step === 'confirm' && result.success ? result : undefined);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const pending = result?.success && result.step === 'confirm' ? undefined : result?.challenge;
  const challenge: ContactChallenge | undefined = pending && pending.change_id !== dismissed ? pending : undefined;

  // A confirmed change closes the row; the page's data already shows the new address.
  useEffect(() => {
    if (fetcher.data?.step === 'confirm' && fetcher.data.success) setOpen(false);
  }, [fetcher.data]);

  // Without scripts the form is simply there; with them, behind "Ubah" (or open while a change is under way).
  const expanded = !hydrated || open || Boolean(challenge);
  const label = t(`profileSettings.contact.${kind}`);
  return (
    <div className="py-3 first:pt-0 last:pb-0" data-testid={`contact-${kind}`}>
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-muted">{label}</p>
          <p className="break-words font-medium text-ink" data-testid={`current-${kind}`}>
            {current}
          </p>
        </div>
        {hydrated && !expanded && (
          <Button variant="outline" className="shrink-0 px-3 py-1.5" onClick={() => setOpen(true)} aria-label={t(kind === 'email' ? 'profileSettings.contact.changeEmail' : 'profileSettings.contact.changePhone')}>
            {t('profileSettings.contact.change')}
          </Button>
        )}
      </div>
      {inline && result?.step === 'confirm' && result.success && (
        <div className="mt-2">
          <Alert tone="success">{result.success}</Alert>
        </div>
      )}
      {expanded && !challenge && (
        <fetcher.Form method="post" noValidate className="mt-3 flex max-w-md flex-col gap-3" data-testid={`contact-${kind}-start`}>
          <input type="hidden" name="intent" value="contact" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="step" value="start" />
          <FormMessage unavailable="profileSettings.unavailable" result={result?.step === 'start' ? result : undefined} fields={[kind]} />
          <TextField
            label={t(kind === 'email' ? 'profileSettings.contact.newEmail' : 'profileSettings.contact.newPhone')}
            name={kind}
            type={kind === 'email' ? 'email' : 'tel'}
            inputMode={kind === 'email' ? 'email' : 'tel'}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            hint={kind === 'phone' ? t('profileSettings.contact.phoneHint') : undefined}
            required
            defaultValue={result?.values?.[kind] ?? ''}
            errors={result?.step === 'start' ? fieldErrors(result, kind) : []}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy} aria-disabled={busy} data-testid={`contact-${kind}-send`}>
              {busy ? t('profileSettings.contact.busy') : t('profileSettings.contact.sendCode')}
            </Button>
            {hydrated && (
              <Button variant="ghost" onClick={() => setOpen(false)}>
                {t('profileSettings.contact.cancel')}
              </Button>
            )}
          </div>
        </fetcher.Form>
      )}
      {challenge && (
        <CodeStep
          kind={kind}
          challenge={challenge}
          result={result}
          busy={busy}
          fetcher={fetcher}
          onCancel={() => {
            setDismissed(challenge.change_id);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function CodeStep({
  kind,
  challenge,
  result,
  busy,
  fetcher,
  onCancel,
}: {
  kind: ContactKind;
  challenge: ContactChallenge;
  result: ContactResult | undefined;
  busy: boolean;
  fetcher: ReturnType<typeof useFetcher<ContactResult>>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const left = useSecondsLeft(challenge.resend_after);
  const hidden = (
    <>
      <input type="hidden" name="intent" value="contact" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="change_id" value={challenge.change_id} />
      <input type="hidden" name="destination" value={challenge.destination} />
    </>
  );
  const codeResult = result?.step === 'confirm' || result?.step === 'resend' ? result : undefined;
  return (
    <div className="mt-3 flex max-w-md flex-col gap-3" data-testid={`contact-${kind}-code`}>
      <p className="text-sm text-ink">{t('profileSettings.contact.codeSentTo', { destination: challenge.destination })}</p>
      {result?.notice === 'resent' && <Alert tone="success">{t('profileSettings.contact.resent')}</Alert>}
      <FormMessage unavailable="profileSettings.unavailable" result={codeResult} fields={['code']} />
      <fetcher.Form method="post" noValidate className="flex flex-col gap-3">
        {hidden}
        <input type="hidden" name="step" value="confirm" />
        <TextField
          label={t('profileSettings.contact.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.4em]"
          errors={codeResult ? fieldErrors(codeResult, 'code') : []}
        />
        <Button type="submit" disabled={busy} aria-disabled={busy} data-testid={`contact-${kind}-confirm`}>
          {busy ? t('profileSettings.contact.busy') : t('profileSettings.contact.confirm')}
        </Button>
      </fetcher.Form>
      <div className="flex flex-wrap items-center gap-2">
        <fetcher.Form method="post">
          {hidden}
          <input type="hidden" name="step" value="resend" />
          <Button type="submit" variant="ghost" disabled={busy || left > 0} className="px-2 py-1 text-xs">
            {left > 0 ? t('profileSettings.contact.resendIn', { seconds: left }) : t('profileSettings.contact.resend')}
          </Button>
        </fetcher.Form>
        {hydrated && (
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs"
            onClick={onCancel}
          >
            {t('profileSettings.contact.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
