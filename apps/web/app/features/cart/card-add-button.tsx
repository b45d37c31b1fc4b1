import { useTranslation } from '~/i18n/translate';
import type { ProductSummary } from '@apotek/contract/catalog';
import { ReturnField } from '~/components/return-field';
import { CartIcon } from '~/components/ui/icons';
import { showSnackbar } from '~/lib/snackbar-store';
import { CART_ACTION, useCartFetcher } from './use-cart-fetcher';

/**
 * "+ Keranjang" on a product card: one unit, posted to the cart's action without leaving the page. The
 * action picks the pharmacy: the one chosen on /pharmacy (`apotek_store`), else the nearest that has the
 * product in stock, as on the product page; none has it → a note. Without scripts the post comes back here.
 * It sits above the card's full-size link so the click reaches it.
 */
export function CardAddButton({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const fetcher = useCartFetcher(() => showSnackbar({ content: t('cart.add.added', { name: product.name }), color: 'success', link: '/cart', linkLabel: t('cart.add.viewCart') }));
  if (!product.sellable_online) return null;
  const soldOut = product.in_stock === false;

  return (
    <fetcher.Form method="post" action={CART_ACTION} className="relative z-10 mt-2">
      <input type="hidden" name="product" value={product.id} />
      <ReturnField />
      <button
        type="submit"
        name="intent"
        value="add"
        disabled={soldOut || fetcher.state !== 'idle'}
        aria-label={t('cart.add.cardLabel', { name: product.name })}
        className="inline-flex w-full items-center justify-center gap-1.5 rounded-lg border border-primary-strong px-2 py-1.5 text-xs font-semibold text-primary-strong hover:bg-primary-soft disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-400"
      >
        <CartIcon className="h-4 w-4" />
        {t('cart.add.card')}
      </button>
    </fetcher.Form>
  );
}
