import { lazy, Suspense } from 'react';
import { Form, useActionData } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { answerFor, LoyaltyError, LoyaltyFrame, LoyaltyRow, LoyaltyToggle } from './loyalty-field-parts';
import type { CheckoutLoyalty as CheckoutLoyaltyState, LoyaltyActionResult } from './loyalty-intents';

// The amount field and the fetchers load once the page runs: checkout's first load carries only this
// shell (ADR 020, scripts/js-budget.json).
const CheckoutLoyalty = lazy(() => import('./checkout-loyalty'));

/**
 * Checkout's "Poin & Koin". The server's page, and the page before its scripts load, have a plain form
 * per currency whose switch spends the most that fits or gives it back (posted to checkout's action,
 * whose refusal is said here); the whole block, with an amount of one's own, replaces it once hydrated.
 */
export function LoyaltyField({ loyalty }: { loyalty: CheckoutLoyaltyState | null }) {
  const hydrated = useHydrated();
  const plainPost = useActionData<LoyaltyActionResult>();
  if (!loyalty) return null;
  const shell = (
    <LoyaltyFrame loyalty={loyalty}>
      {(part) => (
        <LoyaltyRow
          key={part.currency}
          part={part}
          toggle={
            <Form method="post" preventScrollReset>
              <LoyaltyToggle orderId={loyalty.order_id} part={part} />
            </Form>
          }
        >
          <LoyaltyError answer={answerFor(part, plainPost)} />
        </LoyaltyRow>
      )}
    </LoyaltyFrame>
  );
  if (!hydrated) return shell;
  return (
    <Suspense fallback={shell}>
      <CheckoutLoyalty loyalty={loyalty} />
    </Suspense>
  );
}
