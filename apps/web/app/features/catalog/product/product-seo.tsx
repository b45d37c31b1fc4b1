import { useTranslation } from '~/i18n/translate';
import type { ProductDetail } from '@apotek/contract/catalog';
import { formatRupiah } from '@apotek/contract/format/money';
import { HeadTags } from '~/components/head-tags';
import { absoluteUrl, jsonForScript, productJsonLd } from './product-json-ld';

function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Title, description, canonical and Open Graph in <head> (HeadTags); JSON-LD where the page is. */
export function ProductSeo({ product, canonical, origin }: { product: ProductDetail; canonical: string; origin: string }) {
  const { t, i18n } = useTranslation();
  const title = t('meta.titleTemplate', { title: product.name });
  const price = product.sellable_online ? formatRupiah(product.promo_price ?? product.price) : null;
  const description = clip(
    price ? t('product.metaDescription', { name: product.name, price, description: product.description }) : t('product.metaDescriptionNoPrice', { name: product.name, description: product.description }),
  );
  const image = product.images[0]?.url ?? product.image_url;
  return (
    <>
      <HeadTags>
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={canonical} />
        <meta property="og:type" content="product" />
        <meta property="og:site_name" content="Apotek" />
        <meta property="og:title" content={product.name} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={i18n.language === 'en' ? 'en_GB' : 'id_ID'} />
        {image && <meta property="og:image" content={absoluteUrl(image, origin)} />}
        {product.sellable_online && <meta property="product:price:amount" content={String(product.promo_price ?? product.price)} />}
        {product.sellable_online && <meta property="product:price:currency" content="IDR" />}
      </HeadTags>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(product, canonical, origin)) }} />
    </>
  );
}
