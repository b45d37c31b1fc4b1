import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Cart, CartItem, CartState } from '@apotek/contract/cart';
import { formatRupiah } from '@apotek/contract/format/money';
import { DrugClassBadge } from '~/components/catalog/drug-class-badge';
import { ProductImage } from '~/components/catalog/product-image';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton } from '~/components/ui/button';
import { CartIcon, PharmacyIcon, TrashIcon } from '~/components/ui/icons';
import { QuantityStepper } from '~/components/ui/quantity-stepper';
import { countLines, countsText } from '~/lib/cart-counts';
import { useSessionUser } from '~/lib/root-data';
import { checkoutStore } from './cart-api';
import { blockedReasonKey } from './cart-labels';
import { allSelected, checkoutItems, isSelectable, selectedSubtotal } from './cart-selection';
import { useCart, useCartActions, useCheckoutOutcome } from './use-cart';

/**
 * /cart: one block per pharmacy (each checks out on its own), lines with a tick, − n +, remove, and
 * warnings. Only ticked lines that may be sold are checked out; held ones (a prescription, stock) stay.
 */
export function CartPage({ initial }: { initial: CartState | null }) {
  const { t, i18n } = useTranslation();
  const query = useCart(initial ?? undefined);
  const { run, pending } = useCartActions();
  const state = query.data;

  if (!state) {
    return query.isError ? <Alert tone="error">{t('cart.loadFailed')}</Alert> : <p className="text-muted">{t('cart.loading')}</p>;
  }
  if (state.carts.length === 0 || state.counter === 0) return <EmptyCart />;

  async function clearAll() {
    if (!state || !window.confirm(t('cart.clearAllConfirm'))) return;
    for (const cart of state.carts) await run({ type: 'clear', storeId: cart.store.id }, 'clearAll');
  }

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-muted" data-testid="cart-counter">
          {countsText(t, countLines(state.carts.flatMap((cart) => cart.items)), i18n.language)}
        </p>
        <Button variant="ghost" onClick={clearAll} disabled={pending !== null} className="text-danger">
          <TrashIcon className="h-4 w-4" />
          {t('cart.clearAll')}
        </Button>
      </div>
      {state.carts.map((cart) => (
        <StoreCart key={cart.store.id} cart={cart} busy={pending !== null} run={run} />
      ))}
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center" data-testid="cart-empty">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <CartIcon className="h-6 w-6" />
      </span>
      <p className="text-lg font-semibold">{t('cart.empty.title')}</p>
      <p className="max-w-md text-sm text-muted">{t('cart.empty.body')}</p>
      <LinkButton to="/product" className="mt-2">
        {t('cart.empty.shop')}
      </LinkButton>
    </div>
  );
}

type Run = ReturnType<typeof useCartActions>['run'];

function StoreCart({ cart, busy, run }: { cart: Cart; busy: boolean; run: Run }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const afterCheckout = useCheckoutOutcome();
  const [checkingOut, setCheckingOut] = useState(false);
  const blocked = cart.items.filter((item) => item.blocked !== null).length;
  const chosen = checkoutItems(cart);
  const everyTicked = allSelected(cart);
  const selectable = cart.items.filter(isSelectable);

  async function checkout() {
    // Checkout needs an account; the guest comes back here after signing in, his cart merged.
    if (!user) {
      void navigate(`/auth?redirect=${encodeURIComponent('/cart')}`);
      return;
    }
    setCheckingOut(true);
    try {
      afterCheckout(await checkoutStore(cart.store.id, chosen.map((item) => item.id)));
    } finally {
      setCheckingOut(false);
    }
  }

  return (
    <section aria-labelledby={`store-${cart.store.id}`} className="rounded-2xl border border-gray-200 bg-white" data-testid="store-cart">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
        <h2 id={`store-${cart.store.id}`} className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={everyTicked}
            disabled={busy || selectable.length === 0}
            onChange={() => void run({ type: 'select', storeId: cart.store.id, selected: !everyTicked }, 'select')}
            aria-label={`${t('cart.selectAll')}, ${cart.store.name}`}
            title={t('cart.selectAll')}
            className="h-5 w-5 shrink-0 accent-primary-strong"
            data-testid="select-all"
          />
          <PharmacyIcon className="h-5 w-5 text-primary-strong" />
          <Link to={`/pharmacy/${cart.store.slug}`} className="hover:underline">
            {cart.store.name}
          </Link>
        </h2>
        <button type="button" onClick={() => void run({ type: 'clear', storeId: cart.store.id })} disabled={busy} className="text-xs font-semibold text-danger hover:underline disabled:opacity-50">
          {t('cart.clearStore')}
        </button>
      </header>
      <ul className="divide-y divide-gray-100">
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} storeId={cart.store.id} busy={busy} run={run} />
        ))}
      </ul>
      <footer className="flex flex-col gap-3 border-t border-gray-100 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm text-muted" data-testid="cart-selected-counts">
            {t('cart.subtotal', { counts: countsText(t, countLines(chosen), i18n.language) })}
          </p>
          <p className="text-xl font-bold" data-testid="cart-subtotal">
            {formatRupiah(selectedSubtotal(cart))}
          </p>
          {blocked > 0 && (
            <p className="mt-1 text-xs font-medium text-danger">
              {t('cart.blockedSummary', { count: blocked })} {chosen.length > 0 && t('cart.heldStays')}
            </p>
          )}
          {chosen.length === 0 && selectable.length > 0 && <p className="mt-1 text-xs text-muted">{t('cart.noneSelected')}</p>}
        </div>
        <Button onClick={checkout} disabled={busy || checkingOut || chosen.length === 0} className="py-3 sm:px-10">
          {checkingOut ? t('cart.checkingOut') : t('cart.checkout')}
        </Button>
      </footer>
    </section>
  );
}

function CartLine({ item, storeId, busy, run }: { item: CartItem; storeId: number; busy: boolean; run: Run }) {
  const { t } = useTranslation();
  const reason = blockedReasonKey(item.blocked);
  const onPromo = item.unit_price < item.original_price;
  return (
    <li className="flex gap-3 px-4 py-4" data-testid="cart-line">
      <input
        type="checkbox"
        // A held line cannot be ticked: it shows unticked whatever the server keeps for later.
        checked={item.selected && isSelectable(item)}
        disabled={busy || !isSelectable(item)}
        onChange={() => void run({ type: 'select', storeId, selected: !item.selected, itemIds: [item.id] }, 'select')}
        aria-label={t('cart.selectLine', { name: item.product.name })}
        className="mt-8 h-5 w-5 shrink-0 accent-primary-strong"
        data-testid="select-line"
      />
      <div className="w-16 shrink-0 sm:w-24">
        <ProductImage src={item.product.image_url} alt={item.product.name} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={`/product/${item.product.slug}`} className="font-semibold break-words text-ink hover:underline">
              {item.product.name}
            </Link>
            <div className="mt-1">
              <DrugClassBadge drugClass={item.product.drug_class} compact />
            </div>
          </div>
          <button
            type="button"
            onClick={() => void run({ type: 'remove', itemId: item.id, storeId })}
            disabled={busy}
            aria-label={t('cart.remove', { name: item.product.name })}
            className="rounded-lg p-2 text-muted hover:bg-red-50 hover:text-danger disabled:opacity-50"
          >
            <TrashIcon className="h-5 w-5" />
          </button>
        </div>
        <p className="mt-1 text-sm">
          <span className="font-semibold">{formatRupiah(item.unit_price)}</span>
          {onPromo && <span className="ml-2 text-xs text-muted line-through">{formatRupiah(item.original_price)}</span>}
        </p>
        {reason && (
          <p role="note" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-xs font-medium text-red-900" data-testid="cart-blocked">
            {t(reason, { available: item.available, max: item.max_per_order })}
            {item.blocked === 'prescription_required' && (
              <>
                {' '}
                <Link to="/prescription/upload" className="underline">
                  {t('product.prescription.upload')}
                </Link>
              </>
            )}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            value={item.quantity}
            max={Math.max(item.quantity, Math.min(item.available, item.max_per_order))}
            label={item.product.name}
            disabled={busy}
            decreaseLabel={t('cart.remove', { name: item.product.name })}
            onDecrease={() => void run({ type: 'decrease', itemId: item.id, storeId })}
            onIncrease={() => void run({ type: 'increase', itemId: item.id, storeId })}
          />
          <p className="text-sm font-bold" data-testid="line-subtotal">
            {formatRupiah(item.subtotal)}
          </p>
        </div>
        {item.blocked === null && item.quantity >= item.max_per_order && (
          <p className="mt-1 text-xs text-muted" data-testid="max-per-order">
            {t('cart.maxPerOrder', { max: item.max_per_order })}
          </p>
        )}
      </div>
    </li>
  );
}
