import { useTranslation } from '~/i18n/translate';
import { useCopy } from '~/lib/use-copy';
import { CheckIcon, CopyIcon } from './icons';

/** A number to type into a banking app (a VA, an amount), with a copy button; the number never breaks mid-way. */
export function CopyRow({ label, value, display, testId }: { label: string; value: string; display?: string; testId: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy(value);
  return (
    // The copy button wraps below on a narrow screen.
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gray-50 px-4 py-3">
      <div>
        <p className="text-xs text-muted">{label}</p>
        <p className="whitespace-nowrap font-mono text-xl font-bold tracking-wide" data-testid={testId}>
          {display ?? value}
        </p>
      </div>
      <button type="button" onClick={copy} className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-primary-strong px-3 py-1.5 text-sm font-semibold text-primary-strong hover:bg-primary-soft" aria-label={t('payment.copyOf', { label })}>
        {copied ? <CheckIcon className="h-4 w-4" /> : <CopyIcon className="h-4 w-4" />}
        <span aria-live="polite">{copied ? t('payment.copied') : t('payment.copy')}</span>
      </button>
    </div>
  );
}
