import { useState } from 'react';
import { useTranslation } from '~/i18n/translate';
import { Dialog } from '~/components/ui/dialog';
import { signedFilePath } from '~/lib/signed-file-url';

/**
 * One photo of a verification: a thumbnail that opens the photo large in a dialog (and from there in a
 * tab of its own). The URL is signed and short-lived; the list is read again after every decision.
 */
export function KycPhotoThumb({ url, label, title, testId }: { url: string; label: string; title: string; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const src = signedFilePath(url);
  return (
    <figure className="space-y-1">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block aspect-[4/3] w-full overflow-hidden rounded-lg border border-gray-200 bg-gray-100 hover:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
        aria-label={t('consoleKyc.openPhoto', { photo: label })}
        data-testid={testId}
      >
        <img src={src} alt={label} loading="lazy" className="h-full w-full object-cover" />
      </button>
      <figcaption className="text-xs text-muted">{label}</figcaption>
      <Dialog open={open} onOpenChange={setOpen} title={title} closeLabel={t('consoleKyc.close')} testId={`${testId}-dialog`}>
        <div className="space-y-2">
          <div className="flex items-center justify-center rounded-xl bg-gray-900/90 p-2">
            <img src={src} alt={label} className="max-h-[65vh] max-w-full object-contain" />
          </div>
          <p className="text-right">
            <a href={src} target="_blank" rel="noreferrer" className="text-sm font-semibold text-primary-strong hover:underline">
              {t('consoleKyc.openTab')}
            </a>
          </p>
        </div>
      </Dialog>
    </figure>
  );
}
