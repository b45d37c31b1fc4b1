import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { useLocale } from '~/lib/root-data';
import { isLoyaltyIntent, type CheckoutLoyalty, type CheckoutLoyaltyPart, type LoyaltyActionResult } from './loyalty-intents';

/**
 * The pieces of checkout's "Poin & Koin" that look the same before and after its scripts load
 * (loyalty-field.tsx renders them with plain forms, checkout-loyalty.tsx with fetchers).
 */

const NAMES = { points: 'loyaltyField.points', customer: 'loyaltyField.coins', employee: 'loyaltyField.employee' } as const;

/** The currencies worth a row: those the customer has, or that the order holds. */
export const shownParts = (loyalty: CheckoutLoyalty) => loyalty.parts.filter((p) => p.balance > 0 || p.applied > 0);

export const intentsOf = (part: CheckoutLoyaltyPart) => (part.currency === 'points' ? (['points-apply', 'points-remove'] as const) : (['coins-apply', 'coins-remove'] as const));

/** The answer that belongs to this row: of its currency (and for coins, of its kind). */
export function answerFor(part: CheckoutLoyaltyPart, answer: LoyaltyActionResult | undefined): LoyaltyActionResult | undefined {
  if (!answer || !isLoyaltyIntent(answer.intent)) return undefined;
  const kind = part.currency === 'points' ? undefined : part.currency;
  return (intentsOf(part) as readonly string[]).includes(answer.intent) && answer.kind === kind ? answer : undefined;
}

export function useLoyaltyText(part: CheckoutLoyaltyPart) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Grouped as the language writes numbers (35.000 / 35,000). Not loyalty-format.ts's formatUnits: that
  // would be one more file in checkout's first load for one line (ADR 020).
  const grouped = (n: number) => n.toLocaleString(locale === 'en' ? 'en-GB' : 'id-ID');
  const units = (n: number) => t(part.currency === 'points' ? 'loyaltyField.units.points' : 'loyaltyField.units.coins', { count: n, n: grouped(n) });
  return { t, grouped, units, name: t(NAMES[part.currency]) };
}

export function LoyaltyFrame({ loyalty, children }: { loyalty: CheckoutLoyalty; children: (part: CheckoutLoyaltyPart) => ReactNode }) {
  const { t } = useTranslation();
  const shown = shownParts(loyalty);
  return (
    <section aria-labelledby="loyalty-field" className="space-y-2 border-t border-gray-100 pt-3 text-sm" data-testid="checkout-loyalty">
      <h3 id="loyalty-field" className="font-semibold">
        {t('loyaltyField.title')}
      </h3>
      {shown.length === 0 ? (
        <p className="text-xs text-muted" data-testid="loyalty-none">
          {t('loyaltyField.none')}{' '}
          <Link to="/profile/poin-history" className="font-semibold text-primary-strong hover:underline">
            {t('loyaltyField.see')}
          </Link>
        </p>
      ) : (
        shown.map(children)
      )}
    </section>
  );
}

/** One currency: its name and balance, then the switch (or why it cannot be used here), then what follows. */
export function LoyaltyRow({ part, busy = false, toggle, children }: { part: CheckoutLoyaltyPart; busy?: boolean; toggle: ReactNode; children?: ReactNode }) {
  const { t, units, name } = useLoyaltyText(part);
  return (
    <div className="space-y-1.5 rounded-lg bg-gray-50 px-3 py-2" data-testid={`loyalty-${part.currency}`} data-applied={part.applied} data-max={part.max} data-balance={part.balance} aria-busy={busy}>
      <p className="flex justify-between gap-2 text-xs">
        <span className="font-semibold text-ink">{name}</span>
        <span className="text-muted">{t('loyaltyField.balance', { units: units(part.balance) })}</span>
      </p>
      {part.max === 0 && part.applied === 0 ? (
        <p className="text-xs text-muted" data-testid="loyalty-not-here">
          {t('loyaltyField.notHere')}
        </p>
      ) : (
        toggle
      )}
      {children}
    </div>
  );
}

/** The order and, for coins, which: the fields every form of a row posts. */
export function RowFields({ orderId, part }: { orderId: string; part: CheckoutLoyaltyPart }) {
  return (
    <>
      <input type="hidden" name="order" value={orderId} />
      {part.currency !== 'points' && <input type="hidden" name="kind" value={part.currency} />}
    </>
  );
}

/**
 * "Pakai X poin (hemat Rp Y)" as a switch: a submit button that spends the most that fits, or, when the
 * order holds some, gives them back. Inside whichever form posts it.
 */
export function LoyaltyToggle({ orderId, part, busy = false }: { orderId: string; part: CheckoutLoyaltyPart; busy?: boolean }) {
  const { t, units } = useLoyaltyText(part);
  const [apply, remove] = intentsOf(part);
  const on = part.applied > 0;
  const label = on
    ? t('loyaltyField.using', { units: units(part.applied), amount: formatRupiah(part.discount) })
    : part.rupiah_per === null
      ? t('loyaltyField.useNoRate', { units: units(part.max) })
      : t('loyaltyField.use', { units: units(part.max), amount: formatRupiah(part.max * part.rupiah_per) });
  return (
    <>
      <RowFields orderId={orderId} part={part} />
      {!on && <input type="hidden" name="amount" value={part.max} />}
      <button type="submit" name="intent" value={on ? remove : apply} role="switch" aria-checked={on} disabled={busy} className="flex w-full items-center gap-3 text-left disabled:opacity-60" data-testid="loyalty-toggle">
        <span aria-hidden className={`relative h-5 w-9 shrink-0 rounded-full transition ${on ? 'bg-primary-strong' : 'bg-gray-300'}`}>
          <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${on ? 'left-[1.125rem]' : 'left-0.5'}`} />
        </span>
        <span className={on ? 'font-semibold text-success' : 'font-medium'}>{label}</span>
      </button>
    </>
  );
}

/** A refusal (over the balance, over what fits, the order moved on) in the API's words. */
export function LoyaltyError({ answer }: { answer: LoyaltyActionResult | undefined }) {
  const { t } = useTranslation();
  if (answer?.ok !== false) return null;
  return (
    <Alert tone="error">
      <span data-testid="loyalty-error">{answer.unavailable ? t('checkout.unavailable') : answer.message}</span>
    </Alert>
  );
}
