import { describe, expect, it } from 'vitest';
import { productInput, productRules } from '@apotek/contract/catalog-admin';
import { productBodyFrom, productFormValues } from './product-form-values';

describe('product form values', () => {
  it('turns typed strings into the body the API schema takes, and back', () => {
    const values = { ...productFormValues(null), sku: 'ABC-1', name: 'Obat', unit: 'strip', category_id: '3', sub_category_id: '', price: '12000', promo_price: '', bpom_number: 'dbl7214409204a1' };
    const body = productBodyFrom(values);
    expect(body).toMatchObject({ category_id: 3, sub_category_id: null, segment_id: null, brand_id: null, price: 12000, promo_price: null, image_url: null });
    expect(body).not.toHaveProperty('slug');
    const parsed = productInput.parse(body);
    expect(parsed.bpom_number).toBe('DBL7214409204A1');
    expect(productRules(parsed)).toEqual([]);
    expect(productFormValues(parsed as never).price).toBe('12000');
  });

  it('refuses a promotion on obat keras with the same rules as the API', () => {
    const parsed = productInput.parse(productBodyFrom({ ...productFormValues(null), sku: 'K1', name: 'Keras', unit: 'strip', category_id: '1', drug_class: 'keras', price: '5000', promo_price: '4000', bpom_number: 'DKL7214409204A1' }));
    expect(productRules(parsed, 'en')).toEqual([{ field: 'promo_price', key: 'promoNotAllowed', vars: { class: 'prescription-only (keras)' } }]);
  });
});
