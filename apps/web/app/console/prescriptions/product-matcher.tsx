import { useState } from 'react';
import { useTranslation } from '~/i18n/translate';
import type { ProductSummary } from '@apotek/contract/catalog';
import { DRUG_CLASS_RULES } from '@apotek/contract/catalog-vocabulary';
import { formatRupiah } from '@apotek/contract/format/money';
import { DrugClassBadge } from '~/components/catalog/drug-class-badge';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { TrashIcon } from '~/components/ui/icons';
import { useProductSearch } from './use-product-search';
import { useHydratedId } from '~/lib/hydrated-ids';

/** One prescribed item matched to the catalogue, as the approve form sends it. */
export interface MatchedItem {
  product: Pick<ProductSummary, 'id' | 'name' | 'drug_class' | 'sellable_online' | 'price' | 'packaging'>;
  quantity: number;
  signa: string;
}

/** Whether the pharmacy may ever sell this online: narkotika, psikotropika and the like never (BPOM). */
export function sellableOnline(product: Pick<ProductSummary, 'drug_class' | 'sellable_online'>): boolean {
  return product.sellable_online && DRUG_CLASS_RULES[product.drug_class].sellableOnline;
}

/**
 * Search the catalogue, add what the prescription names, and set quantity and signa per line. A class
 * that may not be sold online is refused here with a message (the API refuses it again).
 */
export function ProductMatcher({ items, onChange, storeId, errors }: { items: readonly MatchedItem[]; onChange: (items: MatchedItem[]) => void; storeId: number | null; errors?: readonly string[] }) {
  const { t } = useTranslation();
  const id = useHydratedId();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const search = useProductSearch(text, storeId);

  const add = (product: ProductSummary) => {
    if (!sellableOnline(product)) {
      setRefused(t('consoleRx.match.notOnline', { name: product.name }));
      return;
    }
    setRefused(null);
    if (items.some((i) => i.product.id === product.id)) return;
    onChange([...items, { product, quantity: 1, signa: '' }]);
    setText('');
  };
  const update = (index: number, patch: Partial<MatchedItem>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  return (
    <div className="space-y-3" data-testid="rx-matcher">
      <div className="relative">
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold">
          {t('consoleRx.match.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('consoleRx.match.placeholder')}
          autoComplete="off"
          className={inputClass(false)}
          aria-controls={`${id}-results`}
        />
        {search.query !== '' && (
          <ul id={`${id}-results`} aria-label={t('consoleRx.match.results')} className="mt-1 max-h-72 divide-y divide-gray-100 overflow-y-auto rounded-xl border border-gray-200 bg-white">
            {search.items.length === 0 ? (
              <li className="p-3 text-sm text-muted">{t('consoleRx.match.none', { q: search.query })}</li>
            ) : (
              search.items.map((product) => (
                <li key={product.id} data-testid="rx-match-result" className="flex items-center gap-2 p-2">
                  <DrugClassBadge drugClass={product.drug_class} compact />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold">{product.name}</span>
                    <span className="block text-xs text-muted">
                      {product.packaging} · {formatRupiah(product.price)}
                      {product.in_stock === false && ` · ${t('consoleRx.match.outOfStock')}`}
                    </span>
                  </span>
                  <Button variant="outline" className="px-2 py-1 text-sm" onClick={() => add(product)} aria-label={t('consoleRx.match.addNamed', { name: product.name })}>
                    {t('consoleRx.match.add')}
                  </Button>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      {refused && <Alert tone="error">{refused}</Alert>}
      {errors && errors.length > 0 && <Alert tone="error">{errors.join(' ')}</Alert>}
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-4 text-center text-sm text-muted">{t('consoleRx.match.empty')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('consoleRx.match.items')}>
          {items.map((item, index) => (
            <li key={item.product.id} data-testid="rx-item" className="rounded-xl border border-gray-200 bg-white p-3">
              <div className="flex flex-wrap items-start gap-2">
                <p className="min-w-0 flex-1 basis-48 text-sm font-semibold">{item.product.name}</p>
                <DrugClassBadge drugClass={item.product.drug_class} />
                <button type="button" onClick={() => onChange(items.filter((_, i) => i !== index))} className="rounded p-1 text-danger hover:bg-red-50" aria-label={t('consoleRx.match.remove', { name: item.product.name })}>
                  <TrashIcon className="h-4 w-4" />
                </button>
              </div>
              <div className="mt-2 grid gap-2 sm:grid-cols-[110px_1fr]">
                <label className="text-xs font-semibold">
                  {t('consoleRx.match.quantity')}
                  <input
                    type="number"
                    min={1}
                    max={999}
                    required
                    value={item.quantity}
                    onChange={(e) => update(index, { quantity: Math.max(1, Math.min(999, Number(e.target.value) || 1)) })}
                    className={inputClass(false, 'mt-1 py-1.5')}
                  />
                </label>
                <label className="text-xs font-semibold">
                  {t('consoleRx.match.signa')}
                  <input
                    type="text"
                    required
                    maxLength={200}
                    value={item.signa}
                    placeholder={t('consoleRx.match.signaHint')}
                    onChange={(e) => update(index, { signa: e.target.value })}
                    className={inputClass(false, 'mt-1 py-1.5')}
                  />
                </label>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
