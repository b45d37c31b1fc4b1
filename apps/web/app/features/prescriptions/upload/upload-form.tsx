import { useCallback, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { StepTitle, SubmitRow } from '~/components/form-steps';
import type { PharmacySummary } from '@apotek/contract/pharmacies';
import { Alert } from '~/components/ui/alert';
import { Card } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import { TextField } from '~/components/ui/text-field';
import { fieldErrors, otherErrors } from '~/lib/form-result';
import { showSnackbar } from '~/lib/snackbar-store';
import { useHydrated } from '~/lib/use-hydrated';
import { PharmacySelect } from '../pharmacy-select';
import { FilePicker } from './file-picker';
import { sendPrescriptionFile } from './send-file';
import type { PickRefusal, UploadLimits } from './upload-queue';
import type { UploadResult } from './upload-fields';
import { UPLOAD_FIELD_NAMES } from './upload-fields';
import { useUploads, type SendFile } from './use-uploads';

export interface UploadFormProps {
  pharmacies: PharmacySummary[];
  /** The shopper's chosen (or nearest) pharmacy, ticked first. */
  defaultPharmacyId: number | null;
  limits: UploadLimits;
  /** Today in Jakarta, the latest prescription date the picker offers. */
  today: string;
  /** The account's name, filled in for "Diri sendiri". */
  userName: string;
  /** Under this age the weight is required (the contract's PRESCRIPTION_CHILD_AGE). */
  childAge: number;
  result?: UploadResult;
}

/**
 * /prescription/upload: the paper prescription (camera or file, previews, progress), the patient, the
 * doctor, the date and notes, then the pharmacy that should serve it. The route's action creates it.
 */
export function UploadForm({ pharmacies, defaultPharmacyId, limits, today, userName, childAge, result }: UploadFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const [filesError, setFilesError] = useState<string | undefined>();
  const unavailable = t('prescriptions.errors.unavailable');
  const send = useCallback<SendFile>((file, onProgress, signal) => sendPrescriptionFile(file, onProgress, signal, unavailable), [unavailable]);
  const refused = useCallback(
    (reasons: PickRefusal[]) => {
      const text = [...new Set(reasons)]
        .map((r) =>
          t(`prescriptions.upload.refused.${r}`, {
            max: limits.maxFiles,
            mb: Math.round(limits.maxBytes / 1024 / 1024),
          }),
        )
        .join(' ');
      setFilesError(text);
    },
    [t, limits],
  );
  const uploads = useUploads(send, limits, refused);
  const values = result?.values ?? {};
  const errors = (name: string) => fieldErrors(result, name);
  const [patient, setPatient] = useState(values.patient_type === 'family' ? 'family' : 'self');
  const [patientName, setPatientName] = useState(values.patient_name ?? (patient === 'self' ? userName : ''));

  /** "Diri sendiri" fills in the account's name; a family member starts empty. */
  function choosePatient(kind: 'self' | 'family') {
    setPatient(kind);
    if (kind === 'family' && patientName === userName) setPatientName('');
    if (kind === 'self' && patientName === '') setPatientName(userName);
  }
  const chosenPharmacy = values.pharmacy_id ? Number(values.pharmacy_id) : defaultPharmacyId;

  function pickFiles(files: File[]) {
    setFilesError(undefined);
    uploads.pick(files);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    setFilesError(undefined);
    if (!hydrated) return;
    if (uploads.busy) {
      event.preventDefault();
      setFilesError(t('prescriptions.upload.waitForFiles'));
    } else if (uploads.fileIds.length === 0) {
      event.preventDefault();
      setFilesError(t('prescriptions.upload.needFiles'));
      showSnackbar({
        content: t('prescriptions.upload.needFiles'),
        color: 'error',
      });
    }
  }

  const general = result?.unavailable ? unavailable : (result?.message ?? otherErrors(result, [...UPLOAD_FIELD_NAMES, 'file_ids', 'files'])[0]);
  const fileErrors = filesError ?? [...errors('file_ids'), ...errors('files')][0];
  return (
    <Form method="post" onSubmit={submit} className="space-y-4" data-testid="rx-upload-form" noValidate={hydrated}>
      {general && <Alert tone="error">{general}</Alert>}

      <Card as="section" aria-labelledby="rx-step-files" className="space-y-3">
        <StepTitle id="rx-step-files" step={1} title={t('prescriptions.upload.stepFiles')} />
        <FilePicker entries={uploads.entries} onPick={pickFiles} onRemove={uploads.remove} onRetry={uploads.retry} progress={uploads.progress} errors={fileErrors} />
      </Card>

      <Card as="section" aria-labelledby="rx-step-patient" className="space-y-4">
        <StepTitle id="rx-step-patient" step={2} title={t('prescriptions.upload.stepPatient')} />
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('prescriptions.upload.patientFor')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(['self', 'family'] as const).map((kind) => (
              <label
                key={kind}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft"
              >
                <input type="radio" name="patient_type" value={kind} checked={patient === kind} onChange={() => choosePatient(kind)} className="accent-primary-strong" />
                {t(`prescriptions.patient.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-4">
          <TextField
            label={t('prescriptions.upload.patientName')}
            name="patient_name"
            value={patientName}
            onChange={(e) => setPatientName(e.currentTarget.value)}
            errors={errors('patient_name')}
            autoComplete="off"
            maxLength={120}
            required
            className="sm:col-span-2"
          />
          <TextField
            label={t('prescriptions.upload.patientAge')}
            name="patient_age"
            type="number"
            inputMode="numeric"
            min={0}
            max={130}
            required
            defaultValue={values.patient_age}
            errors={errors('patient_age')}
          />
          <TextField
            label={t('prescriptions.upload.patientWeight')}
            name="patient_weight_kg"
            type="number"
            inputMode="decimal"
            step="0.1"
            min={0.5}
            max={400}
            defaultValue={values.patient_weight_kg}
            errors={errors('patient_weight_kg')}
          />
          <p className="-mt-1 text-xs text-muted sm:col-span-4">{t('prescriptions.upload.weightHint', { age: childAge })}</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('prescriptions.upload.doctorName')} name="doctor_name" defaultValue={values.doctor_name} errors={errors('doctor_name')} maxLength={120} autoComplete="off" required />
          <TextField
            label={t('prescriptions.upload.doctorSip')}
            name="doctor_sip"
            defaultValue={values.doctor_sip}
            errors={errors('doctor_sip')}
            maxLength={60}
            autoComplete="off"
            hint={t('prescriptions.upload.doctorSipHint')}
          />
          <TextField label={t('prescriptions.upload.prescribedAt')} name="prescribed_at" type="date" max={today} required defaultValue={values.prescribed_at} errors={errors('prescribed_at')} />
        </div>
        <Field label={t('prescriptions.upload.notes')} errors={errors('notes')} hint={t('prescriptions.upload.notesHint')}>
          {(control) => <textarea {...control} name="notes" rows={3} maxLength={500} defaultValue={values.notes} className={inputClass(control['aria-invalid'])} />}
        </Field>
      </Card>

      <Card as="section" aria-labelledby="rx-step-pharmacy" className="space-y-3">
        <StepTitle id="rx-step-pharmacy" step={3} title={t('prescriptions.upload.stepPharmacy')} />
        <Field label={t('prescriptions.upload.pharmacy')} errors={errors('pharmacy_id')} hint={t('prescriptions.upload.pharmacyHint')}>
          {(control) => (
            <PharmacySelect
              control={control}
              pharmacies={pharmacies}
              placeholder={t('prescriptions.upload.choosePharmacy')}
              name="pharmacy_id"
              required
              defaultValue={chosenPharmacy ?? ''}
              data-testid="rx-pharmacy"
            />
          )}
        </Field>
      </Card>

      <SubmitRow note={t('prescriptions.upload.privacy')} label={t('prescriptions.upload.submit')} busyLabel={t('prescriptions.upload.submitting')} busy={submitting} testId="rx-submit" />
    </Form>
  );
}
