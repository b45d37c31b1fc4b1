import { useEffect, useState, type ChangeEvent } from 'react';
import { useFetcher } from 'react-router';
import { PROFILE_PHOTO_ACCEPT } from '@apotek/contract/profile';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { TextField } from '~/components/ui/text-field';
import { FormMessage } from '~/components/ui/form-message';
import { fieldErrors } from '~/lib/form-result';
import { useActionNotice } from '~/lib/use-action-notice';
import { useHydrated } from '~/lib/use-hydrated';
import type { ProfileFormResult } from './profile-result';
import { useProfilePhoto } from './use-profile-photo';

export interface PersonalDetails {
  name: string;
  /** YYYY-MM-DD or ''. */
  birthDate: string;
  gender: string;
  photoUrl: string | null;
}

const FIELDS = ['name', 'birth_date', 'gender', 'photo_id', 'file'] as const;

/**
 * Name, photo, date of birth and gender. The photo uploads on its own as soon as it is picked and is
 * sent with the form as its stored id; the rest is a fetcher form, so the address stays /profile.
 */
export function PersonalDetailsForm({ details, today, posted }: { details: PersonalDetails; today: string; posted?: ProfileFormResult | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileFormResult>();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const { inline } = useActionNotice(result);
  const hydrated = useHydrated();
  const { photo, pick, reset } = useProfilePhoto({
    unavailable: t('profileSettings.photo.unavailable'),
    refused: (reason) => t(`profileSettings.photo.${reason}`),
  });
  const [removing, setRemoving] = useState(false);
  const values = result?.values;

  // Saved: the page's data now has the photo; the picked one is let go.
  useEffect(() => {
    if (fetcher.data?.success) {
      reset();
      setRemoving(false);
    }
  }, [fetcher.data, reset]);

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) {
      setRemoving(false);
      pick(file);
    }
  }

  const shown = photo.previewUrl ?? (removing ? null : details.photoUrl);
  const uploading = photo.state === 'uploading';
  const gender = values?.gender ?? details.gender;
  const photoErrors = [...(photo.error ? [photo.error] : []), ...fieldErrors(result, 'photo_id'), ...fieldErrors(result, 'file')];

  return (
    <Card as="section" aria-labelledby="details-title" padding="roomy" id="details">
      <h2 id="details-title" className="text-lg font-semibold text-ink">
        {t('profileSettings.details.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('profileSettings.details.intro')}</p>
      <fetcher.Form method="post" noValidate className="mt-4 flex flex-col gap-5" data-testid="details-form">
        <input type="hidden" name="intent" value="details" />
        {photo.photoId && <input type="hidden" name="photo_id" value={photo.photoId} />}
        {removing && !photo.photoId && <input type="hidden" name="photo_id" value="remove" />}
        {inline && result?.success && <Alert tone="success">{result.success}</Alert>}
        <FormMessage unavailable="profileSettings.unavailable" result={result} fields={FIELDS} />

        <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-center" data-testid="photo-field" data-state={photo.state}>
          <legend className="sr-only">{t('profileSettings.photo.label')}</legend>
          <div className="relative h-24 w-24 shrink-0 overflow-hidden rounded-full border border-gray-200 bg-primary-soft">
            {shown ? (
              <img
                src={shown}
                alt={photo.previewUrl ? t('profileSettings.photo.preview') : t('profileSettings.photo.current')}
                className="h-full w-full object-cover"
                data-testid="avatar"
              />
            ) : (
              <span aria-hidden="true" className="flex h-full w-full items-center justify-center text-3xl font-bold text-primary-strong">
                {initials(details.name)}
              </span>
            )}
            {uploading && <span className="absolute inset-x-0 bottom-0 h-1.5 animate-pulse bg-primary-strong" role="progressbar" aria-label={t('profileSettings.photo.uploading')} />}
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-sm font-medium text-ink">{t('profileSettings.photo.label')}</p>
            <p className="text-xs text-muted">{t('profileSettings.photo.hint')}</p>
            <div className="flex flex-wrap gap-2">
              <label
                className={`inline-flex cursor-pointer items-center rounded-lg border border-primary-strong bg-white px-3 py-1.5 text-sm font-semibold text-primary-strong hover:bg-primary-soft focus-within:ring-2 focus-within:ring-primary/40 ${hydrated ? '' : 'pointer-events-none opacity-60'}`}
              >
                {shown ? t('profileSettings.photo.change') : t('profileSettings.photo.choose')}
                <input type="file" accept={PROFILE_PHOTO_ACCEPT} onChange={hydrated ? picked : undefined} disabled={!hydrated} className="sr-only" data-testid="photo-input" />
              </label>
              {hydrated && (details.photoUrl || photo.previewUrl) && (
                <Button variant="ghost" className="px-3 py-1.5" onClick={() => (photo.previewUrl ? reset() : setRemoving((r) => !r))} data-testid="photo-remove">
                  {photo.previewUrl ? t('profileSettings.contact.cancel') : removing ? t('profileSettings.photo.undoRemove') : t('profileSettings.photo.remove')}
                </Button>
              )}
            </div>
            <div aria-live="polite" className="text-xs">
              {uploading && <p className="text-muted">{t('profileSettings.photo.uploading')}</p>}
              {photo.state === 'done' && <p className="text-success">{t('profileSettings.photo.ready')}</p>}
              {removing && !photo.previewUrl && <p className="text-muted">{t('profileSettings.photo.removing')}</p>}
              {photoErrors.map((error) => (
                <p key={error} className="text-danger">
                  {error}
                </p>
              ))}
            </div>
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profileSettings.details.name')}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values?.name ?? details.name}
            errors={fieldErrors(result, 'name')}
            className="sm:col-span-2"
          />
          <TextField
            label={t('profileSettings.details.birthDate')}
            name="birth_date"
            type="date"
            max={today}
            autoComplete="bday"
            hint={t('profileSettings.details.birthDateHint')}
            defaultValue={values?.birth_date ?? details.birthDate}
            errors={fieldErrors(result, 'birth_date')}
          />
          <fieldset className="flex flex-col gap-1" aria-describedby={fieldErrors(result, 'gender').length > 0 ? 'gender-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-ink">{t('profileSettings.details.gender')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {(['female', 'male', ''] as const).map((value) => (
                <label key={value || 'none'} className="inline-flex items-center gap-2 text-sm text-ink">
                  <input type="radio" name="gender" value={value} defaultChecked={gender === value} className="h-4 w-4 accent-primary-strong" />
                  {t(`profileSettings.details.${value || 'unspecified'}`)}
                </label>
              ))}
            </div>
            {fieldErrors(result, 'gender')[0] && (
              <p id="gender-error" className="text-xs text-danger">
                {fieldErrors(result, 'gender')[0]}
              </p>
            )}
          </fieldset>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={busy || uploading} aria-disabled={busy || uploading} className="py-2.5 sm:w-auto" data-testid="details-save">
            {busy ? t('profileSettings.details.saving') : t('profileSettings.details.save')}
          </Button>
          {uploading && <p className="text-xs text-muted">{t('profileSettings.photo.waitForUpload')}</p>}
        </div>
      </fetcher.Form>
    </Card>
  );
}

/** Up to two initials for the empty avatar. */
function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}
