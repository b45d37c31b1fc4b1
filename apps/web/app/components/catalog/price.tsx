import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@apotek/contract/format/money';

/** The price to pay; during a promotion the original is struck through beside it, with the saving. */
export function Price({ price, promoPrice, size = 'md' }: { price: number; promoPrice: number | null; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const onPromo = promoPrice !== null && promoPrice < price;
  const big = size === 'lg';
  if (!onPromo) return <p className={`font-bold text-ink ${big ? 'text-2xl' : 'text-base'}`}>{formatRupiah(price)}</p>;
  const percent = Math.round(((price - promoPrice) / price) * 100);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <p className={`font-bold text-primary-strong ${big ? 'text-2xl' : 'text-base'}`}>
        <span className="sr-only">{t('price.promo')} </span>
        {formatRupiah(promoPrice)}
      </p>
      <p className={`text-muted line-through ${big ? 'text-base' : 'text-xs'}`}>
        <span className="sr-only">{t('price.original')} </span>
        {formatRupiah(price)}
      </p>
      <span className="rounded bg-primary-soft px-1.5 py-0.5 text-xs font-bold text-primary-strong">{t('price.save', { percent })}</span>
    </div>
  );
}
