import type { OrderVouchers, VoucherQuote } from '@apotek/contract/vouchers';
import { useTranslation } from '~/i18n/translate';
import { Button } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { Sheet } from '~/components/ui/sheet';
import { savingText } from '~/lib/voucher-saving';

/** One option priced against the order: what it saves or why not, and the lines it leaves out (obat keras, other categories). */
function Option({ quote, applied, busy, onApply }: { quote: VoucherQuote; applied: boolean; busy: boolean; onApply: (code: string) => void }) {
  const { t } = useTranslation();
  const { voucher } = quote;
  const left = quote.lines.filter((line) => !line.eligible);
  return (
    <li className={cardClass({ tone: applied ? 'chosen' : 'default', compact: true, padding: 'sm' }, `space-y-1.5 text-sm ${quote.eligible ? '' : 'opacity-80'}`)} data-testid="voucher-option" data-code={voucher.code} data-eligible={quote.eligible}>
      <p className="font-semibold text-ink">{voucher.title}</p>
      <p className="font-mono text-xs font-bold text-primary-strong">{voucher.code}</p>
      <p className="text-xs text-muted">{voucher.description}</p>
      {quote.eligible ? (
        <p className="text-xs font-semibold text-success">{savingText(t, quote)}</p>
      ) : (
        <p className="text-xs font-medium text-danger" data-testid="voucher-option-reason">
          {quote.reason}
        </p>
      )}
      {left.length > 0 && (
        <div className="rounded-lg bg-gray-50 px-2 py-1.5 text-xs" data-testid="voucher-option-lines">
          <p className="font-medium text-ink">{t('voucherField.notCovered')}</p>
          <ul className="list-disc pl-4 text-muted">
            {left.map((line) => (
              <li key={line.product_id}>
                {line.name}
                {line.reason_text ? ` — ${line.reason_text}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {quote.eligible && !applied && (
        <Button variant="outline" className="w-full py-1.5" disabled={busy} onClick={() => onApply(voucher.code)} aria-label={t('voucherField.applyOf', { code: voucher.code })}>
          {t('voucherField.apply')}
        </Button>
      )}
    </li>
  );
}

/** Every voucher the order could take, as the server ranked them: usable ones first, the biggest saving first. */
export default function VoucherOptionsSheet({ open, state, busy, onApply, onClose }: { open: boolean; state: OrderVouchers; busy: boolean; onApply: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onClose={onClose} title={t('voucherField.choose')} closeLabel={t('snackbar.close')} testId="voucher-options">
      {state.options.length === 0 ? (
        <p className="text-sm text-muted">{t('voucherField.none')}</p>
      ) : (
        <ul className="space-y-2">
          {state.options.map((quote) => (
            <Option key={quote.voucher.id} quote={quote} applied={state.applied?.voucher.code === quote.voucher.code} busy={busy} onApply={onApply} />
          ))}
        </ul>
      )}
    </Sheet>
  );
}
