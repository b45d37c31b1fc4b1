import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { KycReview } from '@apotek/contract/wallet-kyc';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Field, inputClass } from '~/components/ui/field';
import { KYC_REASON_MAX, KYC_REASON_MIN, type KycDecisionResult } from './kyc-review-tabs';

type Which = 'approve' | 'reject';

/**
 * Approve or reject one pending verification, each behind a dialog that says what follows. A reject
 * needs a reason of at least five characters, which the customer reads. A refused write keeps its
 * dialog open with what was typed and why; a done one closes it.
 */
export function KycDecisions({ review, result }: { review: KycReview; result: KycDecisionResult | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Which | null>(null);
  useEffect(() => {
    if (result?.ok) setOpen(null);
  }, [result]);
  const failed = result && !result.ok ? result : undefined;
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-gray-100 pt-3">
      <Button variant="outline" className="border-danger text-danger hover:bg-red-50" onClick={() => setOpen('reject')} data-testid="kyc-reject">
        {t('consoleKyc.reject')}
      </Button>
      <Button onClick={() => setOpen('approve')} data-testid="kyc-approve">
        {t('consoleKyc.approve')}
      </Button>
      <ApproveDialog review={review} open={open === 'approve'} onClose={() => setOpen(null)} failed={failed?.intent === 'approve' ? failed : undefined} />
      <RejectDialog review={review} open={open === 'reject'} onClose={() => setOpen(null)} failed={failed?.intent === 'reject' ? failed : undefined} />
    </div>
  );
}

function Hidden({ intent, id }: { intent: Which; id: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

function ApproveDialog({ review, open, onClose, failed }: { review: KycReview; open: boolean; onClose: () => void; failed: KycDecisionResult | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('consoleKyc.approveTitle', { name: review.customer.name })} closeLabel={t('consoleKyc.close')} testId="kyc-approve-dialog">
      <Form method="post" className="space-y-3">
        <Hidden intent="approve" id={review.id} />
        <p className="text-sm">{t('consoleKyc.approveBody', { name: review.full_name, last4: review.nik_last4 })}</p>
        {failed && <Alert tone="error">{failed.unavailable ? t('consoleKyc.unavailable') : (failed.message ?? t('consoleKyc.unavailable'))}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('consoleKyc.cancel')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="kyc-approve-confirm">
            {t('consoleKyc.approveConfirm')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

function RejectDialog({ review, open, onClose, failed }: { review: KycReview; open: boolean; onClose: () => void; failed: KycDecisionResult | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [reason, setReason] = useState(failed?.values?.reason ?? '');
  const [tooShort, setTooShort] = useState(false);
  const error = tooShort || failed?.problem === 'reasonShort' ? t('consoleKyc.reasonShort', { min: KYC_REASON_MIN }) : failed?.errors?.reason?.[0];
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('consoleKyc.rejectTitle', { name: review.customer.name })} closeLabel={t('consoleKyc.close')} testId="kyc-reject-dialog">
      <Form
        method="post"
        className="space-y-3"
        noValidate
        onSubmit={(event) => {
          const short = reason.trim().length < KYC_REASON_MIN;
          setTooShort(short);
          if (short) event.preventDefault();
        }}
      >
        <Hidden intent="reject" id={review.id} />
        <p className="text-sm text-muted">{t('consoleKyc.rejectBody')}</p>
        <Field label={t('consoleKyc.reasonLabel')} hint={t('consoleKyc.reasonHint', { min: KYC_REASON_MIN })} errors={error}>
          {(control) => (
            <textarea
              {...control}
              name="reason"
              required
              minLength={KYC_REASON_MIN}
              maxLength={KYC_REASON_MAX}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              className={inputClass(Boolean(error))}
              data-testid="kyc-reject-reason"
            />
          )}
        </Field>
        {failed?.message && !error && <Alert tone="error">{failed.message}</Alert>}
        {failed?.unavailable && <Alert tone="error">{t('consoleKyc.unavailable')}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('consoleKyc.cancel')}
          </Button>
          <Button type="submit" variant="outline" disabled={busy} className="border-danger text-danger hover:bg-red-50" data-testid="kyc-reject-confirm">
            {t('consoleKyc.rejectConfirm')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
