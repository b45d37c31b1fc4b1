import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Consultation } from '@apotek/contract/consultations';
import type { DoctorDetail } from '@apotek/contract/doctors';
import type { PharmacySummary } from '@apotek/contract/pharmacies';
import { useTranslation } from '~/i18n/translate';
import { usePatientChoice } from '~/lib/use-patient-choice';
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
import { DoctorPhoto } from '~/components/doctors/doctor-photo';
import type { ConsultationActionResult } from './consultation-intents';
import { consultationHref } from './consultation-tabs';
import { START_FIELDS, isTicked } from './start-fields';

export interface StartConsultationProps {
  doctor: DoctorDetail;
  userName: string;
  childAge: number;
  /** A consultation with this doctor that is still unpaid or going on. */
  ongoing: Consultation | null;
  /** Where an e-prescription would be served (optional), nearest first when the shopper shared a place. */
  pharmacies: PharmacySummary[];
  defaultPharmacyId: number | null;
  result?: ConsultationActionResult | undefined;
}

const VISIBLE_FIELDS = START_FIELDS.filter((f) => f !== 'doctor');
const COMPLAINT_MAX = 2000;
const NOTE_MAX = 500;

/**
 * The form after "Chat sekarang": the complaint, who it is for (self or family: name, age, a child's
 * weight, sex), allergies and medicines, whether the doctor may see the health data, and an explicit
 * consent under UU PDP. The route's action starts it (POST /api/consultation) and opens its pay step.
 */
export function StartConsultation({ doctor, userName, childAge, ongoing, pharmacies, defaultPharmacyId, result }: StartConsultationProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'start';
  const values = result?.values ?? {};
  const errors = (name: string) => fieldErrors(result, name);
  const { patient, patientName, setPatientName, choosePatient } = usePatientChoice(values, userName);
  const [share, setShare] = useState(values.share_health_data ? isTicked(values.share_health_data) : false);

  // SPEC §8: a refused start shows in the snackbar; the fields keep their own errors beside them.
  useEffect(() => {
    if (!result || result.intent !== 'start') return;
    const text = result.unavailable ? t('consultations.errors.unavailable') : (result.message ?? otherErrors(result, VISIBLE_FIELDS)[0]);
    if (text) showSnackbar({ content: text, color: 'error' });
  }, [result, t]);

  const general = !hydrated && result ? (result.unavailable ? t('consultations.errors.unavailable') : result.message) : undefined;
  // An error on no field the customer sees (the doctor, say) stays on the page as well.
  const doctorLeft = otherErrors(result, VISIBLE_FIELDS)[0];

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-4">
      <Breadcrumb trail={[{ label: t('pages.doctor.title'), to: '/doctor' }, { label: doctor.name, to: `/doctor/${doctor.slug}` }, { label: t('consultations.start.title') }]} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-ink">
          {t('consultations.start.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('consultations.start.lead')}</p>
      </header>

      <Card padding="lg" className="flex flex-wrap items-center gap-4" data-testid="start-doctor">
        <DoctorPhoto src={doctor.photo_url} alt={doctor.name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-ink">{doctor.name}</p>
          <p className="text-sm text-primary-strong">{doctor.specialty_label}</p>
          <p className="text-xs text-muted">{t('consultations.str', { str: doctor.str_number })}</p>
        </div>
        <div className="text-right">
          <p className="text-xs text-muted">{t('consultations.facts.fee')}</p>
          <p className="text-lg font-bold text-ink" data-testid="start-fee">
            {formatIdr(doctor.fee)}
          </p>
        </div>
      </Card>

      {ongoing && (
        <Alert tone="info">
          {t('consultations.start.ongoing')}{' '}
          <Link to={consultationHref(ongoing.id)} className="font-semibold underline">
            {t('consultations.start.ongoingLink')}
          </Link>
        </Alert>
      )}
      {!doctor.is_online && <Alert tone="warning">{doctor.accepting ? t('consultations.start.offline') : t('consultations.start.onLeave')}</Alert>}
      {general && <Alert tone="error">{general}</Alert>}
      {doctorLeft && !general && <Alert tone="error">{doctorLeft}</Alert>}

      <Form method="post" className="space-y-4" data-testid="start-form">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="doctor" value={doctor.slug} />

        <Card as="section" padding="lg" aria-labelledby="complaint-title" className="space-y-3">
          <StepTitle id="complaint-title" step={1} title={t('consultations.start.stepComplaint')} />
          <Field label={t('consultations.start.complaint')} hint={t('consultations.start.complaintHint')} errors={errors('complaint')}>
            {(control) => <textarea {...control} name="complaint" rows={4} minLength={10} maxLength={COMPLAINT_MAX} required defaultValue={values.complaint} className={inputClass(control['aria-invalid'])} data-testid="complaint" />}
          </Field>
        </Card>

        <Card as="section" padding="lg" aria-labelledby="patient-title" className="space-y-4">
          <StepTitle id="patient-title" step={2} title={t('consultations.start.stepPatient')} />
          <ChoiceCards legend={t('consultations.start.patientFor')} name="patient_type" options={(['self', 'family'] as const).map((kind) => ({ value: kind, label: t(`consultations.patient.for.${kind}`) }))} value={patient} onChange={choosePatient} />
          <div className="grid gap-3 sm:grid-cols-4">
            <TextField label={t('consultations.start.patientName')} name="patient_name" value={patientName} onChange={(e) => setPatientName(e.currentTarget.value)} errors={errors('patient_name')} autoComplete="off" maxLength={120} required className="sm:col-span-2" />
            <TextField label={t('consultations.start.patientAge')} name="patient_age" type="number" inputMode="numeric" min={0} max={130} required defaultValue={values.patient_age} errors={errors('patient_age')} />
            <TextField label={t('consultations.start.patientWeight')} name="patient_weight_kg" type="number" inputMode="decimal" step="0.1" min={0.5} max={400} defaultValue={values.patient_weight_kg} errors={errors('patient_weight_kg')} />
            <p className="-mt-1 text-xs text-muted sm:col-span-4">{t('consultations.start.weightHint', { age: childAge })}</p>
          </div>
          <ChoiceCards legend={t('consultations.start.gender')} name="patient_gender" options={(['male', 'female'] as const).map((g) => ({ value: g, label: t(`consultations.patient.gender.${g}`) }))} defaultValue={values.patient_gender} required error={errors('patient_gender')[0]} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('consultations.start.allergies')} hint={t('consultations.start.allergiesHint')} errors={errors('allergies')}>
              {(control) => <textarea {...control} name="allergies" rows={2} maxLength={NOTE_MAX} defaultValue={values.allergies} className={inputClass(control['aria-invalid'])} />}
            </Field>
            <Field label={t('consultations.start.medications')} hint={t('consultations.start.medicationsHint')} errors={errors('medications')}>
              {(control) => <textarea {...control} name="medications" rows={2} maxLength={NOTE_MAX} defaultValue={values.medications} className={inputClass(control['aria-invalid'])} />}
            </Field>
          </div>
          {pharmacies.length > 0 && (
            <Field label={t('consultations.start.pharmacy')} hint={t('consultations.start.pharmacyHint')} errors={errors('pharmacy_id')}>
              {(control) => (
                <select {...control} name="pharmacy_id" defaultValue={values.pharmacy_id ?? (defaultPharmacyId === null ? '' : String(defaultPharmacyId))} className={inputClass(control['aria-invalid'])} data-testid="start-pharmacy">
                  <option value="">{t('consultations.start.pharmacyLater')}</option>
                  {pharmacies.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name} – {p.city}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </Card>

        <Card as="section" padding="lg" aria-labelledby="privacy-title" className="space-y-4">
          <StepTitle id="privacy-title" step={3} title={t('consultations.start.stepPrivacy')} />
          <label className="flex cursor-pointer items-start justify-between gap-4">
            <span>
              <span id="share-label" className="block text-sm font-medium text-ink">
                {t('consultations.start.share')}
              </span>
              <span id="share-hint" className="block text-xs text-muted">
                {t('consultations.start.shareHint')}
              </span>
            </span>
            <input type="checkbox" role="switch" name="share_health_data" value="1" checked={share} onChange={(e) => setShare(e.currentTarget.checked)} aria-checked={share} aria-labelledby="share-label" aria-describedby="share-hint" className="peer sr-only" data-testid="share-health" />
            <span aria-hidden="true" className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-gray-300 transition peer-checked:bg-primary-strong peer-focus-visible:ring-2 peer-focus-visible:ring-primary-strong peer-focus-visible:ring-offset-2 after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5" />
          </label>
          <ConsentCheck label={t('consultations.start.consent')} defaultChecked={values.consent ? isTicked(values.consent) : false} error={errors('consent')[0]} />
        </Card>

        <SubmitRow note={t('consultations.start.payNext')} label={t('consultations.start.submit')} busyLabel={t('consultations.start.submitting')} busy={submitting} testId="start-submit" />
      </Form>
    </section>
  );
}
