import type { FormEvent } from 'react';
import { Link, useFetchers } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Cart, CartItem, CartState } from '@apotek/contract/cart';
import { formatRupiah } from '@apotek/contract/format/money';
import { DrugClassBadge } from '~/components/catalog/drug-class-badge';
import { IMAGE_SIZES, ProductImage } from '~/components/catalog/product-image';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton } from '~/components/ui/button';
import { CartIcon, PharmacyIcon, TrashIcon } from '~/components/ui/icons';
import { QuantityStepper } from '~/components/ui/quantity-stepper';
import { countLines, countsText } from '~/lib/cart-counts';
import type { CartActionResult } from './cart-intents';
import { blockedReasonKey } from './cart-labels';
import { optimisticCart } from './cart-optimistic';
import { allSelected, checkoutItems, isSelectable, selectedSubtotal } from './cart-selection';
import { CART_ACTION, useCartFetcher } from './use-cart-fetcher';
import { Card } from '~/components/ui/card';
import { CartPrescriptionChoice } from './cart-prescription-choice';
import { EmptyState } from '~/components/ui/empty-state';
import { CartVoucherHint } from './cart-voucher-hint';

/** The cart writes in flight (their form data, oldest first): the page shows them done already. */
function usePendingCartWrites(): { pending: FormData[]; busy: boolean } {
  const fetchers = useFetchers();
  const pending = fetchers.filter((f) => f.formData && f.formAction?.split('?')[0] === CART_ACTION).map((f) => f.formData!);
  return { pending, busy: pending.length > 0 };
}

/**
 * /cart: one block per pharmacy (each checks out on its own), lines with a tick, − n +, remove, and
 * warnings. Only ticked lines that may be sold are checked out; held ones (a prescription, stock) stay.
 */
export function CartPage({ cart, result }: { cart: CartState | null; result?: CartActionResult }) {
  const { t, i18n } = useTranslation();
  const { pending, busy } = usePendingCartWrites();
  const clearAll = useCartFetcher();

  if (!cart) return <Alert tone="error">{t('cart.loadFailed')}</Alert>;
  const state = optimisticCart(cart, pending);
  // A refusal after a plain form post (no scripts yet) is said here; with scripts the snackbar says it.
  const refusal = result && !result.ok ? (result.message ?? t('auth.errors.unavailable')) : null;
  if (state.carts.length === 0 || state.counter === 0) return <EmptyCart />;

  function confirmClearAll(event: FormEvent<HTMLFormElement>) {
    if (!window.confirm(t('cart.clearAllConfirm'))) event.preventDefault();
  }

  return (
    <div className="space-y-6">
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-muted" data-testid="cart-counter">
          {countsText(t, countLines(state.carts.flatMap((c) => c.items)), i18n.language)}
        </p>
        <clearAll.Form method="post" action={CART_ACTION} onSubmit={confirmClearAll}>
          <Button variant="ghost" type="submit" name="intent" value="clear-all" disabled={busy} className="text-danger">
            <TrashIcon className="h-4 w-4" />
            {t('cart.clearAll')}
          </Button>
        </clearAll.Form>
      </div>
      {state.carts.map((c) => (
        <StoreCart key={c.store.id} cart={c} busy={busy} />
      ))}
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <EmptyState
      data-testid="cart-empty"
      icon={CartIcon}
      title={t('cart.empty.title')}
      text={t('cart.empty.body')}
      action={
        <LinkButton to="/product" className="mt-1">
          {t('cart.empty.shop')}
        </LinkButton>
      }
    />
  );
}

function StoreCart({ cart, busy }: { cart: Cart; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const tick = useCartFetcher();
  const clear = useCartFetcher();
  const checkout = useCartFetcher();
  const blocked = cart.items.filter((item) => item.blocked !== null).length;
  const chosen = checkoutItems(cart);
  const everyTicked = allSelected(cart);
  const selectable = cart.items.filter(isSelectable);
  const checkingOut = checkout.state !== 'idle';

  return (
    <Card as="section" aria-labelledby={`store-${cart.store.id}`} padding="none" data-testid="store-cart">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
        <h2 id={`store-${cart.store.id}`} className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={everyTicked}
            disabled={busy || selectable.length === 0}
            onChange={() => void tick.submit({ intent: 'select', store: cart.store.id, selected: everyTicked ? '0' : '1' }, { method: 'post', action: CART_ACTION, flushSync: true })}
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
        <clear.Form method="post" action={CART_ACTION}>
          <input type="hidden" name="store" value={cart.store.id} />
          <button type="submit" name="intent" value="clear" disabled={busy} className="text-xs font-semibold text-danger hover:underline disabled:opacity-50">
            {t('cart.clearStore')}
          </button>
        </clear.Form>
      </header>
      <ul className="divide-y divide-gray-100">
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} storeId={cart.store.id} busy={busy} />
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
          <CartVoucherHint storeId={cart.store.id} subtotal={selectedSubtotal(cart)} busy={busy} />
          {blocked > 0 && (
            <p className="mt-1 text-xs font-medium text-danger">
              {t('cart.blockedSummary', { count: blocked })} {chosen.length > 0 && t('cart.heldStays')}
            </p>
          )}
          {chosen.length === 0 && selectable.length > 0 && <p className="mt-1 text-xs text-muted">{t('cart.noneSelected')}</p>}
        </div>
        {/* A guest is sent to sign in by the action, and comes back here with his cart merged. */}
        <checkout.Form method="post" action={CART_ACTION}>
          <input type="hidden" name="store" value={cart.store.id} />
          <input type="hidden" name="from" value="/cart" />
          {chosen.map((item) => (
            <input key={item.id} type="hidden" name="item" value={item.id} />
          ))}
          <Button type="submit" name="intent" value="checkout" disabled={busy || checkingOut || chosen.length === 0} className="w-full py-3 sm:w-auto sm:px-10">
            {checkingOut ? t('cart.checkingOut') : t('cart.checkout')}
          </Button>
        </checkout.Form>
      </footer>
    </Card>
  );
}

function CartLine({ item, storeId, busy }: { item: CartItem; storeId: number; busy: boolean }) {
  const { t } = useTranslation();
  const tick = useCartFetcher();
  const remove = useCartFetcher();
  const step = useCartFetcher();
  const reason = blockedReasonKey(item.blocked);
  const onPromo = item.unit_price < item.original_price;
  return (
    <li className="flex gap-3 px-4 py-4" data-testid="cart-line">
      <input
        type="checkbox"
        // A held line cannot be ticked: it shows unticked whatever the server keeps for later.
        checked={item.selected && isSelectable(item)}
        disabled={busy || !isSelectable(item)}
        onChange={() => void tick.submit({ intent: 'select', store: storeId, item: item.id, selected: item.selected ? '0' : '1' }, { method: 'post', action: CART_ACTION, flushSync: true })}
        aria-label={t('cart.selectLine', { name: item.product.name })}
        className="mt-8 h-5 w-5 shrink-0 accent-primary-strong"
        data-testid="select-line"
      />
      <div className="w-16 shrink-0 sm:w-24">
        <ProductImage src={item.product.image_url} alt={item.product.name} sizes={IMAGE_SIZES.line} />
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
          <remove.Form method="post" action={CART_ACTION}>
            <input type="hidden" name="store" value={storeId} />
            <input type="hidden" name="item" value={item.id} />
            <button
              type="submit"
              name="intent"
              value="remove"
              disabled={busy}
              aria-label={t('cart.remove', { name: item.product.name })}
              className="rounded-lg p-2 text-muted hover:bg-red-50 hover:text-danger disabled:opacity-50"
            >
              <TrashIcon className="h-5 w-5" />
            </button>
          </remove.Form>
        </div>
        <p className="mt-1 text-sm">
          <span className="font-semibold">{formatRupiah(item.unit_price)}</span>
          {onPromo && <span className="ml-2 text-xs text-muted line-through">{formatRupiah(item.original_price)}</span>}
        </p>
        {item.prescription_item_id !== null && item.blocked === null && (
          <p className="mt-1 text-xs font-medium text-success" data-testid="cart-rx-linked">
            {t('prescriptions.cart.linked')}
          </p>
        )}
        {reason && (
          <div role="note" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-xs font-medium text-red-900" data-testid="cart-blocked">
            {t(reason, { available: item.available, max: item.max_per_order })}
            {item.blocked === 'prescription_required' && <CartPrescriptionChoice item={item} />}
          </div>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <step.Form method="post" action={CART_ACTION}>
            <input type="hidden" name="store" value={storeId} />
            <input type="hidden" name="item" value={item.id} />
            <QuantityStepper
              value={item.quantity}
              max={Math.max(item.quantity, Math.min(item.available, item.max_per_order))}
              label={item.product.name}
              disabled={busy}
              decreaseLabel={t('cart.remove', { name: item.product.name })}
              intents={{ decrease: 'decrease', increase: 'increase' }}
            />
          </step.Form>
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
