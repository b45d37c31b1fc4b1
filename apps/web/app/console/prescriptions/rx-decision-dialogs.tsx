import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { ConsolePrescriptionDetail } from '@apotek/contract/prescriptions';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Field, inputClass } from '~/components/ui/field';
import type { RxActionResult } from './prescriptions.server';

type Which = 'reject' | 'clarify';

/**
 * Reject (with a reason the customer reads) or ask the customer a question, each in a dialog with its own
 * form. A refused write opens its dialog again with what was typed and why.
 */
export function RxDecisionDialogs({ rx, canReject, canClarify, result }: { rx: ConsolePrescriptionDetail; canReject: boolean; canClarify: boolean; result?: RxActionResult }) {
  const { t } = useTranslation();
  const failed = result && !result.success && (result.intent === 'reject' || result.intent === 'clarify') ? result : undefined;
  const [open, setOpen] = useState<Which | null>(failed ? (failed.intent as Which) : null);
  return (
    <div className="flex flex-wrap gap-2">
      {canClarify && (
        <Button variant="outline" className="px-4 py-2" onClick={() => setOpen('clarify')}>
          {t('consoleRx.review.clarify')}
        </Button>
      )}
      {canReject && (
        <Button variant="outline" className="border-danger px-4 py-2 text-danger hover:bg-red-50" onClick={() => setOpen('reject')}>
          {t('consoleRx.review.reject')}
        </Button>
      )}
      <DecisionDialog
        which="clarify"
        open={open === 'clarify'}
        onClose={() => setOpen(null)}
        title={t('consoleRx.review.clarifyTitle', { id: rx.id })}
        field="question"
        label={t('consoleRx.review.question')}
        max={1000}
        submit={t('consoleRx.review.clarifySubmit')}
        result={failed?.intent === 'clarify' ? failed : undefined}
      />
      <DecisionDialog
        which="reject"
        open={open === 'reject'}
        onClose={() => setOpen(null)}
        title={t('consoleRx.review.rejectTitle', { id: rx.id })}
        field="reason"
        label={t('consoleRx.review.rejectReason')}
        max={500}
        submit={t('consoleRx.review.rejectSubmit')}
        danger
        result={failed?.intent === 'reject' ? failed : undefined}
      />
    </div>
  );
}

function DecisionDialog({ which, open, onClose, title, field, label, max, submit, danger = false, result }: { which: Which; open: boolean; onClose: () => void; title: string; field: 'reason' | 'question'; label: string; max: number; submit: string; danger?: boolean; result?: RxActionResult }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.errors?.[field];
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} closeLabel={t('consoleRx.review.close')} testId={`rx-${which}-dialog`}>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={which} />
        <Field label={label} errors={errors}>
          {(control) => <textarea {...control} name={field} required maxLength={max} rows={4} defaultValue={result?.values?.[field] ?? ''} className={inputClass(Boolean(errors))} />}
        </Field>
        {result?.message && !errors && <Alert tone="error">{result.message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" className="px-4 py-2" onClick={onClose}>
            {t('consoleRx.review.cancel')}
          </Button>
          <Button type="submit" disabled={busy} variant={danger ? 'outline' : 'primary'} className={`px-4 py-2 ${danger ? 'border-danger text-danger hover:bg-red-50' : ''}`}>
            {submit}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
