import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { ProductDetail } from '@apotek/contract/catalog';
import { DRUG_CLASS_RULES } from '@apotek/contract/catalog-vocabulary';
import { DrugClassCircle } from '~/components/catalog/drug-class-badge';
import { Card } from '~/components/ui/card';

/**
 * What the law says about buying this product, said before any price or button:
 * obat keras only against a doctor's prescription, and the not-sold-online class not at all.
 */
export function PrescriptionNotice({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  if (!DRUG_CLASS_RULES[product.drug_class].sellableOnline || !product.sellable_online) {
    return (
      <div role="note" data-testid="not-sold-online" className="rounded-xl border-2 border-black bg-gray-50 p-4">
        <p className="font-bold text-ink">{t('product.notSoldOnline.title')}</p>
        <p className="mt-1 text-sm text-ink">{t('product.notSoldOnline.body')}</p>
      </div>
    );
  }
  if (!DRUG_CLASS_RULES[product.drug_class].needsPrescription && !product.requires_prescription) return null;
  return (
    <Card role="note" data-testid="prescription-notice" tone="danger" compact className="flex gap-3">
      {product.drug_class === 'keras' && <DrugClassCircle drugClass="keras" size={28} />}
      <div>
        <p className="font-bold text-red-900">{t('product.prescription.title')}</p>
        <p className="mt-1 text-sm text-red-950">{t('product.prescription.body')}</p>
        <Link to="/prescription/upload" className="mt-2 inline-block text-sm font-semibold text-red-900 underline underline-offset-2">
          {t('product.prescription.upload')}
        </Link>
      </div>
    </Card>
  );
}
