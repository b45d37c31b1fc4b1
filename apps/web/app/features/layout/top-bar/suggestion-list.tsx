import { useTranslation } from '~/i18n/translate';
import type { Suggestion } from '@apotek/contract/catalog';
import { formatRupiah } from '@apotek/contract/format/money';
import { DrugClassCircle } from '~/components/catalog/drug-class-badge';
import { SearchIcon } from '~/components/ui/icons';

export interface SuggestionListProps {
  id: string;
  items: Suggestion[];
  active: number;
  optionId: (index: number) => string;
  onPick: (item: Suggestion) => void;
  onHover: (index: number) => void;
}

/** The listbox of the top-bar combobox. Options take no focus: the input keeps it (aria-activedescendant). */
export function SuggestionList({ id, items, active, optionId, onPick, onHover }: SuggestionListProps) {
  const { t } = useTranslation();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('searchBox.suggestions')}
      className="absolute left-0 right-0 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 text-ink shadow-lg"
    >
      {items.map((item, i) => (
        <li
          key={`${item.type}-${item.id}`}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          // mousedown would blur the input and close the list before the click lands.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(item)}
          onMouseMove={() => onHover(i)}
          className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-primary-soft' : ''}`}
        >
          <span className="flex h-5 w-5 shrink-0 items-center justify-center">
            {item.drug_class ? <DrugClassCircle drugClass={item.drug_class} size={16} /> : <SearchIcon className="h-4 w-4 text-muted" />}
          </span>
          <span className="min-w-0 flex-1 truncate">{item.label}</span>
          {item.type !== 'product' ? (
            <span className="shrink-0 rounded bg-gray-100 px-1.5 py-0.5 text-[11px] font-semibold text-muted">{t(`searchBox.type.${item.type}`)}</span>
          ) : item.price !== null ? (
            <span className="shrink-0 text-xs font-semibold text-muted">{formatRupiah(item.price)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
