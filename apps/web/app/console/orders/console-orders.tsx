import { Form, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { OrderSummary } from '@apotek/contract/orders';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { OrderStatusBadge } from '~/features/orders/order-status-badge';
import { useLocale } from '~/lib/root-data';
import type { TransitionResult } from './console-orders.server';
import { ConsoleDeliveryIssue } from './delivery-issue-console';
import { CONSOLE_TAB_KEYS, consoleMoves, handsOverByCode, type ConsoleMove, type ConsoleTab } from './next-moves';
import { Card } from '~/components/ui/card';
import { OrderIcon } from '~/components/ui/icons';
import { LinkTabs } from '~/components/ui/tabs';
import { Field, inputClass } from '~/components/ui/field';
import { ConsoleListScreen } from '../console-list-screen';

/** /console/orders: the pharmacy's orders by status, each with the moves the pharmacist may make. */
export function ConsoleOrders({ tab, orders, page, lastPage, total, result }: { tab: ConsoleTab; orders: OrderSummary[]; page: number; lastPage: number; total: number; result?: TransitionResult }) {
  const { t } = useTranslation();
  return (
    <ConsoleListScreen
      title={t('console.orders.title')}
      intro={t('console.orders.intro')}
      count={t('console.orders.count', { count: total })}
      items={orders}
      row={(order) => <ConsoleOrderRow key={order.id} order={order} />}
      empty={{ icon: OrderIcon, text: t('console.orders.empty') }}
      page={page}
      lastPage={lastPage}
      hrefFor={(p) => `/console/orders?tab=${tab}&page=${p}`}
    >
      <LinkTabs label={t('orders.tabs')} items={CONSOLE_TAB_KEYS.map((key) => ({ href: `/console/orders?tab=${key}`, label: t(`console.orders.tab.${key}`), current: key === tab }))} />
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.ok ? (result.notice ? `${result.id}: ${result.notice}` : result.handedOver ? t('console.orders.handover.done', { id: result.id }) : t('console.orders.moved', { id: result.id, status: t(`orderStatus.${result.status as 'paid'}`) })) : `${result.id}: ${result.message}`}</Alert>}
    </ConsoleListScreen>
  );
}

const MOVE_STYLE: Record<ConsoleMove, 'primary' | 'outline'> = {
  processing: 'primary',
  ready_for_pickup: 'primary',
  shipped: 'primary',
  delivered: 'primary',
  completed: 'primary',
  cancelled: 'outline',
};

function ConsoleOrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  const moves = consoleMoves(order);
  const byCode = handsOverByCode(order);
  return (
    <Card as="li" data-testid="console-order" data-order-id={order.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono font-semibold">{order.id}</p>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-xs text-muted">
        {order.store.name} · {formatDateTime(order.created_at, locale)}
      </p>
      <p className="mt-2 text-sm">
        {order.first_item}
        {order.item_count > 1 && <span className="text-muted"> {t('orders.andMore', { count: order.item_count - 1 })}</span>}
        <span className="ml-2 font-bold">{formatRupiah(order.total)}</span>
      </p>
      <ConsoleDeliveryIssue order={order} />
      {byCode && (
        <Form method="post" className="mt-3" data-testid="pickup-handover">
          <input type="hidden" name="id" value={order.id} />
          <input type="hidden" name="intent" value="pickup" />
          <Field label={t('console.orders.handover.label')} hint={t('console.orders.handover.hint')} id={`handover-code-${order.id}`}>
            {(control) => (
              <div className="flex flex-wrap items-center gap-2">
                <input {...control} name="code" required autoComplete="off" autoCapitalize="characters" spellCheck="false" maxLength={12} className={inputClass(false, 'w-40 py-1.5 font-mono text-lg uppercase tracking-widest')} />
                <Button type="submit" disabled={busy} className="px-3 py-1.5">
                  {t('console.orders.handover.submit')}
                </Button>
              </div>
            )}
          </Field>
        </Form>
      )}
      {moves.length > 0 && (
        <Form
          method="post"
          className="mt-3 flex flex-wrap gap-2"
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            // Cancelling returns stock and refunds a paid order: ask once more.
            if (submitter?.value === 'cancelled' && !window.confirm(t('console.orders.cancelConfirm', { id: order.id }))) event.preventDefault();
          }}
        >
          <input type="hidden" name="id" value={order.id} />
          {moves.map((move) => (
            <Button key={move} type="submit" name="to" value={move} variant={MOVE_STYLE[move]} disabled={busy} className={`px-3 py-1.5 ${move === 'cancelled' ? 'border-danger text-danger hover:bg-red-50' : ''}`}>
              {t(`console.orders.move.${move}`)}
            </Button>
          ))}
        </Form>
      )}
    </Card>
  );
}
