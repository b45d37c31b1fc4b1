import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@apotek/contract/catalog';
import { CartIcon } from '~/components/ui/icons';
import { showSnackbar } from '~/lib/snackbar-store';
import { nearPointFromCookie, storeIdFromCookie } from '~/lib/store-cookie';
import { useCartActions } from './use-cart';

/**
 * The nearest pharmacy holding the product (the API places the shopper: default address, else the browser
 * location from /pharmacy's "use my location", else Monas), or
 * null when none has it or the lookup failed. Loaded on click, so cards carry no API client up front.
 */
async function nearestStocking(productId: number): Promise<number | null> {
  try {
    const { browserApi } = await import('~/lib/api');
    const near = nearPointFromCookie(document.cookie) ?? {};
    const result = await browserApi().call('nearestPharmacies', { query: { product_id: productId, radius_km: 2000, limit: 1, ...near } });
    return result.ok ? (result.body.data[0]?.id ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * "+ Keranjang" on a product card: one unit at the chosen pharmacy. The pharmacy is read from the
 * `apotek_store` cookie when clicked (cards are rendered without knowing it); none chosen → the nearest
 * that has it in stock, as on the product page; none has it → a note.
 * It sits above the card's full-size link so the click reaches it.
 */
export function CardAddButton({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const { run, pending } = useCartActions();
  if (!product.sellable_online) return null;
  const soldOut = product.in_stock === false;

  async function add() {
    const storeId = storeIdFromCookie(document.cookie) ?? (await nearestStocking(product.id));
    if (storeId === null) {
      showSnackbar({ content: t('cart.add.nowhere'), color: 'warning', link: '/pharmacy', linkLabel: t('cart.add.chooseStore') });
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
