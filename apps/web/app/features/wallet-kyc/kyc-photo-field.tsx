import type { ChangeEvent } from 'react';
import { useTranslation } from '~/i18n/translate';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';
import type { KycPhoto } from './use-kyc-photo';

export type KycPhotoSlot = 'ktp' | 'selfie';

/**
 * One photo of the verification: "Ambil foto" opens the camera (the back one for the card, the front
 * one for the selfie), "Pilih dari galeri" any photo. The preview shows what will be sent; the form
 * carries only the stored file's id. The inputs have no name: the bytes go by the upload, never with the
 * form (whose body limit a phone photo passes).
 */
export function KycPhotoField({
  slot,
  name,
  photo,
  onPick,
  onRetry,
  error,
}: {
  slot: KycPhotoSlot;
  /** The hidden field that carries the stored id. */
  name: string;
  photo: KycPhoto;
  onPick: (file: File) => void;
  onRetry: () => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const titleId = `kyc-${slot}-title`;
  const hintId = `kyc-${slot}-hint`;
  const errorId = `kyc-${slot}-error`;
  const shownError = photo.error ?? error;

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Emptied so the same photo can be picked again after a failure.
    event.currentTarget.value = '';
    if (file) onPick(file);
  }

  const change = hydrated ? picked : undefined;
  const buttonLook =
    'flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-primary-strong bg-white px-3 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft focus-within:ring-2 focus-within:ring-primary/40';
  return (
    <fieldset className="space-y-2" aria-describedby={`${hintId}${shownError ? ` ${errorId}` : ''}`} data-testid={`kyc-${slot}`} data-state={photo.state}>
      <legend id={titleId} className="text-sm font-medium text-ink">
        {t(`kyc.photo.${slot}.label`)}
      </legend>
      <p id={hintId} className="text-xs text-muted">
        {t(`kyc.photo.${slot}.hint`)}
      </p>
      <div className={`relative flex aspect-[16/10] items-center justify-center overflow-hidden rounded-xl border-2 ${photo.state === 'failed' ? 'border-danger' : photo.state === 'empty' ? 'border-dashed border-gray-300' : 'border-gray-200'} bg-gray-50`}>
        {photo.previewUrl ? (
          <img src={photo.previewUrl} alt={t(`kyc.photo.${slot}.preview`)} className="h-full w-full object-contain" data-testid={`kyc-${slot}-preview`} />
        ) : photo.state === 'empty' ? (
          <SlotGlyph slot={slot} />
        ) : (
          <span className="px-3 text-center text-xs text-muted">{photo.name}</span>
        )}
        {photo.state === 'uploading' && (
          <div className="absolute inset-x-3 bottom-3">
            <div role="progressbar" aria-label={t('kyc.photo.sending')} className="h-1.5 overflow-hidden rounded-full bg-white/80">
              <div className="h-full w-full animate-pulse rounded-full bg-primary-strong" />
            </div>
          </div>
        )}
        {photo.state === 'done' && <span className="absolute bottom-2 left-2 rounded bg-success px-1.5 py-0.5 text-[11px] font-semibold text-white">{t('kyc.photo.sent')}</span>}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <label className={buttonLook}>
          <CameraGlyph />
          {photo.state === 'empty' ? t('kyc.photo.camera') : t('kyc.photo.retake')}
          <input type="file" accept="image/*" capture={slot === 'selfie' ? 'user' : 'environment'} onChange={change} className="sr-only" data-testid={`kyc-${slot}-camera`} />
        </label>
        <label className={buttonLook}>
          <GalleryGlyph />
          {t('kyc.photo.gallery')}
          <input type="file" accept="image/*" onChange={change} className="sr-only" data-testid={`kyc-${slot}-gallery`} />
        </label>
      </div>
      {photo.fileId && <input type="hidden" name={name} value={photo.fileId} />}
      <div aria-live="polite" className="text-xs">
        {photo.state === 'uploading' && <p className="text-muted">{t('kyc.photo.sending')}…</p>}
        {shownError && (
          <p id={errorId} className="text-danger">
            {shownError}
          </p>
        )}
      </div>
      {photo.state === 'failed' && (
        <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onRetry}>
          {t('kyc.photo.retry')}
        </Button>
      )}
    </fieldset>
  );
}

function SlotGlyph({ slot }: { slot: KycPhotoSlot }) {
  return (
    <svg viewBox="0 0 64 48" className="h-16 w-20 text-gray-300" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {slot === 'ktp' ? (
        <>
          <rect x="4" y="6" width="56" height="36" rx="4" />
          <circle cx="18" cy="22" r="6" />
          <path d="M10 36c1.5-4 4.5-6 8-6s6.5 2 8 6M34 16h18M34 24h18M34 32h12" />
        </>
      ) : (
        <>
          <circle cx="24" cy="16" r="8" />
          <path d="M8 44c2-9 8-14 16-14s14 5 16 14" />
          <rect x="38" y="24" width="22" height="14" rx="2" />
          <path d="M42 30h8M42 34h12" />
        </>
      )}
    </svg>
  );
}

function CameraGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

function GalleryGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}
