import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { DoctorSlots } from '@apotek/contract/appointments';
import type { Locale } from '@apotek/contract/constants';
import type { DoctorDetail } from '@apotek/contract/doctors';
import { useTranslation } from '~/i18n/translate';
import { usePatientChoice } from '~/lib/use-patient-choice';
import { DoctorPhoto } from '~/components/doctors/doctor-photo';
import { ChoiceCards, ConsentCheck, StepTitle, SubmitRow } from '~/components/form-steps';
import { Breadcrumb } from '~/components/breadcrumb';
import { Alert } from '~/components/ui/alert';
import { Card } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import { formatIdr } from '~/components/ui/price';
import { TextField } from '~/components/ui/text-field';
import { fieldErrors, otherErrors } from '~/lib/form-result';
import { showSnackbar } from '~/lib/snackbar-store';
import { useHydrated } from '~/lib/use-hydrated';
import { BOOK_FIELDS, isTicked } from './appointment-fields';
import { dayTab, slotLabel, wibTime } from './appointment-format';
import type { AppointmentActionResult } from './appointment-intents';
import { bookHref } from './appointment-tabs';

export interface BookAppointmentProps {
  doctor: DoctorDetail;
  slots: DoctorSlots;
  /** The first day shown and today, on the shop's calendar (YYYY-MM-DD). */
  from: string;
  today: string;
  /** The day whose slots are offered. */
  day: string;
  userName: string;
  result?: AppointmentActionResult | undefined;
}

const COMPLAINT_MAX = 2000;
const VISIBLE = BOOK_FIELDS.filter((f) => f !== 'doctor');

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Booking after "Buat janji": a day and one of the doctor's free slots (from their weekly schedule, taken
 * and past ones left out, times in WIB), who it is for, the complaint and an explicit consent under UU PDP.
 * The route's action books it (POST /api/appointment) and opens its pay step; a slot someone else took in
 * the meantime comes back as the API's message.
 */
export function BookAppointment({ doctor, slots, from, today, day, userName, result }: BookAppointmentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'book';
  const values = result?.values ?? {};
  const errors = (name: string) => fieldErrors(result, name);
  const { patient, patientName, setPatientName, choosePatient } = usePatientChoice(values, userName);
  const chosenDay = slots.days.find((d) => d.date === day) ?? slots.days[0]!;

  // SPEC §8: appointment actions return the error body; the page shows its message (a taken slot, say).
  useEffect(() => {
    if (!result || result.intent !== 'book') return;
    const text = result.unavailable ? (result.message ?? t('appointments.errors.unavailable')) : (result.message ?? otherErrors(result, VISIBLE)[0]);
    if (text) showSnackbar({ content: text, color: 'error' });
  }, [result, t]);

  const general = result && !hydrated ? (result.unavailable ? (result.message ?? t('appointments.errors.unavailable')) : result.message) : undefined;
  const previous = shiftDays(from, -7) < today ? today : shiftDays(from, -7);

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-4">
      <Breadcrumb trail={[{ label: t('pages.doctor.title'), to: '/doctor' }, { label: doctor.name, to: `/doctor/${doctor.slug}` }, { label: t('appointments.book.title') }]} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-ink">
          {t('appointments.book.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('appointments.book.lead')}</p>
      </header>

      <Card padding="lg" className="flex flex-wrap items-center gap-4" data-testid="book-doctor">
        <DoctorPhoto src={doctor.photo_url} alt={doctor.name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-ink">{doctor.name}</p>
          <p className="text-sm text-primary-strong">{doctor.specialty_label}</p>
          <p className="text-xs text-muted">
            {t('appointments.str', { str: doctor.str_number })} · {doctor.facility.name}, {doctor.facility.city}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xs text-muted">{t('appointments.fee')}</p>
          <p className="text-lg font-bold text-ink" data-testid="book-fee">
            {formatIdr(doctor.fee)}
          </p>
        </div>
      </Card>

      {!slots.bookable && (
        <Alert tone="warning">
          {t('appointments.book.notBookable')}{' '}
          <Link to={`/doctor/${doctor.slug}`} className="font-semibold underline">
            {t('appointments.book.backToProfile')}
          </Link>
        </Alert>
      )}
      {general && <Alert tone="error">{general}</Alert>}

      <Form method="post" className="space-y-4" data-testid="book-form">
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="doctor" value={doctor.slug} />

        <Card as="section" padding="lg" aria-labelledby="slot-title" className="space-y-4">
          <StepTitle id="slot-title" step={1} title={t('appointments.book.stepSlot')} />
          <nav aria-label={t('appointments.book.days')} className="flex items-center gap-2">
            {from > today ? (
              <Link to={bookHref(doctor.slug) + `&from=${previous}`} className="shrink-0 rounded-lg border border-gray-200 px-2 py-3 text-sm text-muted hover:text-ink" aria-label={t('appointments.book.earlier')}>
                ‹
              </Link>
            ) : (
              <span aria-hidden="true" className="shrink-0 px-2 py-3 text-sm text-gray-300">
                ‹
              </span>
            )}
            <ul className="-mx-1 flex flex-1 gap-1 overflow-x-auto px-1 pb-1">
              {slots.days.map((d) => {
                const label = dayTab(d.date, locale);
                const current = d.date === chosenDay.date;
                return (
                  <li key={d.date} className="min-w-[4.25rem] flex-1">
                    <Link
                      to={`${bookHref(doctor.slug, d.date)}&from=${from}`}
                      preventScrollReset
                      aria-current={current ? 'date' : undefined}
                      className={`flex flex-col items-center rounded-lg border px-2 py-2 text-center text-xs ${current ? 'border-primary-strong bg-primary-soft text-primary-strong' : 'border-gray-200 text-ink hover:border-primary/60'} ${d.slots.length === 0 ? 'opacity-60' : ''}`}
                      data-testid="book-day"
                      data-date={d.date}
                    >
                      <span className="font-medium">{d.date === today ? t('appointments.book.today') : label.weekday}</span>
                      <span className="text-base font-bold">{label.day}</span>
                      <span className="text-muted">{t('appointments.book.free', { count: d.slots.length })}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Link to={bookHref(doctor.slug) + `&from=${shiftDays(from, 7)}`} className="shrink-0 rounded-lg border border-gray-200 px-2 py-3 text-sm text-muted hover:text-ink" aria-label={t('appointments.book.later')}>
              ›
            </Link>
          </nav>
          <fieldset>
            <legend className="text-sm font-medium text-ink">{t('appointments.book.slotsOn', { day: `${dayTab(chosenDay.date, locale).weekday} ${dayTab(chosenDay.date, locale).day} ${dayTab(chosenDay.date, locale).month}` })}</legend>
            {chosenDay.slots.length === 0 ? (
              <p className="mt-2 text-sm text-muted" data-testid="no-slots">
                {t('appointments.book.noSlots')}
              </p>
            ) : (
              <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="book-slots">
                {chosenDay.slots.map((s) => (
                  <label
                    key={s.starts_at}
                    className="flex cursor-pointer items-center justify-center rounded-lg border border-gray-200 px-2 py-2 text-sm font-semibold text-ink has-[:checked]:border-primary-strong has-[:checked]:bg-primary-strong has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong"
                  >
                    <input type="radio" name="starts_at" value={s.starts_at} required defaultChecked={values.starts_at === s.starts_at} className="sr-only" aria-label={slotLabel(s.starts_at, s.ends_at, locale)} data-testid="book-slot" />
                    {wibTime(s.starts_at, locale)}
                  </label>
                ))}
              </div>
            )}
            <p className="mt-2 text-xs text-muted">{t('appointments.book.wib', { minutes: slots.slot_minutes })}</p>
            {errors('starts_at')[0] && <p className="mt-1 text-xs text-danger">{errors('starts_at')[0]}</p>}
          </fieldset>
        </Card>

        <Card as="section" padding="lg" aria-labelledby="patient-title" className="space-y-4">
          <StepTitle id="patient-title" step={2} title={t('appointments.book.stepPatient')} />
          <ChoiceCards legend={t('appointments.book.patientFor')} name="patient_type" options={(['self', 'family'] as const).map((kind) => ({ value: kind, label: t(`appointments.patient.for.${kind}`) }))} value={patient} onChange={choosePatient} />
          <div className="grid gap-3 sm:grid-cols-4">
            <TextField label={t('appointments.book.patientName')} name="patient_name" value={patientName} onChange={(e) => setPatientName(e.currentTarget.value)} errors={errors('patient_name')} autoComplete="off" maxLength={120} required className="sm:col-span-2" />
            <TextField label={t('appointments.book.patientAge')} name="patient_age" type="number" inputMode="numeric" min={0} max={130} required defaultValue={values.patient_age} errors={errors('patient_age')} />
            <TextField label={t('appointments.book.patientWeight')} name="patient_weight_kg" type="number" inputMode="decimal" step="0.1" min={0.5} max={400} defaultValue={values.patient_weight_kg} errors={errors('patient_weight_kg')} />
          </div>
          <ChoiceCards legend={t('appointments.book.gender')} name="patient_gender" options={(['male', 'female'] as const).map((g) => ({ value: g, label: t(`appointments.patient.gender.${g}`) }))} defaultValue={values.patient_gender} required error={errors('patient_gender')[0]} />
        </Card>

        <Card as="section" padding="lg" aria-labelledby="complaint-title" className="space-y-4">
          <StepTitle id="complaint-title" step={3} title={t('appointments.book.stepComplaint')} />
          <Field label={t('appointments.book.complaint')} hint={t('appointments.book.complaintHint')} errors={errors('complaint')}>
            {(control) => <textarea {...control} name="complaint" rows={4} minLength={10} maxLength={COMPLAINT_MAX} required defaultValue={values.complaint} className={inputClass(control['aria-invalid'])} data-testid="complaint" />}
          </Field>
          <ConsentCheck label={t('appointments.book.consent')} defaultChecked={isTicked(values.consent)} error={errors('consent')[0]} />
        </Card>

        <SubmitRow note={t('appointments.book.payNext')} label={t('appointments.book.submit', { fee: formatIdr(doctor.fee) })} busyLabel={t('appointments.book.submitting')} busy={submitting} disabled={!slots.bookable} testId="book-submit" />
      </Form>
    </section>
  );
}
