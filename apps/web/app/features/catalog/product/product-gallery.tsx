import { useState } from 'react';
import { useTranslation } from '~/i18n/translate';
import type { ProductDetail } from '@apotek/contract/catalog';
import { IMAGE_SIZES, ProductImage } from '~/components/catalog/product-image';
import { Card } from '~/components/ui/card';

/** The main photo and, with more than one, thumbnails that switch it. Without JavaScript the first photo shows. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const images = product.images.length ? product.images : [{ url: product.image_url ?? '', alt: product.name }].filter((i) => i.url);
  const [current, setCurrent] = useState(0);
  const shown = images[current];
  return (
    <div>
      <Card padding="xs">
        {/* The page's largest paint: fetched first. */}
        <ProductImage src={shown?.url ?? null} alt={shown?.alt || product.name} sizes={IMAGE_SIZES.gallery} priority />
      </Card>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label={t('product.gallery')}>
          {images.map((image, i) => (
            <li key={image.url} className="w-16 shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-pressed={i === current}
                aria-label={t('product.showImage', { n: i + 1, total: images.length })}
                className={`block w-16 rounded-lg border-2 bg-white ${i === current ? 'border-primary-strong' : 'border-gray-200 hover:border-gray-400'}`}
              >
                <ProductImage src={image.url} alt="" sizes={IMAGE_SIZES.thumb} className="rounded-md" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
