import type { ChangeEvent } from 'react';
import { useTranslation } from '~/i18n/translate';
import { Button } from '~/components/ui/button';
import { CloseIcon, PrescriptionIcon } from '~/components/ui/icons';
import { useHydrated } from '~/lib/use-hydrated';
import type { UploadEntry } from './upload-queue';

const CAMERA_ACCEPT = 'image/*';
const FILE_ACCEPT = 'image/*,application/pdf';

/**
 * "Ambil foto" (the phone's back camera) and "Pilih file" (photos or a PDF). Each pick uploads at once
 * (a ticket, then XMLHttpRequest for the progress) and the form carries only the stored ids. The inputs
 * have no name: without scripts the bytes would go to the page's action, whose body limit (1 MB) a
 * phone photo passes, so the page says instead that sending photos needs JavaScript.
 */
export function FilePicker({
  entries,
  onPick,
  onRemove,
  onRetry,
  progress,
  errors,
}: {
  entries: UploadEntry[];
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  progress: number;
  errors?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    // Emptied so the same photo can be picked again and the form does not post the bytes a second time.
    event.currentTarget.value = '';
    if (files.length > 0) onPick(files);
  }

  const change = hydrated ? picked : undefined;
  const pickerClass =
    'flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-primary/40 bg-primary-soft/30 p-4 text-center text-sm font-semibold text-primary-strong hover:bg-primary-soft focus-within:ring-2 focus-within:ring-primary/40';
  const active = entries.filter((e) => e.state !== 'failed');
  return (
    <fieldset className="space-y-3" aria-describedby="rx-files-hint">
      <legend className="text-sm font-medium text-ink">{t('prescriptions.upload.filesLabel')}</legend>
      <p id="rx-files-hint" className="text-xs text-muted">
        {t('prescriptions.upload.filesHint')}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <label className={pickerClass}>
          <CameraGlyph />
          {t('prescriptions.upload.camera')}
          <input type="file" accept={CAMERA_ACCEPT} capture="environment" onChange={change} className="sr-only" data-testid="rx-camera" />
        </label>
        <label className={pickerClass}>
          <PrescriptionIcon className="h-6 w-6" />
          {t('prescriptions.upload.chooseFile')}
          <input type="file" accept={FILE_ACCEPT} multiple onChange={change} className="sr-only" data-testid="rx-file" />
        </label>
      </div>
      <noscript>
        <p className="text-xs font-medium text-warning">{t('prescriptions.upload.needsScripts')}</p>
      </noscript>
      {errors && (
        <p className="text-xs text-danger" role="alert">
          {errors}
        </p>
      )}
      {entries.length > 0 && (
        <>
          {active.length > 0 && (
            <div>
              <div
                role="progressbar"
                aria-label={t('prescriptions.upload.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="h-2 overflow-hidden rounded-full bg-gray-100"
                data-testid="rx-progress"
              >
                {/* Width steps of 5 %: inline styles are refused by the page's CSP, so the bar uses classes. */}
                <div className={`h-full rounded-full bg-primary-strong transition-all ${widthClass(progress)}`} />
              </div>
              <p className="mt-1 text-xs text-muted" aria-live="polite">
                {progress >= 1
                  ? t('prescriptions.upload.allSent')
                  : t('prescriptions.upload.sending', {
                      percent: Math.round(progress * 100),
                    })}
              </p>
            </div>
          )}
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" data-testid="rx-previews">
            {entries.map((entry) => (
              <li key={entry.key} className="relative" data-testid="rx-preview" data-state={entry.state}>
                <div
                  className={`flex aspect-square flex-col items-center justify-center overflow-hidden rounded-lg border ${entry.state === 'failed' ? 'border-danger' : 'border-gray-200'} bg-gray-50`}
                >
                  {entry.previewUrl ? (
                    <img src={entry.previewUrl} alt={entry.name} className="h-full w-full object-cover" />
                  ) : (
                    <span className="flex flex-col items-center gap-1 p-2 text-center">
                      <span className={`rounded px-1.5 py-0.5 text-xs font-bold text-white ${entry.kind === 'pdf' ? 'bg-danger' : 'bg-info'}`}>{entry.kind === 'pdf' ? 'PDF' : 'HEIC'}</span>
                      <span className="line-clamp-2 break-all text-xs text-muted">{entry.name}</span>
                    </span>
                  )}
                </div>
                {entry.state === 'uploading' && (
                  <div className="absolute inset-x-1 bottom-1 h-1.5 overflow-hidden rounded-full bg-white/80">
                    <div className={`h-full bg-primary-strong ${widthClass(entry.progress)}`} />
                  </div>
                )}
                {entry.state === 'done' && <span className="absolute bottom-1 left-1 rounded bg-success px-1 text-[10px] font-semibold text-white">{t('prescriptions.upload.sent')}</span>}
                {entry.fileId && <input type="hidden" name="file_ids" value={entry.fileId} />}
                <button
                  type="button"
                  onClick={() => onRemove(entry.key)}
                  aria-label={t('prescriptions.upload.remove', {
                    name: entry.name,
                  })}
                  className="absolute -right-2 -top-2 flex h-7 w-7 items-center justify-center rounded-full border border-gray-200 bg-white text-ink shadow hover:text-danger"
                >
                  <CloseIcon className="h-4 w-4" />
                </button>
                {entry.state === 'failed' && (
                  <div className="mt-1 space-y-1">
                    <p className="text-[11px] leading-tight text-danger">{entry.error}</p>
                    <Button variant="ghost" className="px-2 py-0.5 text-xs" onClick={() => onRetry(entry.key)}>
                      {t('prescriptions.upload.retry')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}

const WIDTHS = [
  'w-0',
  'w-[5%]',
  'w-[10%]',
  'w-[15%]',
  'w-[20%]',
  'w-[25%]',
  'w-[30%]',
  'w-[35%]',
  'w-[40%]',
  'w-[45%]',
  'w-[50%]',
  'w-[55%]',
  'w-[60%]',
  'w-[65%]',
  'w-[70%]',
  'w-[75%]',
  'w-[80%]',
  'w-[85%]',
  'w-[90%]',
  'w-[95%]',
  'w-full',
] as const;

/** The bar's width as a class in steps of 5 %. */
export function widthClass(fraction: number): string {
  const step = Math.round(Math.min(1, Math.max(0, fraction)) * 20);
  return WIDTHS[step]!;
}

function CameraGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
