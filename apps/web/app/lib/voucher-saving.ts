import { formatRupiah } from '@apotek/contract/format/money';
import type { VoucherQuote } from '@apotek/contract/vouchers';
import type { TFunction } from '~/i18n/translate';

/** "Hemat Rp 5.000 dengan HEMAT10", or the delivery cap of a shipping voucher (what it takes off is known once delivery is priced). */
export function savingText(t: TFunction, quote: Pick<VoucherQuote, 'voucher' | 'item_discount' | 'shipping_discount_cap'>): string {
  const code = quote.voucher.code;
  return quote.voucher.target === 'shipping'
    ? t('voucherField.bestShipping', { amount: formatRupiah(quote.shipping_discount_cap), code })
    : t('voucherField.best', { amount: formatRupiah(quote.item_discount), code });
}
