import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { formatDate, formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { IMAGE_SIZES, ProductImage } from '~/components/catalog/product-image';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, LinkButton } from '~/components/ui/button';
import { Card, CardHeader } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import { EyeIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';
import { signedFilePath } from '~/lib/signed-file-url';
import { showSnackbar } from '~/lib/snackbar-store';
import { useHydrated } from '~/lib/use-hydrated';
import { PharmacyChange } from './pharmacy-change';
import { PrescriptionStatusBadge } from './prescription-status-badge';
import type { RxActionResult } from './prescription-intents';
import { canAddToCart, type RxDetail } from './prescription-view';

/**
 * /prescription/{id}: where it stands (timeline), what the pharmacist approved with prices, signa and
 * what remains, "Tambah ke keranjang" for the rest, the pharmacist's question, the files, the PDF, and
 * who at the pharmacy has read it (UU PDP). A doctor's e-prescription says so, names the doctor's STR and
 * the consultation, offers "Tebus resep" and, while nothing of it is bought or held, "Ganti apotek".
 */
export function PrescriptionDetail({ rx, posted }: { rx: RxDetail; posted?: RxActionResult }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const electronic = rx.consultation_id !== null;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]" data-testid="rx-detail" data-rx-id={rx.id} data-status={rx.status}>
      <div className="min-w-0 space-y-4">
        <Card className="space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                {rx.id}
                {electronic && (
                  <Badge tone="primary" data-testid="rx-electronic">
                    {t('prescriptions.detail.electronic')}
                  </Badge>
                )}
              </p>
              <p className="font-semibold" data-testid="rx-pharmacy-name">
                {rx.pharmacy.name}
              </p>
              <p className="text-xs text-muted">
                {t('prescriptions.detail.sentAt', {
                  time: formatDateTime(rx.created_at, locale),
                })}
              </p>
            </div>
            <PrescriptionStatusBadge status={rx.status} />
          </div>
          {electronic && (
            <p className="text-sm" data-testid="rx-consultation">
              {t('prescriptions.detail.fromConsultation', { doctor: rx.doctor_name ?? '', id: rx.consultation_id })}
            </p>
          )}
          {rx.pharmacy_change && <PharmacyChange rx={{ ...rx, pharmacy_change: rx.pharmacy_change }} posted={posted?.intent === 'pharmacy' ? posted : undefined} />}
          {rx.valid_until && (
            <p className="text-sm" data-testid="rx-valid-until">
              {t(rx.status === 'expired' ? 'prescriptions.detail.expiredOn' : 'prescriptions.detail.validUntil', { date: formatDate(rx.valid_until, locale) })}
            </p>
          )}
          {rx.status === 'rejected' && rx.rejection_reason && (
            <Alert tone="error">
              <span className="font-semibold">{t('prescriptions.detail.rejected')}</span> {rx.rejection_reason}
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            <LinkButton to={`/prescription/pdf/${rx.id}`} variant="outline" className="px-3 py-1.5" data-testid="rx-pdf-link">
              {t('prescriptions.detail.viewPdf')}
            </LinkButton>
            {(rx.status === 'rejected' || rx.status === 'expired') && (
              <LinkButton to="/prescription/upload" className="px-3 py-1.5">
                {t('prescriptions.detail.uploadAgain')}
              </LinkButton>
            )}
          </div>
        </Card>

        {rx.clarification && (rx.status === 'needs_clarification' || rx.clarification.answer) && <ClarificationCard rx={rx} posted={posted?.intent === 'answer' ? posted : undefined} />}

        {rx.status !== 'rejected' && <ItemsCard rx={rx} posted={posted?.intent === 'add-to-cart' ? posted : undefined} />}

        {rx.consultation_id === null && <FilesCard rx={rx} />}
      </div>

      <div className="space-y-4">
        <Card as="section" aria-labelledby="rx-patient-title" className="space-y-2 text-sm">
          <CardHeader title={t('prescriptions.detail.patient')} titleId="rx-patient-title" level={3} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted">{t('prescriptions.detail.patientName')}</dt>
            <dd>
              {rx.patient.name} {rx.patient.relation === 'family' && <span className="text-muted">({t('prescriptions.patient.family')})</span>}
            </dd>
            {rx.patient.age !== null && (
              <>
                <dt className="text-muted">{t('prescriptions.detail.age')}</dt>
                <dd>{t('prescriptions.detail.years', { count: rx.patient.age })}</dd>
              </>
            )}
            {rx.patient.weight_kg !== null && (
              <>
                <dt className="text-muted">{t('prescriptions.detail.weight')}</dt>
                <dd>
                  {t('prescriptions.detail.kg', {
                    value: rx.patient.weight_kg,
                  })}
                </dd>
              </>
            )}
            {rx.doctor_name && (
              <>
                <dt className="text-muted">{t('prescriptions.detail.doctor')}</dt>
                <dd data-testid="rx-doctor">
                  {rx.doctor_name}
                  {rx.doctor_sip && <span className="block text-xs text-muted">{licence('SIP', rx.doctor_sip)}</span>}
                  {rx.doctor_str && <span className="block text-xs text-muted">{licence('STR', rx.doctor_str)}</span>}
                </dd>
              </>
            )}
            {rx.consultation_id && (
              <>
                <dt className="text-muted">{t('prescriptions.detail.consultation')}</dt>
                <dd className="font-mono text-xs leading-5">{rx.consultation_id}</dd>
              </>
            )}
            {rx.prescribed_at && (
              <>
                <dt className="text-muted">{t('prescriptions.detail.prescribedAt')}</dt>
                <dd>{formatDate(rx.prescribed_at, locale)}</dd>
              </>
            )}
            {rx.pharmacist && (
              <>
                <dt className="text-muted">{t('prescriptions.detail.pharmacist')}</dt>
                <dd>
                  {rx.pharmacist.name}
                  {rx.pharmacist.sipa && <span className="block text-xs text-muted">SIPA {rx.pharmacist.sipa}</span>}
                </dd>
              </>
            )}
          </dl>
          {rx.notes && <p className="rounded-lg bg-gray-50 p-2 text-xs">{rx.notes}</p>}
        </Card>

        <Card as="section" aria-labelledby="rx-timeline-title" className="space-y-3">
          <CardHeader title={t('prescriptions.detail.timeline')} titleId="rx-timeline-title" level={3} />
          <ol className="relative space-y-3 border-l-2 border-gray-100 pl-4" data-testid="rx-timeline">
            {rx.events.map((event, i) => (
              <li key={`${event.at}-${i}`} className="relative">
                <span aria-hidden="true" className={`absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full ${i === rx.events.length - 1 ? 'bg-primary-strong' : 'bg-gray-300'}`} />
                <p className="text-sm font-semibold">{event.action === 'relocate' ? t('prescriptions.detail.relocated') : t(`prescriptions.status.${event.status}`)}</p>
                <p className="text-xs text-muted">{formatDateTime(event.at, locale)}</p>
                {event.note && <p className="mt-0.5 text-xs">{event.note}</p>}
              </li>
            ))}
          </ol>
        </Card>

        <Card as="section" aria-labelledby="rx-views-title" className="space-y-2">
          <CardHeader title={t('prescriptions.detail.views')} titleId="rx-views-title" level={3} description={t('prescriptions.detail.viewsHint')} />
          {rx.views.length === 0 ? (
            <p className="text-sm text-muted">{t('prescriptions.detail.noViews')}</p>
          ) : (
            <ul className="space-y-2 text-sm" data-testid="rx-views">
              {rx.views.map((view, i) => (
                <li key={`${view.at}-${i}`} className="flex items-start gap-2">
                  <EyeIcon className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
                  <span>
                    <span className="font-medium">{view.viewer}</span>
                    <span className="text-muted">
                      {' '}
                      · {t(`console.role.${view.role}`)} · {t(`prescriptions.detail.viewed.${view.what}`)}
                    </span>
                    <span className="block text-xs text-muted">{formatDateTime(view.at, locale)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

/** The uploaded paper: a doctor's e-prescription has none. */
function FilesCard({ rx }: { rx: RxDetail }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="rx-files-title" className="space-y-3">
      <CardHeader title={t('prescriptions.detail.files')} titleId="rx-files-title" />
      {rx.files.length === 0 ? (
        <p className="text-sm text-muted">{t('prescriptions.detail.noFiles')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" data-testid="rx-files">
          {rx.files.map((file) => (
            <li key={file.id}>
              <a href={signedFilePath(file.url)} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-lg border border-gray-200 bg-gray-50 hover:border-primary">
                {file.mime.startsWith('image/') ? (
                  <img src={signedFilePath(file.url)} alt={file.name} loading="lazy" className="aspect-square w-full object-cover" />
                ) : (
                  <span className="flex aspect-square flex-col items-center justify-center gap-1 p-2 text-center">
                    <span className="rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-white">PDF</span>
                    <span className="break-all text-xs text-muted">{file.name}</span>
                  </span>
                )}
                <span className="sr-only">({t('nav.opensNewTab')})</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ItemsCard({ rx, posted }: { rx: RxDetail; posted?: RxActionResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<RxActionResult>();
  const hydrated = useHydrated();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const addable = canAddToCart(rx);
  const electronic = rx.consultation_id !== null;
  const total = rx.items.reduce((sum, i) => sum + (i.unit_price ?? 0) * i.remaining, 0);

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.success)
      showSnackbar({
        content: fetcher.data.success,
        color: 'success',
        link: '/cart',
        linkLabel: t('prescriptions.detail.toCart'),
      });
    else
      showSnackbar({
        content: fetcher.data.unavailable ? t('prescriptions.errors.unavailable') : (fetcher.data.message ?? t('prescriptions.errors.unavailable')),
        color: 'error',
      });
  }, [fetcher.data, t]);

  if (rx.items.length === 0) {
    const waiting = rx.status === 'submitted' || rx.status === 'in_review' || rx.status === 'needs_clarification';
    return (
      <Card as="section" aria-labelledby="rx-items-title" tone="dashed">
        <CardHeader title={t('prescriptions.detail.items')} titleId="rx-items-title" />
        <p className="mt-2 text-sm text-muted">{waiting ? t('prescriptions.detail.itemsWaiting') : t('prescriptions.detail.noItems')}</p>
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby="rx-items-title" padding="none">
      <div className="px-4 pt-4">
        <CardHeader title={t('prescriptions.detail.items')} titleId="rx-items-title" />
      </div>
      <ul className="mt-2 divide-y divide-gray-100" data-testid="rx-items">
        {rx.items.map((item) => (
          <li key={item.id} className="flex gap-3 px-4 py-3" data-testid="rx-item">
            <div className="w-14 shrink-0">
              <ProductImage src={item.product.image_url} alt={item.product.name} sizes={IMAGE_SIZES.line} />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <Link to={`/product/${item.product.slug}`} className="font-semibold hover:underline">
                {item.product.name}
              </Link>
              <p className="mt-0.5 text-xs">
                <span className="font-medium">{t('prescriptions.detail.signa')}:</span> {item.signa}
              </p>
              <p className="mt-1 text-xs text-muted" data-testid="rx-item-quantities">
                {t('prescriptions.detail.quantities', {
                  quantity: item.quantity,
                  redeemed: item.redeemed,
                  remaining: item.remaining,
                })}
              </p>
            </div>
            {item.unit_price !== null && (
              <div className="shrink-0 text-right text-sm">
                <p className="font-semibold">{formatRupiah(item.unit_price)}</p>
                <p className="text-xs text-muted">× {item.remaining}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-gray-100 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-xs text-muted">{t('prescriptions.detail.remainingTotal')}</p>
          <p className="text-lg font-bold">{formatRupiah(total)}</p>
        </div>
        {addable ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="add-to-cart" />
            <Button type="submit" disabled={busy} className={`w-full py-3 sm:w-auto sm:px-8 ${electronic ? 'text-base' : ''}`} data-testid="rx-add-to-cart">
              {busy ? t('prescriptions.detail.adding') : t(electronic ? 'prescriptions.detail.redeem' : 'prescriptions.detail.addToCart')}
            </Button>
          </fetcher.Form>
        ) : (
          <p className="text-xs text-muted">{t(rx.status === 'redeemed' ? 'prescriptions.detail.allRedeemed' : 'prescriptions.detail.cannotAdd')}</p>
        )}
      </div>
      {!hydrated && result && (
        <div className="px-4 pb-4">
          {result.success ? (
            <Alert tone="success">
              {result.success}{' '}
              <Link to="/cart" className="font-semibold underline">
                {t('prescriptions.detail.toCart')}
              </Link>
            </Alert>
          ) : (
            <Alert tone="error">{result.unavailable ? t('prescriptions.errors.unavailable') : result.message}</Alert>
          )}
        </div>
      )}
    </Card>
  );
}

function ClarificationCard({ rx, posted }: { rx: RxDetail; posted?: RxActionResult }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<RxActionResult>();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const clarification = rx.clarification!;
  const open = rx.status === 'needs_clarification';
  useEffect(() => {
    if (fetcher.data?.success) showSnackbar({ content: fetcher.data.success, color: 'success' });
  }, [fetcher.data]);
  return (
    <Card as="section" tone={open ? 'warning' : 'default'} aria-labelledby="rx-question-title" className={`space-y-3 ${open ? 'border-2' : ''}`} data-testid="rx-clarification">
      <CardHeader title={t('prescriptions.detail.question')} titleId="rx-question-title" />
      <p className="text-sm font-medium">{clarification.question}</p>
      {clarification.asked_at && <p className="text-xs text-muted">{formatDateTime(clarification.asked_at, locale)}</p>}
      {!open && clarification.answer && (
        <div className="rounded-lg bg-gray-50 p-3 text-sm" data-testid="rx-answer">
          <p className="text-xs font-semibold text-muted">{t('prescriptions.detail.answer')}</p>
          <p className="mt-1">{clarification.answer}</p>
        </div>
      )}
      {open && result && !result.success && <Alert tone="error">{result.unavailable ? t('prescriptions.errors.unavailable') : (result.errors?.answer?.[0] ?? result.message)}</Alert>}
      {open && (
        <fetcher.Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="answer" />
          <Field label={t('prescriptions.detail.answer')} errors={result?.errors?.answer}>
            {(control) => <textarea {...control} name="answer" rows={3} required maxLength={1000} className={inputClass(control['aria-invalid'])} />}
          </Field>
          <Button type="submit" disabled={busy} data-testid="rx-answer-submit">
            {busy ? t('prescriptions.detail.sending') : t('prescriptions.detail.sendAnswer')}
          </Button>
        </fetcher.Form>
      )}
    </Card>
  );
}

/** "SIP 503/…": the kind of licence before its number, unless the number as typed already says it. */
export function licence(kind: 'SIP' | 'SIPA' | 'STR', number: string): string {
  return new RegExp(`^${kind}\\b`, 'i').test(number.trim()) ? number.trim() : `${kind} ${number.trim()}`;
}
