import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { Consultation, ConsultationChannel } from '@apotek/contract/consultations';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClass } from '~/components/ui/button';
import { Card, cardClass } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import { ClockIcon } from '~/components/ui/icons';
import { formatIdr } from '~/components/ui/price';
import { fieldErrors } from '~/lib/form-result';
import { useLocale } from '~/lib/root-data';
import { useActionNotice } from '~/lib/use-action-notice';
import { useHydrated } from '~/lib/use-hydrated';
import { ChannelMark } from './channel-mark';
import type { ConsultationActionResult } from './consultation-intents';
import { formatRemaining } from '~/lib/countdown';
import { deadlineOf, type ConsultationStage } from './consultation-stage';
import type { WalletOption } from './consultation-types';
import { CopyRow } from '~/components/ui/copy-row';
import { groupVaNumber } from '~/lib/va-format';
import { CHARGE_CHANNELS } from './pay-fields';
import type { ConsultationWatch } from './use-consultation-watch';
import { useCountdown } from './use-countdown';

export interface PayStepProps {
  consultation: Consultation;
  stage: Extract<ConsultationStage, 'choose' | 'charge' | 'charge-ended'>;
  wallet: WalletOption | null;
  clientKey: string | null;
  watch: ConsultationWatch;
}

/**
 * The pay step of an unpaid consultation: choose QRIS, a VA bank or the wallet (with the PIN); for QRIS
 * and VA the QR image or the number with its deadline, "Cek status" (re-reads the consultation) and
 * "Ganti metode" (a new charge on another channel, POST /api/payment/create/token/{id}).
 */
export function PayStep({ consultation, stage, wallet, clientKey, watch }: PayStepProps) {
  const { t } = useTranslation();
  const deadline = deadlineOf(consultation);
  const payment = consultation.payment;
  return (
    <section id="pay" aria-labelledby="pay-title" className="scroll-mt-24 space-y-4" data-testid="pay-step" data-stage={stage}>
      <Card padding="lg" className="text-center">
        <h2 id="pay-title" className="text-lg font-bold">
          {t('consultations.pay.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('consultations.pay.amount')}</p>
        <p className="text-3xl font-bold text-ink" data-testid="pay-amount">
          {formatIdr(payment?.amount ?? consultation.fee)}
        </p>
        {deadline && <PayDeadline at={deadline.at} onDue={watch.due} />}
      </Card>

      {stage === 'choose' && (
        <Card padding="lg">
          <MethodChooser consultation={consultation} wallet={wallet} clientKey={clientKey} hasCharge={false} />
        </Card>
      )}

      {stage === 'charge-ended' && (
        <Card padding="lg" className="space-y-3">
          <Alert tone="warning">{t('consultations.pay.chargeEnded')}</Alert>
          <MethodChooser consultation={consultation} wallet={wallet} clientKey={clientKey} hasCharge />
        </Card>
      )}

      {stage === 'charge' && payment && payment.channel !== 'wallet' && (
        <>
          {payment.status === 'paid' ? (
            <Alert tone="success">{t('consultations.pay.confirming')}</Alert>
          ) : payment.channel === 'qris' ? (
            <Card as="section" padding="lg" className="flex flex-col items-center" aria-labelledby="qris-title">
              <h3 id="qris-title" className="flex items-center gap-2 font-semibold">
                <ChannelMark channel="qris" />
                {t('consultations.pay.qrisTitle')}
              </h3>
              {payment.qrisUrl ? (
                <img src={payment.qrisUrl} alt={t('consultations.pay.qrisAlt')} width={240} height={240} className="mt-3 h-60 w-60 rounded-lg border border-gray-100 bg-white p-2 [image-rendering:pixelated]" data-testid="qris-image" />
              ) : (
                <Alert tone="warning">{t('consultations.pay.qrisMissing')}</Alert>
              )}
              <p className="mt-3 max-w-sm text-center text-sm text-muted">{t('consultations.pay.qrisHint')}</p>
            </Card>
          ) : (
            <Card as="section" padding="lg" aria-labelledby="va-title">
              <h3 id="va-title" className="flex items-center gap-2 font-semibold">
                <ChannelMark channel={payment.channel} />
                {t(`channel.${payment.channel}`)}
              </h3>
              {payment.biller_code && <CopyRow label={t('consultations.pay.billerCode')} value={payment.biller_code} testId="biller-code" />}
              {payment.vaCode ? (
                <CopyRow label={payment.biller_code ? t('consultations.pay.billKey') : t('consultations.pay.vaNumber')} value={payment.vaCode} display={groupVaNumber(payment.vaCode)} testId="va-number" />
              ) : (
                <Alert tone="warning">{t('consultations.pay.vaMissing')}</Alert>
              )}
              <CopyRow label={t('consultations.pay.amountExact')} value={String(payment.amount)} display={formatIdr(payment.amount)} testId="va-amount" />
            </Card>
          )}
          <Card as="section" padding="lg" className="space-y-3" aria-label={t('consultations.pay.actions')}>
            <div className="flex flex-wrap gap-2">
              {payment.channel === 'qris' && payment.qrisUrl && (
                <a href={payment.qrisUrl} download={`QRIS-${consultation.id}.png`} className={buttonClass('outline')}>
                  {t('consultations.pay.saveQr')}
                </a>
              )}
              <CheckStatus onCheck={watch.check} checking={watch.checking} href={`?id=${encodeURIComponent(consultation.id)}`} />
            </div>
            <details className="group" data-testid="switch-method">
              <summary className={`${buttonClass('outline')} cursor-pointer list-none marker:hidden`}>{t('consultations.pay.switchMethod')}</summary>
              <p className="mt-2 text-sm text-muted">{t('consultations.pay.switchHint')}</p>
              <div className="mt-3">
                <MethodChooser consultation={consultation} wallet={wallet} clientKey={clientKey} hasCharge exclude={payment.channel} />
              </div>
            </details>
          </Card>
        </>
      )}
    </section>
  );
}

/** "Cek status": a read of the consultation with scripts; before them, a plain link that reloads the page. */
function CheckStatus({ onCheck, checking, href }: { onCheck: () => Promise<void>; checking: boolean; href: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <a href={href} className={buttonClass('outline')} data-testid="check-status">
        {t('consultations.pay.checkStatus')}
      </a>
    );
  return (
    <Button variant="outline" onClick={() => void onCheck()} disabled={checking} data-testid="check-status">
      {t('consultations.pay.checkStatus')}
    </Button>
  );
}

function PayDeadline({ at, onDue }: { at: string; onDue: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const left = useCountdown(at, onDue);
  return (
    <div className="mt-3 inline-flex flex-col items-center gap-1 rounded-xl bg-secondary-soft px-4 py-2 text-secondary-strong">
      <span className="flex items-center gap-1 text-xs font-semibold uppercase">
        <ClockIcon className="h-4 w-4" />
        {t('consultations.pay.timeLeft')}
      </span>
      <span className="font-mono text-2xl font-bold tabular-nums" role="timer" aria-live="off" data-testid="pay-countdown">
        {left === null ? '--:--' : formatRemaining(left)}
      </span>
      <span className="text-xs">{t('consultations.pay.payBefore', { time: formatDateTime(at, locale) })}</span>
    </div>
  );
}

/**
 * The channels as radio cards and one submit: QRIS and each VA, and the wallet (with its balance and a
 * PIN field) when the customer has an active one. `hasCharge` makes a QRIS/VA choice a new charge
 * (create/token) instead of the first purchase.
 */
function MethodChooser({ consultation, wallet, clientKey, hasCharge, exclude }: { consultation: Consultation; wallet: WalletOption | null; clientKey: string | null; hasCharge: boolean; exclude?: ConsultationChannel }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ConsultationActionResult>();
  const result = fetcher.data?.intent === 'pay' ? fetcher.data : undefined;
  const { inline } = useActionNotice(result, { errors: true });
  const channels: ConsultationChannel[] = [...CHARGE_CHANNELS, ...(wallet && clientKey ? (['wallet'] as const) : [])].filter((c) => c !== exclude);
  const [chosen, setChosen] = useState<ConsultationChannel | null>((result?.values?.channel as ConsultationChannel | undefined) ?? null);
  const busy = fetcher.state !== 'idle';
  const short = wallet !== null && wallet.balance < consultation.fee;
  const showPin = wallet && clientKey && (!hydrated || chosen === 'wallet');
  const general = result?.unavailable ? t('consultations.errors.unavailable') : result?.message;

  return (
    <fetcher.Form method="post" className="space-y-3" data-testid="pay-methods">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="consultation" value={consultation.id} />
      <input type="hidden" name="has_charge" value={hasCharge ? '1' : '0'} />
      {clientKey && <input type="hidden" name="client_key" value={clientKey} />}
      {inline && general && <Alert tone="error">{general}</Alert>}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('consultations.pay.chooseMethod')}</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {channels.map((channel) => (
            <li key={channel}>
              <label className={cardClass({ padding: 'none', compact: true }, 'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm font-medium has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong')}>
                <input type="radio" name="channel" value={channel} required checked={hydrated ? chosen === channel : undefined} onChange={() => setChosen(channel)} className="sr-only" />
                <ChannelMark channel={channel} />
                <span className="min-w-0 flex-1">
                  {channel === 'wallet' ? t('consultations.pay.wallet') : t(`channel.${channel}`)}
                  {channel === 'wallet' && wallet && <span className="block text-xs font-normal text-muted">{t('consultations.pay.walletBalance', { balance: formatIdr(wallet.balance) })}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {showPin && (
        <Field label={t('consultations.pay.pin')} hint={short ? t('consultations.pay.walletShort') : t('consultations.pay.pinHint')} errors={fieldErrors(result, 'pin')}>
          {(control) => <input {...control} name="pin" type="password" inputMode="numeric" autoComplete="off" pattern="\d{6}" maxLength={6} required={hydrated} className={inputClass(control['aria-invalid'], 'w-40 tracking-[0.5em]')} data-testid="wallet-pin" />}
        </Field>
      )}
      <Button type="submit" disabled={busy || (hydrated && chosen === null)} className="w-full py-3 sm:w-auto sm:px-10" data-testid="pay-submit">
        {busy ? t('consultations.pay.paying') : t('consultations.pay.submit', { amount: formatIdr(consultation.fee) })}
      </Button>
    </fetcher.Form>
  );
}
