import { useTranslation } from '~/i18n/translate';
import { useCopy } from '~/lib/use-copy';
import { CheckIcon, CopyIcon } from '~/components/ui/icons';

/** A voucher's code in a dashed box with a copy button; the code stays selectable when the clipboard is refused. */
export function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy(code);
  return (
    <span className="inline-flex items-center gap-1 rounded-lg border border-dashed border-primary-strong/50 bg-primary-soft/40 py-0.5 pr-0.5 pl-2">
      <span className="sr-only">{t('vouchers.codeLabel')}: </span>
      <span className="font-mono text-sm font-bold tracking-wide text-primary-strong select-all" data-testid="voucher-code">
        {code}
      </span>
      <button type="button" onClick={copy} aria-label={t('vouchers.copyOf', { code })} className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-semibold text-primary-strong hover:bg-white">
        {copied ? <CheckIcon className="h-3.5 w-3.5" /> : <CopyIcon className="h-3.5 w-3.5" />}
        <span aria-live="polite">{copied ? t('vouchers.copied') : t('vouchers.copy')}</span>
      </button>
    </span>
  );
}
