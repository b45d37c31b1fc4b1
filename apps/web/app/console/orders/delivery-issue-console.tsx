import { Form, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { DELIVERY_ISSUE_NOTE_MAX, DELIVERY_ISSUE_REASONS, deliveryIssueRaisable } from '@apotek/contract/delivery-issue';
import { formatDateTime } from '@apotek/contract/format/date';
import type { OrderSummary } from '@apotek/contract/orders';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/root-data';

/**
 * A console order's delivery issue ("Masalah alamat", issue 8, point 1): while one is open the order waits
 * for the customer and is not shipped; otherwise a paid courier order not yet shipped offers the form that
 * raises one. The form opens from a native disclosure, so it works before scripts load.
 */
export function ConsoleDeliveryIssue({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  const issue = order.delivery_issue;
  if (issue) {
    return (
      <div className="mt-3 rounded-lg border border-warning/40 bg-yellow-50 p-3 text-sm" role="status" data-testid="console-delivery-issue">
        <p className="font-semibold">{t('console.orders.issue.open')}</p>
        <p className="mt-1">
          {issue.reason_text}
          {issue.note && <>. {issue.note}</>}
        </p>
        <p className="mt-1 text-xs text-muted">{t('console.orders.issue.waiting', { time: formatDateTime(issue.raised_at, locale) })}</p>
      </div>
    );
  }
  if (!deliveryIssueRaisable(order)) return null;
  const field = (name: string) => `issue-${name}-${order.id}`;
  return (
    <details className="group mt-3 rounded-lg border border-gray-200 text-sm" data-testid="console-raise-issue">
      <summary className="cursor-pointer list-none px-3 py-2 font-medium text-warning marker:hidden">
        <span aria-hidden="true" className="mr-1 inline-block transition-transform group-open:rotate-90">▸</span>
        {t('console.orders.issue.action')}
      </summary>
      <Form method="post" className="space-y-3 border-t border-gray-200 p-3">
        <input type="hidden" name="id" value={order.id} />
        <input type="hidden" name="intent" value="delivery-issue" />
        <fieldset>
          <legend className="font-medium">{t('console.orders.issue.reason')}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {DELIVERY_ISSUE_REASONS.map((reason, i) => (
              <label key={reason} className="flex items-center gap-2">
                <input type="radio" name="reason" value={reason} required defaultChecked={i === 0} />
                {t(`console.orders.issue.reasons.${reason}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={field('note')} className="block font-medium">
            {t('console.orders.issue.note')}
          </label>
          <textarea
            id={field('note')}
            name="note"
            rows={2}
            maxLength={DELIVERY_ISSUE_NOTE_MAX}
            aria-describedby={field('hint')}
            className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-1.5"
          />
          <p id={field('hint')} className="text-xs text-muted">
            {t('console.orders.issue.noteHint', { max: DELIVERY_ISSUE_NOTE_MAX })}
          </p>
        </div>
        <Button type="submit" disabled={busy} className="px-3 py-1.5">
          {t('console.orders.issue.submit')}
        </Button>
      </Form>
    </details>
  );
}
