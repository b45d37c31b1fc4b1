import { useTranslation } from '~/i18n/translate';
import { buttonClass, LinkButton } from '~/components/ui/button';

/**
 * /prescription/pdf/{id}: the pharmacy's "salinan resep" in the browser's own PDF viewer, framed from
 * a same-origin resource route, with a download link that also works where a phone cannot show PDFs
 * inline.
 */
export function PrescriptionPdfView({ id }: { id: string }) {
  const { t } = useTranslation();
  const file = `/prescription/pdf/${id}/file`;
  return (
    <div className="space-y-3" data-testid="rx-pdf">
      <div className="flex flex-wrap items-center gap-2">
        <LinkButton to={`/prescription/${id}`} variant="ghost" className="px-3">
          <span aria-hidden="true">←</span> {t('prescriptions.pdf.back')}
        </LinkButton>
        <a href={`${file}?download=1`} download className={buttonClass('primary', 'ml-auto')} data-testid="rx-pdf-download">
          {t('prescriptions.pdf.download')}
        </a>
        <a href={file} target="_blank" rel="noopener" className={buttonClass('outline')}>
          {t('prescriptions.pdf.open')}
        </a>
      </div>
      <iframe src={file} title={t('prescriptions.pdf.frameTitle', { id })} className="h-[75vh] min-h-[480px] w-full rounded-xl border border-gray-200 bg-gray-50" data-testid="rx-pdf-frame" />
      <p className="text-xs text-muted">{t('prescriptions.pdf.fallback')}</p>
    </div>
  );
}
