import { useTranslation } from '~/i18n/translate';
import type { ProductDetail } from '@apotek/contract/catalog';
import { textLang } from './text-lang';
import { Card } from '~/components/ui/card';

const SECTIONS = ['description', 'composition', 'indications', 'dosage', 'contraindications', 'side_effects', 'storage', 'packaging', 'manufacturer'] as const;

/**
 * The leaflet facts, each under its own heading (screen-reader users jump between them); empty ones are left
 * out. A text the catalogue has only in Indonesian carries lang="id" on an English page.
 */
export function ProductSections({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const present = SECTIONS.filter((key) => product[key].trim() !== '');
  return (
    <Card data-testid="product-leaflet" padding="none" className="grid overflow-hidden lg:grid-cols-2">
      {present.map((key) => (
        <section key={key} aria-labelledby={`section-${key}`} className={`border-b border-gray-100 px-5 py-4 ${key === 'description' ? 'lg:col-span-2' : ''}`}>
          <h2 id={`section-${key}`} className="text-base font-bold text-ink">
            {t(`product.sections.${key}`)}
          </h2>
          <p lang={textLang(product, key)} className="mt-1 whitespace-pre-line text-sm leading-6 text-ink/90">
            {product[key]}
          </p>
        </section>
      ))}
      <section aria-labelledby="section-registration" className="px-5 py-4 lg:col-span-2">
        <h2 id="section-registration" className="text-base font-bold text-ink">
          {t('product.sections.registration')}
        </h2>
        <p className="mt-1 text-sm text-ink/90">
          {t('product.nie')}: <span className="font-mono">{product.bpom_number}</span>
        </p>
      </section>
    </Card>
  );
}
