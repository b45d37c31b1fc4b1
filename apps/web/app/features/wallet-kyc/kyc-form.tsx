import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { ConsentCheck, StepTitle, SubmitRow } from '~/components/form-steps';
import { Alert } from '~/components/ui/alert';
import { Card } from '~/components/ui/card';
import { TextField } from '~/components/ui/text-field';
import { useHydrated } from '~/lib/use-hydrated';
import { useLocale } from '~/lib/root-data';
import { KYC_FIELD_NAMES, KYC_NAME_MAX, type KycActionResult, type KycFieldName, type KycProblem, kycProblems, readKycForm } from './kyc-fields';
import { KycPhotoField } from './kyc-photo-field';
import { type KycPickRefusal, useKycPhoto } from './use-kyc-photo';

/** The name of the form field an input or change event came from ('' for the nameless photo pickers). */
const fieldNameOf = (target: EventTarget): string => (target instanceof HTMLInputElement ? target.name : '');

export interface KycFormProps {
  caps: { unverified: number; verified: number };
  rejected: { reason: string; reviewedAt: string | null } | null;
  maxBytes: number;
  result?: KycActionResult | undefined;
}

/**
 * /wallet/verification: the NIK and the name as on the KTP, a photo of the card and a selfie holding
 * it, and the consent to process them (UU PDP 27/2022). The same checks as the action run before
 * posting; the photos upload on their own as soon as they are picked.
 */
export function KycForm({ caps, rejected, maxBytes, result }: KycFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const submitting = useNavigation().state === 'submitting';
  const [local, setLocal] = useState<Partial<Record<KycFieldName, KycProblem>> | null>(null);
  // Fields changed since the last submit: their old error no longer describes them.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const markEdited = (name: string) => setEdited((before) => (before.has(name) ? before : new Set(before).add(name)));
  const unavailable = t('kyc.errors.unavailable');
  const mb = Math.round(maxBytes / 1024 / 1024);
  const refused = useCallback((reason: KycPickRefusal) => t(`kyc.photo.refused.${reason}`, { mb }), [t, mb]);
  const texts = useMemo(() => ({ unavailable, refused }), [unavailable, refused]);
  const ktp = useKycPhoto(maxBytes, texts);
  const selfie = useKycPhoto(maxBytes, texts);

  // The page's own findings first (this submit's, else the action's), then the API's words.
  const problems = local ?? result?.problems ?? {};
  const errorOf = (name: KycFieldName): string | undefined => {
    if (edited.has(name)) return undefined;
    const problem = problems[name];
    return problem ? t(`kyc.problems.${problem}`) : result?.errors?.[name]?.[0];
  };
  const shownFields: readonly string[] = KYC_FIELD_NAMES;
  const general = result?.unavailable ? unavailable : (result?.message ?? Object.entries(result?.errors ?? {}).find(([field]) => !shownFields.includes(field))?.[1][0]);
  const values = result?.values ?? {};

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    setEdited(new Set());
    if (ktp.photo.state === 'uploading' || selfie.photo.state === 'uploading') {
      event.preventDefault();
      setLocal(null);
      return;
    }
    const found = kycProblems(readKycForm(new FormData(event.currentTarget)));
    setLocal(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  }

  const uploading = ktp.photo.state === 'uploading' || selfie.photo.state === 'uploading';
  return (
    <Form method="post" onSubmit={submit} onChange={(event) => markEdited(fieldNameOf(event.target))} noValidate={hydrated} className="space-y-4" data-testid="kyc-form">
      <Card as="section" padding="roomy" className="space-y-2" aria-labelledby="kyc-why">
        <h2 id="kyc-why" className="font-semibold text-ink">
          {t('kyc.page.whyTitle')}
        </h2>
        <p className="text-sm text-muted">{t('kyc.page.why', { from: formatRupiah(caps.unverified), to: formatRupiah(caps.verified) })}</p>
      </Card>

      {rejected && (
        <Alert tone="warning">
          <span data-testid="kyc-rejected-reason">
            {t('kyc.page.rejected', { reason: rejected.reason })}
            {rejected.reviewedAt ? ` (${formatDateTime(rejected.reviewedAt, locale)})` : ''}
          </span>
        </Alert>
      )}
      {general && <Alert tone="error">{general}</Alert>}

      <Card as="section" padding="roomy" aria-labelledby="kyc-step-identity" className="space-y-4">
        <StepTitle id="kyc-step-identity" step={1} title={t('kyc.page.stepIdentity')} />
        <TextField
          label={t('kyc.page.nik')}
          name="nik"
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          hint={t('kyc.page.nikHint')}
          errors={errorOf('nik') ? [errorOf('nik')!] : []}
          data-testid="kyc-nik"
        />
        <TextField
          label={t('kyc.page.fullName')}
          name="full_name"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={KYC_NAME_MAX}
          defaultValue={values.full_name}
          hint={t('kyc.page.fullNameHint')}
          errors={errorOf('full_name') ? [errorOf('full_name')!] : []}
          data-testid="kyc-name"
        />
      </Card>

      <Card as="section" padding="roomy" aria-labelledby="kyc-step-photos" className="space-y-4">
        <StepTitle id="kyc-step-photos" step={2} title={t('kyc.page.stepPhotos')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <KycPhotoField slot="ktp" name="ktp_file_id" photo={ktp.photo} onPick={(file) => {
              markEdited('ktp_file_id');
              ktp.pick(file);
            }} onRetry={ktp.retry} error={errorOf('ktp_file_id')} />
          <KycPhotoField slot="selfie" name="selfie_file_id" photo={selfie.photo} onPick={(file) => {
              markEdited('selfie_file_id');
              selfie.pick(file);
            }} onRetry={selfie.retry} error={errorOf('selfie_file_id')} />
        </div>
        <noscript>
          <p className="text-xs font-medium text-warning">{t('kyc.photo.needsScripts')}</p>
        </noscript>
      </Card>

      <Card as="section" padding="roomy" aria-labelledby="kyc-step-consent" className="space-y-3">
        <StepTitle id="kyc-step-consent" step={3} title={t('kyc.page.stepConsent')} />
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted" data-testid="kyc-privacy">
          <li>{t('kyc.privacy.nik')}</li>
          <li>{t('kyc.privacy.photos')}</li>
          <li>{t('kyc.privacy.purpose')}</li>
        </ul>
        <ConsentCheck label={t('kyc.page.consent')} defaultChecked={values.consent === '1'} error={errorOf('consent')} />
      </Card>

      <SubmitRow note={uploading ? t('kyc.photo.waitForPhotos') : t('kyc.page.reviewTime')} label={t('kyc.page.submit')} busyLabel={t('kyc.page.submitting')} busy={submitting} disabled={uploading} testId="kyc-submit" />
    </Form>
  );
}
