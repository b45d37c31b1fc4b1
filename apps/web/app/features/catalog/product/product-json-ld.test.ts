import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@apotek/contract/catalog';
import { jsonForScript, productJsonLd } from './product-json-ld';

const base: ProductDetail = {
  id: 1,
  slug: 'paracetamol-500-mg',
  sku: 'APT-0001',
  name: 'Paracetamol 500 mg 10 Tablet',
  name_id: 'Paracetamol 500 mg 10 Tablet',
  name_en: 'Paracetamol 500 mg 10 Tablets',
  price: 5000,
  promo_price: 4500,
  drug_class: 'bebas',
  requires_prescription: false,
  sellable_online: true,
  image_url: '/media/p1.webp',
  packaging: 'Strip 10 tablet',
  brand: { id: 2, slug: 'kimia-farma', name: 'Kimia Farma' },
  category: { id: 3, slug: 'demam-nyeri', name: 'Demam & Nyeri' },
  in_stock: true,
  description: 'Meredakan demam.',
  composition: 'Paracetamol 500 mg',
  indications: '',
  dosage: '',
  contraindications: '',
  side_effects: '',
  storage: '',
  manufacturer: 'PT Kimia Farma Tbk',
  bpom_number: 'DBL1234567890A1',
  weight_grams: 20,
  images: [{ url: '/media/p1.webp', alt: 'Paracetamol' }],
  sub_category: null,
  segment: null,
  stock: { store_id: 9, quantity: 4, in_stock: true, max_per_order: 10 },
  created_at: '2026-01-01T00:00:00Z',
  untranslated: [],
};

describe('product JSON-LD', () => {
  it('names the product with sku, brand, absolute images and an IDR offer at the price paid now', () => {
    const ld = productJsonLd(base, 'https://apotek.test/product/paracetamol-500-mg', 'https://apotek.test');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: base.name,
      sku: 'APT-0001',
      brand: { '@type': 'Brand', name: 'Kimia Farma' },
      image: ['https://apotek.test/media/p1.webp'],
      offers: { '@type': 'Offer', price: 4500, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
    });
  });

  it('reports the chosen pharmacy being out of stock', () => {
    const ld = productJsonLd({ ...base, stock: { store_id: 9, quantity: 0, in_stock: false, max_per_order: 10 } }, 'u', 'https://a.test');
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock', price: 4500 });
  });

  it('advertises no offer for a product that may not be sold online', () => {
    expect(productJsonLd({ ...base, drug_class: 'dilarang_online', sellable_online: false }, 'u', 'https://a.test').offers).toBeUndefined();
  });

  it('escapes < so the JSON cannot end its script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
