import { Form, Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { CartItem } from '@apotek/contract/cart';

/**
 * Under a cart line held for a prescription (obat keras): upload one, or use an approved prescription
 * of this pharmacy that covers the product (the API lists them on the line). Using one posts to that
 * prescription's page, which puts the covered quantity in the cart against it and comes back here.
 */
export function CartPrescriptionChoice({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const options = item.prescription_options ?? [];
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="cart-rx-choice">
      <Link to="/prescription/upload" className="underline">
        {t('product.prescription.upload')}
      </Link>
      {options.length > 0 && <span className="text-red-950">{t('prescriptions.cart.useApproved')}:</span>}
      {options.map((option) => (
        <Form key={option.prescription_id} method="post" action={`/prescription/${option.prescription_id}`} className="inline">
          <input type="hidden" name="intent" value="add-to-cart" />
          <input type="hidden" name="product" value={item.product_id} />
          <input type="hidden" name="quantity" value={item.quantity} />
          <input type="hidden" name="redirectTo" value="/cart" />
          <button type="submit" className="rounded-full border border-red-900/40 bg-white px-2 py-0.5 font-semibold text-red-900 hover:bg-red-100" data-testid="cart-rx-use">
            {t('prescriptions.cart.use', { id: option.prescription_id })} <span className="font-normal">({t('prescriptions.cart.remaining', { remaining: option.remaining })})</span>
          </button>
        </Form>
      ))}
    </span>
  );
}
