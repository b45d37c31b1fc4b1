import { useEffect, useRef } from 'react';
import { useActionData } from 'react-router';
import type { KycReview } from '@apotek/contract/wallet-kyc';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { LinkTabs } from '~/components/ui/tabs';
import { useLocale } from '~/lib/root-data';
import { showSnackbar } from '~/lib/snackbar-store';
import { ConsoleListScreen } from '../console-list-screen';
import { KycDecisions } from './kyc-decisions';
import { KycPhotoThumb } from './kyc-photo-thumb';
import { KYC_REVIEW_TABS, type KycDecisionResult, type KycReviewsData, kycReviewHref } from './kyc-review-tabs';

const TONE = { pending: 'warning', verified: 'success', rejected: 'danger' } as const;

/**
 * /console/wallet-kyc: wallet holders' identity verifications (issue 13). An admin compares the name
 * and the photos, then approves (the wallet takes the higher cap) or rejects with a reason the customer
 * reads. Each decision is confirmed first; the list is read again after it, and the snackbar says how it went.
 */
export function KycReviews({ data }: { data: KycReviewsData }) {
  const { t } = useTranslation();
  const result = useActionData<KycDecisionResult>();
  const handled = useRef<KycDecisionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) showSnackbar({ content: t(`consoleKyc.done.${result.intent}`), color: 'success' });
    else if (!result.problem) showSnackbar({ content: result.unavailable ? t('consoleKyc.unavailable') : (result.message ?? Object.values(result.errors ?? {}).flat()[0] ?? t('consoleKyc.unavailable')), color: 'error' });
  }, [result, t]);
  return (
    <>
      <PageMeta title={t('consoleKyc.title')} />
      <ConsoleListScreen
        title={t('consoleKyc.title')}
        intro={t('consoleKyc.intro')}
        count={t('consoleKyc.count', { count: data.total })}
        items={data.reviews}
        row={(review) => <KycReviewRow key={review.id} review={review} result={result?.id === review.id ? result : undefined} />}
        empty={{ text: t(`consoleKyc.empty.${data.tab}`) }}
        page={data.page}
        lastPage={data.lastPage}
        hrefFor={(page) => kycReviewHref(data.tab, page)}
      >
        <LinkTabs label={t('consoleKyc.tabs')} items={KYC_REVIEW_TABS.map((tab) => ({ href: kycReviewHref(tab), current: tab === data.tab, label: t(`consoleKyc.tab.${tab}`) }))} />
      </ConsoleListScreen>
    </>
  );
}

function KycReviewRow({ review: r, result }: { review: KycReview; result: KycDecisionResult | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li>
      <Card padding="md" className="space-y-3" data-testid="kyc-review" data-id={r.id} data-status={r.status}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold" data-testid="kyc-review-customer">
              {r.customer.name}
            </p>
            <p className="text-sm text-muted">
              <span className="font-mono">{r.customer.public_id}</span> · <span className="tabular-nums">{r.customer.phone}</span>
            </p>
          </div>
          <Badge tone={TONE[r.status]}>{t(`consoleKyc.status.${r.status}`)}</Badge>
        </div>
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
          <dl className="grid h-fit grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-muted">{t('consoleKyc.ktpName')}</dt>
            <dd className="break-words font-semibold" data-testid="kyc-review-name">
              {r.full_name}
            </dd>
            <dt className="text-muted">{t('consoleKyc.nik')}</dt>
            <dd className="font-mono tabular-nums" data-testid="kyc-review-nik">
              •••• {r.nik_last4}
            </dd>
            <dt className="text-muted">{t('consoleKyc.submittedAt')}</dt>
            <dd>{formatDateTime(r.submitted_at, locale)}</dd>
            {r.reviewed_at && (
              <>
                <dt className="text-muted">{t('consoleKyc.reviewedAt')}</dt>
                <dd>{formatDateTime(r.reviewed_at, locale)}</dd>
              </>
            )}
            {r.reason && (
              <>
                <dt className="text-muted">{t('consoleKyc.reason')}</dt>
                <dd className="break-words" data-testid="kyc-review-reason">
                  {r.reason}
                </dd>
              </>
            )}
          </dl>
          <div className="grid grid-cols-2 gap-3">
            <KycPhotoThumb url={r.ktp_url} label={t('consoleKyc.photoKtp')} title={t('consoleKyc.photoTitle', { photo: t('consoleKyc.photoKtp'), name: r.customer.name })} testId="kyc-review-ktp" />
            <KycPhotoThumb url={r.selfie_url} label={t('consoleKyc.photoSelfie')} title={t('consoleKyc.photoTitle', { photo: t('consoleKyc.photoSelfie'), name: r.customer.name })} testId="kyc-review-selfie" />
          </div>
        </div>
        {r.status === 'pending' && <KycDecisions review={r} result={result} />}
      </Card>
    </li>
  );
}
