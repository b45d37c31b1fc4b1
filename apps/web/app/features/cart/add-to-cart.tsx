import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { ProductDetail } from '@apotek/contract/catalog';
import { ReturnField } from '~/components/return-field';
import { Button } from '~/components/ui/button';
import { QuantityStepper } from '~/components/ui/quantity-stepper';
import { showSnackbar } from '~/lib/snackbar-store';
import { CART_ACTION, useCartFetcher } from './use-cart-fetcher';

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
  const location = useLocation();
  const adding = useCartFetcher(() => showSnackbar({ content: t('cart.add.added', { name: product.name }), color: 'success', link: '/cart', linkLabel: t('cart.add.viewCart') }));
  const buying = useCartFetcher();
  const [quantity, setQuantity] = useState(1);

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
      {/* Two forms, one per button: each carries the quantity the stepper shows (1 before the scripts run). */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <adding.Form method="post" action={CART_ACTION} className="flex flex-col">
          <input type="hidden" name="product" value={product.id} />
          <input type="hidden" name="store" value={store.id} />
          <input type="hidden" name="quantity" value={quantity} />
          <ReturnField />
          <Button type="submit" name="intent" value="add" disabled={soldOut || adding.state !== 'idle'} className="py-3 sm:px-8">
            {adding.state !== 'idle' ? t('cart.add.adding') : t('product.addToCart')}
          </Button>
        </adding.Form>
        {!product.requires_prescription && (
          <buying.Form method="post" action={CART_ACTION} className="flex flex-col">
            <input type="hidden" name="product" value={product.id} />
            <input type="hidden" name="store" value={store.id} />
            <input type="hidden" name="quantity" value={quantity} />
            <input type="hidden" name="from" value={location.pathname + location.search} />
            <Button type="submit" name="intent" value="buy-now" variant="outline" disabled={soldOut || buying.state !== 'idle'} className="py-3 sm:px-8">
              {t('cart.add.buyNow')}
            </Button>
          </buying.Form>
        )}
      </div>
      {soldOut && <p className="text-xs text-muted">{t('cart.add.soldOut')}</p>}
    </div>
  );
}
