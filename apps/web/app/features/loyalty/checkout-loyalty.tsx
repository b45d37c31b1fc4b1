import { useActionData, useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { answerFor, LoyaltyError, LoyaltyFrame, LoyaltyRow, LoyaltyToggle, RowFields, intentsOf, useLoyaltyText } from './loyalty-field-parts';
import type { CheckoutLoyalty as CheckoutLoyaltyState, CheckoutLoyaltyPart, LoyaltyActionResult } from './loyalty-intents';

/**
 * Checkout's "Poin & Koin" once the page runs scripts (loyalty-field.tsx loads it): each currency's
 * switch and an amount of one's own, posted through a fetcher to checkout's action (ADR 012), so the page
 * stays put; React Router then reads the order again, and the totals below follow its discount.
 */
export default function CheckoutLoyalty({ loyalty }: { loyalty: CheckoutLoyaltyState }) {
  return <LoyaltyFrame loyalty={loyalty}>{(part) => <Row key={part.currency} orderId={loyalty.order_id} part={part} />}</LoyaltyFrame>;
}

function Row({ orderId, part }: { orderId: string; part: CheckoutLoyaltyPart }) {
  const { t, grouped, name } = useLoyaltyText(part);
  const fetcher = useFetcher<LoyaltyActionResult>();
  // A plain post made before this block loaded answers through the page.
  const plainPost = useActionData<LoyaltyActionResult>();
  const busy = fetcher.state !== 'idle';
  const usable = part.max > 0 || part.applied > 0;
  return (
    <LoyaltyRow
      part={part}
      busy={busy}
      toggle={
        <fetcher.Form method="post" preventScrollReset>
          <LoyaltyToggle orderId={orderId} part={part} busy={busy} />
        </fetcher.Form>
      }
    >
      {usable && (
        <details className="text-xs">
          <summary className="cursor-pointer font-semibold text-primary-strong">{t('loyaltyField.amount')}</summary>
          <fetcher.Form method="post" preventScrollReset className="mt-2 flex gap-2">
            <RowFields orderId={orderId} part={part} />
            <input
              type="number"
              name="amount"
              min={1}
              max={part.max}
              step={1}
              required
              defaultValue={part.applied > 0 ? part.applied : part.max}
              inputMode="numeric"
              aria-label={t('loyaltyField.amountLabel', { name, max: grouped(part.max) })}
              className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-1.5 text-sm"
              data-testid="loyalty-amount"
            />
            <Button type="submit" name="intent" value={intentsOf(part)[0]} variant="outline" disabled={busy} className="px-3 py-1" data-testid="loyalty-amount-apply">
              {t('loyaltyField.apply')}
            </Button>
          </fetcher.Form>
        </details>
      )}
      <LoyaltyError answer={answerFor(part, fetcher.data ?? plainPost)} />
    </LoyaltyRow>
  );
}
