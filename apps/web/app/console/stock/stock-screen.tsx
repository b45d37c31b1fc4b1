import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import { parseLocalized } from '@apotek/contract/localize';
import { formatDate, formatDateTime } from '@apotek/contract/format/date';
import { STOCK_LIMITS, STOCK_REASONS, stockAdjustBody, stockReceiveBody, stockThresholdBody, type StockDetail, type StockMovement, type StockRow } from '@apotek/contract/stock';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { DataTable } from '~/components/ui/data-table';
import { Field, inputClass } from '~/components/ui/field';
import { Pagination } from '~/components/ui/pagination';
import { EmptyState } from '~/components/ui/empty-state';
import { useFocusOnMount } from '~/lib/focus-on-mount';
import { useLocale } from '~/lib/root-data';
import { type StockActionResult, type StockFilters, stockHref, type StockIntent, type StockScreenData } from './stock-filters';

const LABEL = 'mb-1 block text-xs font-semibold';

/** /console/stock: stock per pharmacy (issue 15; docs/decisions/040-stock-ledger.md). */
export function StockScreen({ data }: { data: StockScreenData }) {
  const { t } = useTranslation();
  const { filters, rows, page, lastPage, total, lowCount, pharmacy, pharmacies, selected } = data;
  const result = useActionData() as StockActionResult | undefined;
  return (
    <section aria-labelledby="page-title" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-[16rem] flex-1">
          <h1 id="page-title" className="text-2xl font-bold">
            {t('consoleStock.title')}
          </h1>
          <p className="text-sm text-muted">{t('consoleStock.intro')}</p>
        </div>
        <Link to={stockHref(filters, { low: true, product: undefined })} data-testid="stock-low-badge" className="rounded-full focus-visible:outline-2 focus-visible:outline-primary">
          <Badge tone={lowCount > 0 ? 'warning' : 'success'} className="text-sm">
            {t('consoleStock.lowBadge', { count: lowCount })}
          </Badge>
        </Link>
      </div>

      {selected && <ProductPanel key={selected.detail.row.product_id} selected={selected} pharmacy={pharmacy} filters={filters} page={page} result={result?.productId === selected.detail.row.product_id ? result : undefined} />}

      <Card as={Form} method="get" padding="sm" className="grid grid-cols-2 items-end gap-3 lg:grid-cols-5" aria-label={t('consoleStock.filters')}>
        {pharmacies.length > 1 ? (
          <label className={`${LABEL} col-span-2 lg:col-span-1`}>
            {t('consoleStock.pharmacy')}
            <select name="pharmacy" defaultValue={pharmacy.id} className={inputClass(false, 'mt-1 py-1.5')} data-testid="stock-pharmacy">
              {pharmacies.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="col-span-2 text-sm lg:col-span-1">
            <span className={LABEL}>{t('consoleStock.pharmacy')}</span>
            <span className="font-semibold">{pharmacy.name}</span>
          </p>
        )}
        <label className={`${LABEL} col-span-2`}>
          {t('consoleStock.search')}
          <input type="search" name="q" defaultValue={filters.q} maxLength={STOCK_LIMITS.search} placeholder={t('consoleStock.searchHint')} className={inputClass(false, 'mt-1 py-1.5')} data-testid="stock-search" />
        </label>
        <label className="col-span-2 flex items-center gap-2 text-sm font-semibold lg:col-span-1">
          <input type="checkbox" name="low" value="1" defaultChecked={filters.low} className="h-4 w-4" />
          {t('consoleStock.lowOnly')}
        </label>
        <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1">
          {filters.sort !== 'name' && <input type="hidden" name="sort" value={filters.sort} />}
          {filters.dir !== 'asc' && <input type="hidden" name="dir" value={filters.dir} />}
          <Button type="submit" className="px-4 py-1.5">
            {t('consoleStock.apply')}
          </Button>
          <LinkButton to="/console/stock" variant="ghost" className="px-3 py-1.5">
            {t('consoleStock.reset')}
          </LinkButton>
        </div>
      </Card>

      <p className="text-sm text-muted" aria-live="polite">
        {t('consoleStock.count', { count: total })}
      </p>
      {rows.length === 0 ? (
        <EmptyState compact text={t('consoleStock.empty')} />
      ) : (
        <DataTable
          columns={[
            <SortLink key="name" filters={filters} sort="name" label={t('consoleStock.product')} />,
            <SortLink key="on_hand" filters={filters} sort="on_hand" label={t('consoleStock.onHand')} />,
            t('consoleStock.reserved'),
            t('consoleStock.status'),
            // sr-only text is absolutely placed: inside a positioned box it stays within the table's scroll area.
            <span key="act" className="relative">
              <span className="sr-only">{t('consoleStock.manage')}</span>
            </span>,
          ]}
        >
          {rows.map((row) => (
            <StockTableRow key={row.product_id} row={row} href={stockHref(filters, { product: row.product_id, page })} picked={selected?.detail.row.product_id === row.product_id} />
          ))}
        </DataTable>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={(p) => stockHref({ ...filters, product: undefined }, { page: p })} label={t('consoleStock.paging')} />
    </section>
  );
}

function SortLink({ filters, sort, label }: { filters: StockFilters; sort: StockFilters['sort']; label: string }) {
  const { t } = useTranslation();
  const active = filters.sort === sort;
  const dir = active && filters.dir === 'asc' ? 'desc' : 'asc';
  return (
    <Link to={stockHref({ ...filters, product: undefined }, { sort, dir })} className="relative inline-flex items-center gap-1 hover:text-ink">
      {label}
      <span aria-hidden="true">{active ? (filters.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      <span className="sr-only">{active ? t(filters.dir === 'asc' ? 'consoleStock.sortedAsc' : 'consoleStock.sortedDesc') : t('consoleStock.sortBy')}</span>
    </Link>
  );
}

function RowFlags({ row }: { row: StockRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-wrap gap-1">
      {row.low && (
        <Badge tone="warning" data-testid="stock-low">
          {t('consoleStock.low', { threshold: row.threshold })}
        </Badge>
      )}
      {row.expired_units > 0 && <Badge tone="danger">{t('consoleStock.expiredUnits', { count: row.expired_units })}</Badge>}
      {row.near_expiry && row.next_expiry && <Badge tone="info">{t('consoleStock.nearExpiry', { date: formatDate(row.next_expiry, locale) })}</Badge>}
      {!row.low && row.expired_units === 0 && !row.near_expiry && <Badge tone="success">{t('consoleStock.ok')}</Badge>}
    </div>
  );
}

function StockTableRow({ row, href, picked }: { row: StockRow; href: string; picked: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = locale === 'en' && row.name_en ? row.name_en : row.name;
  return (
    <tr className={`border-t border-gray-100 ${picked ? 'bg-primary-soft/40' : ''}`} data-testid="stock-row" data-product-id={row.product_id}>
      <td className="px-4 py-3">
        <span className="font-semibold">{name}</span>
      </td>
      <td className="px-4 py-3 font-mono tabular-nums" data-testid="stock-on-hand">
        {row.on_hand}
      </td>
      <td className="px-4 py-3 font-mono tabular-nums">{row.reserved}</td>
      <td className="px-4 py-3">
        <RowFlags row={row} />
      </td>
      <td className="px-4 py-3 text-right">
        <Link to={href} preventScrollReset={false} className="relative font-semibold text-primary-strong hover:underline" aria-current={picked ? 'true' : undefined}>
          {t('consoleStock.manage')}
          <span className="sr-only"> {name}</span>
        </Link>
      </td>
    </tr>
  );
}

/** Client-side check with the contract's schema: the same rules and words as the API's. */
/** The shared rule messages name a field by its key when the contract has no label for it: put ours in. */
function labelled(errors: Record<string, string[]> | undefined, labels: Record<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) out[field] = messages.map((m) => (labels[field] ? m.replaceAll(field, labels[field]) : m));
  return out;
}

function useSchemaCheck(schema: z.ZodType, read: (form: FormData) => Record<string, unknown>) {
  const locale = useLocale();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseLocalized(schema, read(new FormData(event.currentTarget)), locale);
    if (parsed.success) return setErrors({});
    event.preventDefault();
    setErrors(parsed.errors);
    const first = event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(parsed.errors)[0]}"]`);
    first?.focus();
  };
  return { errors, onSubmit, clear: () => setErrors({}) };
}

const numberOrText = (form: FormData, name: string) => String(form.get(name) ?? '');
const optional = (form: FormData, name: string) => (String(form.get(name) ?? '').trim() === '' ? undefined : String(form.get(name)));

function ProductPanel({ selected, pharmacy, filters, page, result }: { selected: NonNullable<StockScreenData['selected']>; pharmacy: { id: number; name: string }; filters: StockFilters; page: number; result: StockActionResult | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { detail, movements, movementTotal } = selected;
  const row = detail.row;
  const name = locale === 'en' && row.name_en ? row.name_en : row.name;
  const heading = useRef<HTMLHeadingElement>(null);
  // A write that went through empties its form (a new key remounts the forms; a refused one keeps what was typed).
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (result?.ok) setGeneration((g) => g + 1);
  }, [result]);
  // Opening a product moves the keyboard to it (React's autoFocus; the hook does it in the Preact build).
  useFocusOnMount(heading, true);
  return (
    <Card as="section" padding="sm" aria-labelledby="stock-product-title" className="space-y-4" data-testid="stock-panel">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id="stock-product-title" ref={heading} tabIndex={-1} autoFocus className="text-lg font-bold outline-none">
            {name}
          </h2>
          <p className="text-sm text-muted">
            {pharmacy.name} · {t('consoleStock.onHand')}: <strong data-testid="stock-panel-on-hand">{row.on_hand}</strong> · {t('consoleStock.reserved')}: <strong>{row.reserved}</strong>
          </p>
          <div className="mt-1">
            <RowFlags row={row} />
          </div>
        </div>
        <LinkButton to={stockHref({ ...filters, product: undefined }, { page })} variant="ghost" className="px-3 py-1.5">
          {t('consoleStock.close')}
        </LinkButton>
      </div>
      {result?.ok && <Alert tone="success">{t(`consoleStock.done.${result.intent}`, { count: result.onHand ?? 0 })}</Alert>}
      <div className="grid gap-4 lg:grid-cols-3">
        <AdjustForm key={`a${generation}`} detail={detail} pharmacyId={pharmacy.id} result={result?.intent === 'adjust' ? result : undefined} />
        <ReceiveForm key={`r${generation}`} productId={row.product_id} pharmacyId={pharmacy.id} result={result?.intent === 'receive' ? result : undefined} />
        <ThresholdForm key={`t${generation}`} row={row} pharmacyId={pharmacy.id} result={result?.intent === 'threshold' ? result : undefined} />
      </div>
      <Batches detail={detail} />
      <History movements={movements} total={movementTotal} />
    </Card>
  );
}

function Hidden({ intent, productId, pharmacyId }: { intent: StockIntent; productId: number; pharmacyId: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="pharmacy_id" value={pharmacyId} />
    </>
  );
}

function Failure({ result }: { result: StockActionResult | undefined }) {
  const { t } = useTranslation();
  if (!result || result.ok) return null;
  if (result.unavailable) return <Alert tone="error">{t('consoleStock.unavailable')}</Alert>;
  return result.message ? <Alert tone="error">{result.message}</Alert> : null;
}

function SubmitButton({ label, testId }: { label: string; testId: string }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Button type="submit" disabled={busy} className="w-full" data-testid={testId}>
      {label}
    </Button>
  );
}

function AdjustForm({ detail, pharmacyId, result }: { detail: StockDetail; pharmacyId: number; result: StockActionResult | undefined }) {
  const { t } = useTranslation();
  const check = useSchemaCheck(stockAdjustBody, (f) => ({ quantity: numberOrText(f, 'quantity'), reason: f.get('reason'), batch_id: optional(f, 'batch_id'), note: optional(f, 'note') }));
  const errors = labelled({ ...(result?.ok ? {} : result?.errors), ...check.errors }, {
    quantity: t('consoleStock.adjust.quantity'),
    reason: t('consoleStock.adjust.reason'),
    batch_id: t('consoleStock.adjust.batch'),
    note: t('consoleStock.note'),
  });
  const kept = result && !result.ok ? result.values : undefined;
  const usable = detail.batches.filter((b) => b.remaining > 0);
  return (
    <Form method="post" noValidate onSubmit={check.onSubmit} className="space-y-3 rounded-lg border border-gray-200 p-3" aria-labelledby="stock-adjust-title" data-testid="stock-adjust">
      <h3 id="stock-adjust-title" className="font-semibold">
        {t('consoleStock.adjust.title')}
      </h3>
      <Hidden intent="adjust" productId={detail.row.product_id} pharmacyId={pharmacyId} />
      <Field label={t('consoleStock.adjust.quantity')} hint={t('consoleStock.adjust.quantityHint')} errors={errors.quantity}>
        {(control) => <input {...control} name="quantity" type="number" inputMode="numeric" step={1} defaultValue={kept?.quantity} className={inputClass(Boolean(errors.quantity))} />}
      </Field>
      <Field label={t('consoleStock.adjust.reason')} errors={errors.reason}>
        {(control) => (
          <select {...control} name="reason" defaultValue={kept?.reason ?? 'count_correction'} className={inputClass(Boolean(errors.reason))}>
            {STOCK_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`consoleStock.reasons.${r}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {usable.length > 0 && (
        <Field label={t('consoleStock.adjust.batch')} errors={errors.batch_id}>
          {(control) => (
            <select {...control} name="batch_id" defaultValue={kept?.batch_id ?? ''} className={inputClass(Boolean(errors.batch_id))}>
              <option value="">{t('consoleStock.adjust.anyBatch')}</option>
              {usable.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.batch_no} ({b.remaining})
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t('consoleStock.note')} errors={errors.note}>
        {(control) => <input {...control} name="note" maxLength={STOCK_LIMITS.note} defaultValue={kept?.note} className={inputClass(Boolean(errors.note))} />}
      </Field>
      <Failure result={result} />
      <SubmitButton label={t('consoleStock.adjust.submit')} testId="stock-adjust-submit" />
    </Form>
  );
}

function ReceiveForm({ productId, pharmacyId, result }: { productId: number; pharmacyId: number; result: StockActionResult | undefined }) {
  const { t } = useTranslation();
  const check = useSchemaCheck(stockReceiveBody, (f) => ({ quantity: numberOrText(f, 'quantity'), batch_no: numberOrText(f, 'batch_no'), expires_on: numberOrText(f, 'expires_on'), note: optional(f, 'note') }));
  const errors = labelled({ ...(result?.ok ? {} : result?.errors), ...check.errors }, {
    quantity: t('consoleStock.receive.quantity'),
    batch_no: t('consoleStock.receive.batchNo'),
    expires_on: t('consoleStock.receive.expiresOn'),
    note: t('consoleStock.note'),
  });
  const kept = result && !result.ok ? result.values : undefined;
  return (
    <Form method="post" noValidate onSubmit={check.onSubmit} className="space-y-3 rounded-lg border border-gray-200 p-3" aria-labelledby="stock-receive-title" data-testid="stock-receive">
      <h3 id="stock-receive-title" className="font-semibold">
        {t('consoleStock.receive.title')}
      </h3>
      <Hidden intent="receive" productId={productId} pharmacyId={pharmacyId} />
      <Field label={t('consoleStock.receive.quantity')} errors={errors.quantity}>
        {(control) => <input {...control} name="quantity" type="number" inputMode="numeric" min={1} step={1} defaultValue={kept?.quantity} className={inputClass(Boolean(errors.quantity))} />}
      </Field>
      <Field label={t('consoleStock.receive.batchNo')} hint={t('consoleStock.receive.batchHint')} errors={errors.batch_no}>
        {(control) => <input {...control} name="batch_no" maxLength={STOCK_LIMITS.batchNo} autoCapitalize="characters" defaultValue={kept?.batch_no} className={inputClass(Boolean(errors.batch_no), 'font-mono')} />}
      </Field>
      <Field label={t('consoleStock.receive.expiresOn')} errors={errors.expires_on}>
        {(control) => <input {...control} name="expires_on" type="date" defaultValue={kept?.expires_on} className={inputClass(Boolean(errors.expires_on))} />}
      </Field>
      <Field label={t('consoleStock.note')} errors={errors.note}>
        {(control) => <input {...control} name="note" maxLength={STOCK_LIMITS.note} defaultValue={kept?.note} className={inputClass(Boolean(errors.note))} />}
      </Field>
      <Failure result={result} />
      <SubmitButton label={t('consoleStock.receive.submit')} testId="stock-receive-submit" />
    </Form>
  );
}

function ThresholdForm({ row, pharmacyId, result }: { row: StockRow; pharmacyId: number; result: StockActionResult | undefined }) {
  const { t } = useTranslation();
  const check = useSchemaCheck(stockThresholdBody, (f) => ({ threshold: String(f.get('threshold') ?? '').trim() === '' ? null : f.get('threshold') }));
  const errors = labelled({ ...(result?.ok ? {} : result?.errors), ...check.errors }, { threshold: t('consoleStock.threshold.label') });
  return (
    <Form method="post" noValidate onSubmit={check.onSubmit} className="space-y-3 rounded-lg border border-gray-200 p-3" aria-labelledby="stock-threshold-title" data-testid="stock-threshold">
      <h3 id="stock-threshold-title" className="font-semibold">
        {t('consoleStock.threshold.title')}
      </h3>
      <Hidden intent="threshold" productId={row.product_id} pharmacyId={pharmacyId} />
      <Field label={t('consoleStock.threshold.label')} hint={t('consoleStock.threshold.hint', { count: 10 })} errors={errors.threshold}>
        {(control) => <input {...control} name="threshold" type="number" inputMode="numeric" min={0} step={1} defaultValue={row.threshold_set ? row.threshold : ''} className={inputClass(Boolean(errors.threshold))} />}
      </Field>
      <Failure result={result} />
      <SubmitButton label={t('consoleStock.threshold.submit')} testId="stock-threshold-submit" />
    </Form>
  );
}

function Batches({ detail }: { detail: StockDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const first = detail.pick.steps[0];
  return (
    <div className="space-y-2" data-testid="stock-batches">
      <h3 className="font-semibold">{t('consoleStock.batches.title')}</h3>
      <p className="text-sm" data-testid="stock-pick-first">
        {first
          ? first.batch_no
            ? t('consoleStock.batches.pickFirst', { batch: first.batch_no, date: formatDate(first.expires_on!, locale) })
            : t('consoleStock.batches.pickUnbatched', { count: detail.unbatched })
          : t('consoleStock.batches.nothingToPick')}
      </p>
      {detail.batches.length === 0 ? (
        <p className="text-sm text-muted">{t('consoleStock.batches.none')}</p>
      ) : (
        <DataTable columns={[t('consoleStock.batches.order'), t('consoleStock.batches.batchNo'), t('consoleStock.batches.expiresOn'), t('consoleStock.batches.remaining'), t('consoleStock.status')]}>
          {detail.batches.map((b) => (
            <tr key={b.id} className="border-t border-gray-100" data-testid="stock-batch" data-batch-no={b.batch_no}>
              <td className="px-4 py-2 font-mono">{b.pick_order ?? '—'}</td>
              <td className="px-4 py-2 font-mono">{b.batch_no}</td>
              <td className="px-4 py-2 whitespace-nowrap">{formatDate(b.expires_on, locale)}</td>
              <td className="px-4 py-2 font-mono tabular-nums">
                {b.remaining}/{b.received}
              </td>
              <td className="px-4 py-2">
                {b.expired ? (
                  <Badge tone="danger">{t('consoleStock.batches.expired')}</Badge>
                ) : b.near_expiry ? (
                  <Badge tone="info">{t('consoleStock.batches.nearExpiry')}</Badge>
                ) : b.remaining === 0 ? (
                  <Badge>{t('consoleStock.batches.empty')}</Badge>
                ) : (
                  <Badge tone="success">{t('consoleStock.ok')}</Badge>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

function History({ movements, total }: { movements: StockMovement[]; total: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="space-y-2" data-testid="stock-history">
      <h3 className="font-semibold">{t('consoleStock.history.title', { count: total })}</h3>
      {movements.length === 0 ? (
        <p className="text-sm text-muted">{t('consoleStock.history.none')}</p>
      ) : (
        <DataTable columns={[t('consoleStock.history.when'), t('consoleStock.history.what'), t('consoleStock.history.change'), t('consoleStock.history.after'), t('consoleStock.history.who')]}>
          {movements.map((m) => (
            <tr key={m.id} className="border-t border-gray-100" data-testid="stock-movement" data-kind={m.kind}>
              <td className="px-4 py-2 whitespace-nowrap text-xs">
                <time dateTime={m.at}>{formatDateTime(m.at, locale)}</time>
              </td>
              <td className="px-4 py-2">
                {t(`consoleStock.kinds.${m.kind}`)}
                {m.reason && m.kind === 'adjustment' && <span className="text-muted"> · {t(`consoleStock.reasons.${m.reason}`)}</span>}
                {m.batch_no && <span className="ml-1 font-mono text-xs text-muted">{m.batch_no}</span>}
                {m.note && <span className="block text-xs text-muted">{m.note}</span>}
              </td>
              <td className={`px-4 py-2 font-mono tabular-nums ${m.quantity < 0 ? 'text-danger' : 'text-success'}`}>{m.quantity > 0 ? `+${m.quantity}` : m.quantity}</td>
              <td className="px-4 py-2 font-mono tabular-nums">{m.balance_after}</td>
              <td className="px-4 py-2 text-xs">{m.actor ?? t('consoleStock.history.system')}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
