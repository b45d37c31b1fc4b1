import { useTranslation } from '~/i18n/translate';
import type { DrugClass } from '@apotek/contract/catalog';
import { drugClassMark } from './drug-class';

/** The BPOM circle alone, labelled for screen readers with the class name. */
export function DrugClassCircle({ drugClass, size = 20 }: { drugClass: DrugClass; size?: number }) {
  const { t } = useTranslation();
  const mark = drugClassMark(drugClass);
  if (!mark.circle) return null;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} role="img" aria-label={t(mark.labelKey)} data-drug-class={drugClass} className="shrink-0">
      <circle cx="12" cy="12" r="10.5" fill={mark.circle.fill} stroke="#000" strokeWidth="2" />
      {mark.circle.letter && (
        <text x="12" y="16.6" textAnchor="middle" fontSize="13" fontWeight="800" fontFamily="Arial, sans-serif" fill="#000">
          {mark.circle.letter}
        </text>
      )}
    </svg>
  );
}

const pill = {
  green: 'border-green-700/30 bg-green-50 text-green-900',
  blue: 'border-blue-700/30 bg-blue-50 text-blue-900',
  red: 'border-red-700/30 bg-red-50 text-red-900',
  black: 'border-black bg-black text-white',
} as const;

/** The circle and the class name in words; `compact` keeps only the circle (cards), named by its label. */
export function DrugClassBadge({ drugClass, compact = false }: { drugClass: DrugClass; compact?: boolean }) {
  const { t } = useTranslation();
  const mark = drugClassMark(drugClass);
  if (!mark.circle) {
    const size = compact ? 'px-1.5 text-[10px] leading-4' : 'px-2 py-0.5 text-xs';
    return (
      <span data-testid="drug-class-badge" data-drug-class={drugClass} className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-md border font-bold uppercase tracking-wide ${size} ${pill.black}`}>
        {t('drugClass.dilarang_online.badge')}
      </span>
    );
  }
  if (compact) return <DrugClassCircle drugClass={drugClass} size={18} />;
  return (
    <span data-testid="drug-class-badge" className={`inline-flex items-center gap-1.5 rounded-full border py-0.5 pl-0.5 pr-2.5 text-xs font-semibold ${pill[mark.tone]}`}>
      <DrugClassCircle drugClass={drugClass} size={18} />
      <span aria-hidden="true">{t(mark.labelKey)}</span>
    </span>
  );
}
