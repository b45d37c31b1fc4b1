import { useTranslation } from '~/i18n/translate';
import { Button } from '~/components/ui/button';

/** The field's frame, the same before and after its scripts load. */
export const FIELD_CLASS = 'space-y-2 border-t border-gray-100 pt-3 text-sm';

export function VoucherFieldTitle() {
  const { t } = useTranslation();
  return (
    <h3 id="voucher-field" className="font-semibold">
      {t('voucherField.title')}
    </h3>
  );
}

/** The typed code and "Pakai", inside whichever form posts them (a plain one, or the field's fetcher). */
export function VoucherCodeInputs({ orderId, code, onCode, busy = false }: { orderId: string; code?: string; onCode?: (code: string) => void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <input type="hidden" name="order" value={orderId} />
      <input
        name="code"
        value={code}
        onChange={onCode && ((e) => onCode(e.target.value.toUpperCase()))}
        aria-label={t('voucherField.code')}
        placeholder={t('voucherField.code')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        required
        className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 font-mono uppercase placeholder:font-sans placeholder:normal-case"
        data-testid="voucher-code-input"
      />
      <Button type="submit" name="intent" value="voucher-apply" variant="outline" disabled={busy} className="px-3" data-testid="voucher-code-apply">
        {t('voucherField.apply')}
      </Button>
    </div>
  );
}
