import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@apotek/contract/catalog';
import { Button } from '~/components/ui/button';
import { QuantityStepper } from '~/components/ui/quantity-stepper';
import { useSessionUser } from '~/lib/root-data';
import { showSnackbar } from '~/lib/snackbar-store';
import { buyNow } from './cart-api';
import { useCartActions, useCheckoutOutcome } from './use-cart';

export interface StoreRef {
  id: number;
  slug: string;
  name: string;
}

/**
 * The product page's buy controls: quantity, "add to cart" and "buy now" at the pharmacy the product is
 * sent from: the shopper's choice, or else the nearest pharmacy that has it in stock, picked by the page's
 * loader. Only when no pharmacy has it (`noStock`), or the lookup failed, is there nothing to buy from.
 * Obat keras may go into the cart (the cart marks it until a prescription covers it), but not straight to
 * checkout, which would be refused anyway.
 */
export function AddToCart({ product, store, noStock = false }: { product: ProductDetail; store: StoreRef | null; noStock?: boolean }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { run, pending } = useCartActions();
  const afterCheckout = useCheckoutOutcome();
  const [quantity, setQuantity] = useState(1);
  const [buying, setBuying] = useState(false);

  if (!product.sellable_online) return null;
  if (!store) {
    // The button keeps its place; the stock box above says why, and the link below is the way forward.
    const back = `/pharmacy?return=${encodeURIComponent(location.pathname + location.search)}`;
    return (
      <div className="space-y-2">
        <Button disabled aria-describedby="needs-store" className="w-full py-3 sm:w-auto sm:px-8">
          {t('product.addToCart')}
        </Button>
        <p id="needs-store" className="text-sm" data-testid={noStock ? 'no-stock-anywhere' : undefined}>
          {noStock ? t('cart.add.nowhere') : t('cart.add.needStore')}{' '}
          <Link to={back} data-testid="choose-store-prompt" className="font-semibold text-primary-strong underline">
            {t('cart.add.chooseStoreToBuy')}
          </Link>
        </p>
      </div>
    );
  }

  const stock = product.stock;
  const soldOut = stock !== null && !stock.in_stock;
  // The stepper stops where the server would refuse: the shelf, or the pharmacy's per-order limit.
  const max = stock ? Math.max(1, Math.min(999, stock.quantity, stock.max_per_order)) : 999;

  async function add() {
    if (!store) return;
    const state = await run({ type: 'add', productId: product.id, storeId: store.id, quantity });
    if (state) showSnackbar({ content: t('cart.add.added', { name: product.name }), color: 'success', link: '/cart', linkLabel: t('cart.add.viewCart') });
  }

  async function buy() {
    if (!store) return;
    if (!user) {
      void navigate(`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setBuying(true);
    try {
      afterCheckout(await buyNow(product.id, store.id, quantity));
    } finally {
      setBuying(false);
    }
  }

  return (
    <div className="space-y-3" data-testid="add-to-cart">
      <div className="flex items-center gap-3">
        <span className="text-sm font-medium text-muted">{t('cart.quantity')}</span>
        <QuantityStepper
          value={quantity}
          max={max}
          label={product.name}
          disabled={soldOut}
          onDecrease={() => setQuantity((q) => Math.max(1, q - 1))}
          onIncrease={() => setQuantity((q) => Math.min(max, q + 1))}
        />
      </div>
      {stock && !soldOut && (
        <p className="text-xs text-muted" data-testid="max-per-order">
          {t('cart.maxPerOrder', { max: stock.max_per_order })}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={add} disabled={soldOut || pending !== null} className="py-3 sm:px-8">
          {pending === 'add' ? t('cart.add.adding') : t('product.addToCart')}
        </Button>
        {!product.requires_prescription && (
          <Button variant="outline" onClick={buy} disabled={soldOut || buying} className="py-3 sm:px-8">
            {t('cart.add.buyNow')}
          </Button>
        )}
      </div>
      {soldOut && <p className="text-xs text-muted">{t('cart.add.soldOut')}</p>}
    </div>
  );
}
