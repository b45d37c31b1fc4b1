import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@apotek/contract/catalog';
import { CartIcon } from '~/components/ui/icons';
import { showSnackbar } from '~/lib/snackbar-store';
import { storeIdFromCookie } from '~/lib/store-cookie';
import { useCartActions } from './use-cart';

/**
 * "+ Keranjang" on a product card: one unit at the chosen pharmacy. The pharmacy is read from the
 * `apotek_store` cookie when clicked (cards are rendered without knowing it); none chosen → a prompt.
 * It sits above the card's full-size link so the click reaches it.
 */
export function CardAddButton({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const { run, pending } = useCartActions();
  if (!product.sellable_online) return null;
  const soldOut = product.in_stock === false;

  async function add() {
    const storeId = storeIdFromCookie(document.cookie);
    if (storeId === null) {
      showSnackbar({ content: t('cart.add.needStore'), color: 'warning', link: '/pharmacy', linkLabel: t('cart.add.chooseStore') });
      return;
    }
    const state = await run({ type: 'add', productId: product.id, storeId, quantity: 1 });
    if (state) showSnackbar({ content: t('cart.add.added', { name: product.name }), color: 'success', link: '/cart', linkLabel: t('cart.add.viewCart') });
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={soldOut || pending !== null}
      aria-label={t('cart.add.cardLabel', { name: product.name })}
      className="relative z-10 mt-2 inline-flex w-full items-center justify-center gap-1.5 rounded-lg border border-primary-strong px-2 py-1.5 text-xs font-semibold text-primary-strong hover:bg-primary-soft disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-400"
    >
      <CartIcon className="h-4 w-4" />
      {t('cart.add.card')}
    </button>
  );
}
