import { useTranslation } from '~/i18n/translate';
import { MinusIcon, PlusIcon } from './icons';

const step = (intent: string | undefined) => (intent ? ({ type: 'submit', name: 'intent', value: intent } as const) : ({ type: 'button' } as const));

/** − n + with labelled buttons; the number itself is announced as the group's value. */
export function QuantityStepper({
  value,
  min = 1,
  max = 999,
  disabled = false,
  label,
  onDecrease,
  onIncrease,
  decreaseLabel,
  intents,
}: {
  value: number;
  min?: number;
  max?: number;
  disabled?: boolean;
  /** What is being counted, e.g. the product name. */
  label: string;
  onDecrease?: () => void;
  onIncrease?: () => void;
  /** At the minimum the minus may still act (the cart removes the line); say so. */
  decreaseLabel?: string;
  /** Inside a form: − and + submit it as `intent`, so they work before the scripts load (ADR 012). */
  intents?: { decrease: string; increase: string };
}) {
  const { t } = useTranslation();
  const button = 'inline-flex h-9 w-9 items-center justify-center text-ink hover:bg-black/5 disabled:cursor-not-allowed disabled:text-gray-300';
  return (
    <div role="group" aria-label={t('quantity.of', { name: label })} className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white">
      <button
        {...step(intents?.decrease)}
        className={button}
        onClick={onDecrease}
        disabled={disabled || (value <= min && !decreaseLabel)}
        aria-label={decreaseLabel && value <= min ? decreaseLabel : t('quantity.decrease')}
      >
        <MinusIcon className="h-4 w-4" />
      </button>
      <output aria-live="polite" data-testid="quantity" className="min-w-[2.5rem] text-center text-sm font-semibold tabular-nums">
        {value}
      </output>
      <button {...step(intents?.increase)} className={button} onClick={onIncrease} disabled={disabled || value >= max} aria-label={t('quantity.increase')}>
        <PlusIcon className="h-4 w-4" />
      </button>
    </div>
  );
}
