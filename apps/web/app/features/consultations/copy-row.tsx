import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/translate';
import { CheckIcon, CopyIcon } from '~/components/ui/icons';

/** A number to type into a banking app, with a copy button; the number never breaks mid-way. */
export function CopyRow({ label, value, display, testId }: { label: string; value: string; display?: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Clipboard refused: the number stays on screen to copy by hand.
    }
  }
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gray-50 px-4 py-3">
      <div>
        <p className="text-xs text-muted">{label}</p>
        <p className="whitespace-nowrap font-mono text-xl font-bold tracking-wide" data-testid={testId}>
          {display ?? value}
        </p>
      </div>
      <button type="button" onClick={copy} className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-primary-strong px-3 py-1.5 text-sm font-semibold text-primary-strong hover:bg-primary-soft" aria-label={t('consultations.pay.copyOf', { label })}>
        {copied ? <CheckIcon className="h-4 w-4" /> : <CopyIcon className="h-4 w-4" />}
        <span aria-live="polite">{copied ? t('consultations.pay.copied') : t('consultations.pay.copy')}</span>
      </button>
    </div>
  );
}

/** A VA number in groups of four (8808 1234 5678 9012), as it is read out and checked; other text as it is. */
export function groupDigits(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return /^\d+$/.test(compact) ? compact.replace(/(\d{4})(?=\d)/g, '$1 ') : value;
}
