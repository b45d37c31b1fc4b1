import { useTranslation } from '~/i18n/translate';
import { CURRENCY } from '@apotek/contract/constants';
import { Badge } from './badge';

// id-ID grouping ("1.250.000") in both languages: SPEC §9 writes rupiah the Indonesian way whatever the
// interface language, and the prefix is the contract's so the API's messages and the page agree.
const grouping = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Whole rupiah as the shop shows them: `Rp 1.250.000`, a minus before the prefix. */
export function formatIdr(amount: number): string {
  return `${amount < 0 ? '-' : ''}${CURRENCY.prefix}${grouping.format(Math.abs(Math.round(amount)))}`;
}

const sizes = {
  sm: { now: 'text-sm', was: 'text-xs' },
  md: { now: 'text-base', was: 'text-xs' },
  lg: { now: 'text-2xl', was: 'text-base' },
} as const;

/**
 * The price to pay; during a promotion the original is struck through beside it, with the saving.
 * Screen readers hear which is which, not "Rp 9.000 Rp 12.000".
 */
export function Price({ price, promoPrice = null, size = 'md', showSaving = true }: { price: number; promoPrice?: number | null; size?: keyof typeof sizes; showSaving?: boolean }) {
  const { t } = useTranslation();
  const onPromo = promoPrice !== null && promoPrice < price;
  const look = sizes[size];
  if (!onPromo) return <p className={`font-bold text-ink ${look.now}`}>{formatIdr(price)}</p>;
  const percent = Math.round(((price - promoPrice) / price) * 100);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <p className={`font-bold text-primary-strong ${look.now}`}>
        <span className="sr-only">{t('price.promo')} </span>
        {formatIdr(promoPrice)}
      </p>
      <p className={`text-muted line-through ${look.was}`}>
        <span className="sr-only">{t('price.original')} </span>
        {formatIdr(price)}
      </p>
      {showSaving && (
        <Badge tone="primary" shape="tag">
          {t('price.save', { percent })}
        </Badge>
      )}
    </div>
  );
}
