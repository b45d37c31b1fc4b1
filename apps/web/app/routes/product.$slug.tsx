import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
  const { product, related, store, canonical, origin } = loaderData;
  return (
    <article aria-labelledby="page-title">
      <ProductSeo product={product} canonical={canonical} origin={origin} />
      <nav aria-label={t('nav.breadcrumb')} className="mb-4 text-xs text-muted">
        <Link to="/" className="hover:underline">
          {t('nav.home')}
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to="/product" className="hover:underline">
          {t('pages.product.title')}
        </Link>
        {product.category && (
          <>
            <span aria-hidden="true"> / </span>
            <Link to={`/product?category=${product.category.slug}`} className="hover:underline">
              {product.category.name}
            </Link>
          </>
        )}
      </nav>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
        <ProductGallery product={product} />
        <BuyBox product={product} store={store} purchase={<AddToCart product={product} store={store} />} />
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
