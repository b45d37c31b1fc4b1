import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Appointment } from '@apotek/contract/appointments';
import type { Locale } from '@apotek/contract/constants';
import { useTranslation } from '~/i18n/translate';
import { Breadcrumb } from '~/components/breadcrumb';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import { formatIdr } from '~/components/ui/price';
import { TextField } from '~/components/ui/text-field';
import { fieldErrors } from '~/lib/form-result';
import { showSnackbar } from '~/lib/snackbar-store';
import { useHydrated } from '~/lib/use-hydrated';
import { PAY_CHANNELS, type PayChannel } from './appointment-fields';
import { slotLabel, wibDay, wibTime } from './appointment-format';
import type { AppointmentActionResult } from './appointment-intents';
import { AppointmentStatusBadge } from './appointment-status';
import { tabHref } from './appointment-tabs';

export interface AppointmentDetailProps {
  appointment: Appointment;
  clientKey: string | null;
  result?: AppointmentActionResult | undefined;
}

/** "16 Januari 2026 09.10 WIB": when a deadline or a move happened, on the shop's clock. */
function when(iso: string, locale: Locale): string {
  return `${wibDay(iso, locale)} ${wibTime(iso, locale)} WIB`;
}

/**
 * One appointment: the doctor and the slot in WIB, its state in words, and what the customer can do now —
 * pay it (QRIS, a VA, or the wallet with the PIN) while it holds the slot, open the chat with the doctor
 * once approved, or cancel before it starts (a paid one is refunded).
 */
export function AppointmentDetail({ appointment: a, clientKey, result }: AppointmentDetailProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const hydrated = useHydrated();

  useEffect(() => {
    if (!result || result.intent === 'book') return;
    const text = result.unavailable ? (result.message ?? t('appointments.errors.unavailable')) : (result.message ?? Object.values(result.errors ?? {})[0]?.[0]);
    if (text) showSnackbar({ content: text, color: 'error' });
  }, [result, t]);

  const general = result && !hydrated ? (result.unavailable ? (result.message ?? t('appointments.errors.unavailable')) : result.message) : undefined;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-4" data-testid="appointment-detail" data-status={a.status}>
      <Breadcrumb trail={[{ label: t('pages.doctorAppointment.title'), to: tabHref('upcoming') }, { label: a.id }]} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-xs text-muted">{a.id}</p>
          <h1 id="page-title" className="text-2xl font-bold text-ink">
            {t('appointments.detail.title', { doctor: a.doctor.name })}
          </h1>
        </div>
        <AppointmentStatusBadge status={a.status} label={a.status_label} />
      </header>
      {general && <Alert tone="error">{general}</Alert>}

      <Card padding="lg" className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-bold text-ink">{a.doctor.name}</p>
            <p className="text-sm text-primary-strong">{a.doctor.specialty_label}</p>
            <p className="text-xs text-muted">
              {t('appointments.str', { str: a.doctor.str_number })} · {a.doctor.facility.name}, {a.doctor.facility.city}
            </p>
          </div>
          <div className="flex w-full items-baseline justify-between gap-2 sm:block sm:w-auto sm:text-right">
            <p className="text-xs text-muted">{t('appointments.fee')}</p>
            <p className="text-lg font-bold text-ink">{formatIdr(a.fee)}</p>
          </div>
        </div>
        <p className="rounded-lg bg-primary-soft px-3 py-2 text-sm font-semibold text-primary-strong" data-testid="appointment-slot">
          {slotLabel(a.starts_at, a.ends_at, locale)}
        </p>
      </Card>

      <StateNote appointment={a} locale={locale} />

      {a.can.pay && clientKey && <PayStep appointment={a} clientKey={clientKey} result={result?.intent === 'pay' ? result : undefined} locale={locale} />}

      {a.can.chat && a.room_id !== null && (
        <LinkButton to={`/messages/appointment/${a.room_id}`} className="w-full py-3 sm:w-auto sm:px-8" data-testid="appointment-chat">
          {t('appointments.detail.chat')}
        </LinkButton>
      )}

      <Card as="section" padding="lg" aria-labelledby="patient-title" className="space-y-2 text-sm">
        <h2 id="patient-title" className="text-base font-semibold">
          {t('appointments.detail.patient')}
        </h2>
        <p>
          {a.patient.name} · {t('appointments.detail.age', { age: a.patient.age })} · {t(`appointments.patient.gender.${a.patient.gender}`)}
          {a.patient.weight_kg !== null ? ` · ${a.patient.weight_kg} kg` : ''}
        </p>
        <p className="whitespace-pre-line text-muted">{a.complaint}</p>
      </Card>

      {a.can.cancel && <CancelForm appointment={a} result={result?.intent === 'cancel' ? result : undefined} />}
    </section>
  );
}

/** What the state means for the customer, in a sentence. */
function StateNote({ appointment: a, locale }: { appointment: Appointment; locale: Locale }) {
  const { t } = useTranslation();
  switch (a.status) {
    case 'awaiting_payment':
      return a.can.pay ? <Alert tone="warning">{t('appointments.state.awaiting_payment', { deadline: a.payment_due_at ? when(a.payment_due_at, locale) : '' })}</Alert> : <Alert tone="info">{t('appointments.state.paymentLate')}</Alert>;
    case 'requested':
      return <Alert tone="info">{t('appointments.state.requested')}</Alert>;
    case 'approved':
      return <Alert tone="success">{t('appointments.state.approved')}</Alert>;
    case 'done':
      return <Alert tone="info">{t('appointments.state.done')}</Alert>;
    default: {
      const refund = a.refund ? t('appointments.state.refunded', { amount: formatIdr(a.refund.amount) }) : '';
      const reason = a.cancel_reason ? t('appointments.state.reason', { reason: a.cancel_reason }) : '';
      return (
        <Alert tone={a.status === 'rejected' ? 'error' : 'info'}>
          {[t(`appointments.state.${a.status}`), reason, refund].filter(Boolean).join(' ')}
        </Alert>
      );
    }
  }
}

const CHANNEL_GROUPS: ReadonlyArray<{ key: 'qris' | 'va' | 'wallet'; channels: readonly PayChannel[] }> = [
  { key: 'qris', channels: ['qris'] },
  { key: 'va', channels: PAY_CHANNELS.filter((c) => c.startsWith('va_')) },
  { key: 'wallet', channels: ['wallet'] },
];

/** The pay step: a channel, and the wallet's PIN when the wallet pays; a charge already open shows how to pay it. */
function PayStep({ appointment: a, clientKey, result, locale }: { appointment: Appointment; clientKey: string; result: AppointmentActionResult | undefined; locale: Locale }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const [channel, setChannel] = useState<string>(result?.values?.channel ?? a.payment?.channel ?? 'qris');
  const charge = a.payment && a.payment.status === 'pending' ? a.payment : null;
  return (
    <Card as="section" padding="lg" aria-labelledby="pay-title" className="space-y-4" data-testid="pay-step">
      <h2 id="pay-title" className="text-base font-semibold">
        {t('appointments.pay.title')}
      </h2>
      {charge && (
        <div className="rounded-lg border border-gray-200 p-3 text-sm" data-testid="pay-charge">
          <p className="font-semibold">{t(`appointments.pay.channel.${charge.channel}`)}</p>
          {charge.vaCode && <p className="mt-1 font-mono text-lg tracking-wider">{charge.vaCode}</p>}
          {charge.qrisUrl && <img src={charge.qrisUrl} alt={t('appointments.pay.qrisAlt')} width={200} height={200} className="mt-2 h-48 w-48" />}
          {charge.expires_at && <p className="mt-1 text-xs text-muted">{t('appointments.pay.until', { time: when(charge.expires_at, locale) })}</p>}
        </div>
      )}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="appointment" value={a.id} />
        <input type="hidden" name="client_key" value={clientKey} />
        {CHANNEL_GROUPS.map((group) => (
          <fieldset key={group.key}>
            <legend className="text-sm font-medium text-ink">{t(`appointments.pay.group.${group.key}`)}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {group.channels.map((c) => (
                <label key={c} className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft">
                  <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} className="accent-primary-strong" data-testid={`pay-channel-${c}`} />
                  {t(`appointments.pay.channel.${c}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {channel === 'wallet' && (
          <TextField label={t('appointments.pay.pin')} name="pin" type="password" inputMode="numeric" autoComplete="off" pattern="\d{6}" maxLength={6} required errors={fieldErrors(result, 'pin')} className="max-w-xs" />
        )}
        <Button type="submit" disabled={submitting} className="w-full py-3 sm:w-auto sm:px-10" data-testid="pay-submit">
          {submitting ? t('appointments.pay.paying') : t('appointments.pay.submit', { fee: formatIdr(a.fee) })}
        </Button>
      </Form>
    </Card>
  );
}

/** Cancelling before the start, with an optional reason; a paid appointment says it will be refunded. */
function CancelForm({ appointment: a, result }: { appointment: Appointment; result: AppointmentActionResult | undefined }) {
  const { t } = useTranslation();
  const paid = a.status === 'requested' || a.status === 'approved';
  return (
    <details className="rounded-xl border border-gray-200 bg-white p-4" open={result !== undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-danger">{t('appointments.cancel.open')}</summary>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="appointment" value={a.id} />
        <p className="text-sm text-muted">{paid ? t('appointments.cancel.refund', { amount: formatIdr(a.fee) }) : t('appointments.cancel.unpaid')}</p>
        <Field label={t('appointments.cancel.reason')} errors={fieldErrors(result, 'reason')}>
          {(control) => <textarea {...control} name="reason" rows={2} maxLength={500} defaultValue={result?.values?.reason} className={inputClass(control['aria-invalid'])} />}
        </Field>
        <Button type="submit" variant="outline" className="border-danger text-danger" data-testid="cancel-submit">
          {t('appointments.cancel.submit')}
        </Button>
      </Form>
    </details>
  );
}
