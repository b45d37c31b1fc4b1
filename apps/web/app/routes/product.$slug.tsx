import { useTranslation } from '~/i18n/translate';
import { Breadcrumb } from '~/components/breadcrumb';
import { ProductGrid } from '~/components/catalog/product-card';
import { AddToCart } from '~/features/cart/add-to-cart';
import { BuyBox } from '~/features/catalog/product/buy-box';
import { ProductGallery } from '~/features/catalog/product/product-gallery';
import { ProductSections } from '~/features/catalog/product/product-sections';
import { ProductSeo } from '~/features/catalog/product/product-seo';
import { loadProduct } from '~/features/catalog/product/product.server';
import type { Route } from './+types/product.$slug';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProduct(request, context, params.slug);
}

export default function ProductSlugPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, related, store, noStock, canonical, origin } = loaderData;
  return (
    <article aria-labelledby="page-title">
      <ProductSeo product={product} canonical={canonical} origin={origin} />
      <Breadcrumb
        className="mb-4"
        trail={[
          { label: t('pages.product.title'), to: '/product' },
          ...(product.category ? [{ label: product.category.name, to: `/product?category=${product.category.slug}` }] : []),
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
        <ProductGallery product={product} />
        <BuyBox product={product} store={store} noStock={noStock} purchase={<AddToCart product={product} store={store} noStock={noStock} />} />
      </div>
      <div className="mt-8">
        <ProductSections product={product} />
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-10">
          <h2 id="related-title" className="mb-4 text-xl font-bold">
            {t('product.related')}
          </h2>
          <ProductGrid products={related.slice(0, 10)} />
        </section>
      )}
    </article>
  );
}
