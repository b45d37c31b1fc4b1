import { useState } from 'react';
import { useTranslation } from '~/i18n/translate';
import { Button } from '~/components/ui/button';
import { MinusIcon, PlusIcon } from '~/components/ui/icons';
import { signedFilePath } from '~/lib/signed-file-url';

/** One uploaded page of a prescription as the viewer needs it: a signed, short-lived URL and its type. */
export interface ViewerFile {
  id: string;
  url: string;
  mime: string;
}

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;
const FIT = 2; // index of 1× in ZOOMS

/**
 * The pharmacist reads handwriting: zoom, turn a photo taken sideways, go back to fit, and step through
 * several photos. A PDF is shown by the browser's own viewer (its pages, its zoom) from the signed URL.
 */
export function RxImageViewer({ files }: { files: readonly ViewerFile[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<number>(FIT);
  const [turns, setTurns] = useState(0);
  const file = files[index];
  if (!file) return <p className="rounded-xl bg-gray-100 p-6 text-center text-sm text-muted">{t('consoleRx.viewer.none')}</p>;
  const pdf = file.mime === 'application/pdf';
  const src = signedFilePath(file.url);
  const scale = ZOOMS[zoom]!;
  // The page's CSP refuses style attributes in the server's HTML: styles exist only once the pharmacist
  // zooms or turns, and React sets those through the CSSOM, which the policy allows.
  const wrapperStyle = scale > 1 ? { width: `${scale * 100}%` } : undefined;
  const imageStyle = turns === 0 && scale === 1 ? undefined : { transform: `rotate(${turns * 90}deg)${scale < 1 ? ` scale(${scale})` : ''}`, width: scale > 1 ? '100%' : undefined };
  const pick = (next: number) => {
    setIndex(next);
    setZoom(FIT);
    setTurns(0);
  };
  return (
    <div className="space-y-2" data-testid="rx-viewer">
      {!pdf && (
        <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label={t('consoleRx.viewer.tools')}>
          <Button variant="outline" className="px-2 py-1" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0} aria-label={t('consoleRx.viewer.zoomOut')}>
            <MinusIcon className="h-4 w-4" />
          </Button>
          <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
            {Math.round(ZOOMS[zoom]! * 100)}%
          </span>
          <Button variant="outline" className="px-2 py-1" onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))} disabled={zoom === ZOOMS.length - 1} aria-label={t('consoleRx.viewer.zoomIn')}>
            <PlusIcon className="h-4 w-4" />
          </Button>
          <Button variant="outline" className="px-2 py-1 text-sm" onClick={() => setTurns((n) => (n + 1) % 4)}>
            {t('consoleRx.viewer.rotate')}
          </Button>
          <Button
            variant="ghost"
            className="px-2 py-1 text-sm"
            onClick={() => {
              setZoom(FIT);
              setTurns(0);
            }}
          >
            {t('consoleRx.viewer.fit')}
          </Button>
          <a href={src} target="_blank" rel="noreferrer" className="ml-auto text-sm font-semibold text-primary-strong hover:underline">
            {t('consoleRx.viewer.open')}
          </a>
        </div>
      )}
      {pdf ? (
        <>
          <p className="text-right">
            <a href={src} target="_blank" rel="noreferrer" className="text-sm font-semibold text-primary-strong hover:underline">
              {t('consoleRx.viewer.openPdf')}
            </a>
          </p>
          {/* The browser's own viewer pages, zooms and turns the PDF. */}
          <iframe src={src} title={t('consoleRx.viewer.pdf')} className="h-[70vh] w-full rounded-xl border border-gray-200 bg-white" data-testid="rx-pdf" />
        </>
      ) : (
        <div className="h-[60vh] overflow-auto rounded-xl border border-gray-200 bg-gray-900/90">
          <div className="flex min-h-full min-w-full items-center justify-center p-2" style={wrapperStyle}>
            <img
              src={src}
              alt={t('consoleRx.viewer.alt', { n: index + 1, total: files.length })}
              data-testid="rx-image"
              className={`select-none transition-transform ${scale > 1 ? 'max-w-none' : 'max-h-[calc(60vh-1.5rem)] max-w-full object-contain'}`}
              style={imageStyle}
            />
          </div>
        </div>
      )}
      {files.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t('consoleRx.viewer.pages')}>
          {files.map((f, i) => (
            <li key={f.id}>
              <button
                type="button"
                onClick={() => pick(i)}
                aria-current={i === index ? 'true' : undefined}
                className={`flex h-16 w-16 items-center justify-center overflow-hidden rounded-lg border-2 bg-gray-100 text-xs font-bold ${i === index ? 'border-primary-strong' : 'border-transparent'}`}
              >
                {f.mime === 'application/pdf' ? 'PDF' : <img src={signedFilePath(f.url)} alt={t('consoleRx.viewer.alt', { n: i + 1, total: files.length })} className="h-full w-full object-cover" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
