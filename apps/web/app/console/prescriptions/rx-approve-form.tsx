import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PRESCRIPTION_MAX_VALIDITY_DAYS, type ConsolePrescriptionDetail } from '@apotek/contract/prescriptions';
import { jakartaDate } from '@apotek/contract/format/date';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import type { RxActionResult } from './prescriptions.server';
import { ProductMatcher, type MatchedItem } from './product-matcher';
import type { RxPrefill } from './rx-review';

/** The pharmacist's own SIPA, remembered on this device after the first approval (it is on their licence, not in their profile). */
const SIPA_KEY = 'apotek.console.sipa';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Approval: match each prescribed item to a catalogue product with quantity and signa, then sign with
 * name and SIPA. The items travel as one JSON field; the route action parses them with the contract.
 */
export function RxApproveForm({ rx, prefill, result }: { rx: ConsolePrescriptionDetail; prefill: RxPrefill; result?: RxActionResult }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [items, setItems] = useState<MatchedItem[]>([]);
  const [sipa, setSipa] = useState(result?.values?.sipa ?? prefill.sipa);
  useEffect(() => {
    if (sipa) return;
    try {
      const remembered = window.localStorage.getItem(SIPA_KEY);
      if (remembered) setSipa(remembered);
    } catch {
      // Storage refused (private mode): the field stays empty.
    }
    // Only once, on arrival: later edits of the field are the pharmacist's.
  }, []);
  const errors = result?.errors ?? {};
  const itemErrors = Object.entries(errors)
    .filter(([key]) => key === 'items' || key.startsWith('items.'))
    .flatMap(([, messages]) => messages);
  const today = jakartaDate();
  const payload = JSON.stringify(items.map((i) => ({ product_id: i.product.id, quantity: i.quantity, signa: i.signa })));

  return (
    <Card as="section" aria-labelledby="rx-approve" padding="sm">
      <h2 id="rx-approve" className="mb-3 text-base font-bold">
        {t('consoleRx.review.approveTitle')}
      </h2>
      <ProductMatcher items={items} onChange={setItems} storeId={rx.pharmacy.id} errors={itemErrors.length > 0 && items.length === 0 ? [t('consoleRx.review.itemsNeeded')] : itemErrors} />
      <Form
        method="post"
        className="mt-4 space-y-3"
        onSubmit={() => {
          try {
            if (sipa.trim()) window.localStorage.setItem(SIPA_KEY, sipa.trim());
          } catch {
            // Not remembered; nothing else depends on it.
          }
        }}
      >
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="items" value={payload} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('consoleRx.review.pharmacistName')} errors={errors.pharmacist_name}>
            {(control) => <input {...control} name="pharmacist_name" required maxLength={120} defaultValue={result?.values?.pharmacist_name ?? prefill.pharmacistName} className={inputClass(Boolean(errors.pharmacist_name))} />}
          </Field>
          <Field label={t('consoleRx.review.sipa')} errors={errors.sipa}>
            {(control) => <input {...control} name="sipa" required maxLength={60} value={sipa} onChange={(e) => setSipa(e.target.value)} className={inputClass(Boolean(errors.sipa), 'font-mono')} />}
          </Field>
        </div>
        <Field label={t('consoleRx.review.validUntil')} hint={t('consoleRx.review.validUntilHint')} errors={errors.valid_until}>
          {(control) => <input {...control} type="date" name="valid_until" min={today} max={addDays(today, PRESCRIPTION_MAX_VALIDITY_DAYS)} defaultValue={result?.values?.valid_until ?? ''} className={inputClass(Boolean(errors.valid_until), 'sm:w-56')} />}
        </Field>
        {result?.message && !result.errors && <Alert tone="error">{result.message}</Alert>}
        {result?.unavailable && <Alert tone="error">{t('auth.errors.unavailable')}</Alert>}
        <Button type="submit" disabled={busy} className="w-full px-4 py-2.5 sm:w-auto">
          {t('consoleRx.review.approve')}
        </Button>
      </Form>
    </Card>
  );
}
