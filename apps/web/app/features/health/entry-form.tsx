import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { BLOOD_SUGAR_KINDS, checkHealthEntry, HEALTH_FIELDS, type HealthTrackerName } from '@apotek/contract/health-tracker-rules';
import { ChoiceCards } from '~/components/form-steps';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { TextField } from '~/components/ui/text-field';
import { useLocale } from '~/lib/root-data';
import { useHydrated } from '~/lib/use-hydrated';
import { useHealthT } from './health-i18n';
import type { HealthActionResult } from './health.server';

function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') out[key] = value.trim();
  return out;
}

/**
 * A new entry of one tracker: its fields (decimals with a point or a comma, SPEC §5), the date (today
 * unless changed; BMI has none, it is dated by when it is saved), the kind of a blood sugar reading, the
 * child of a temperature. The contract's checks run before posting, so the API's words show at once.
 */
export function EntryForm({ tracker, today, result, lastChild }: { tracker: HealthTrackerName; today: string; result: HealthActionResult | undefined; lastChild: string | null }) {
  const t = useHealthT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add';
  const [local, setLocal] = useState<Record<string, string[]> | null>(null);
  const mine = result?.intent === 'add' && result.tracker === tracker ? result : undefined;
  const errors = local ?? mine?.errors ?? {};
  const values = mine?.values ?? {};
  const general = mine?.unavailable ? t('health.errors.unavailable') : mine?.message && !mine.consentRequired ? mine.message : undefined;
  const name = t(`health.trackers.${tracker}` as never);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    const typed = formValues(event.currentTarget);
    const checked = checkHealthEntry({ ...typed, tracker }, locale, today);
    if ('errors' in checked) {
      event.preventDefault();
      setLocal(checked.errors);
    } else setLocal(null);
  }

  return (
    <Form method="post" onSubmit={submit} noValidate={hydrated} className="space-y-4" aria-labelledby="entry-form-title" data-testid="health-entry-form">
      <h3 id="entry-form-title" className="text-base font-semibold">
        {t('health.form.title', { tracker: name })}
      </h3>
      {general && <Alert tone="error">{general}</Alert>}
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="tracker" value={tracker} />
      <div className="grid gap-4 sm:grid-cols-2">
        {HEALTH_FIELDS[tracker].map((field) => (
          <TextField
            key={field.name}
            label={t(`health.fields.${field.name}` as never)}
            name={field.name}
            inputMode="decimal"
            autoComplete="off"
            maxLength={8}
            required={field.required}
            defaultValue={values[field.name]}
            errors={errors[field.name] ?? []}
            data-testid={`health-field-${field.name}`}
          />
        ))}
        {tracker === 'child_temperature' && (
          <TextField label={t('health.fields.child_name')} name="child_name" maxLength={60} autoComplete="off" defaultValue={values.child_name ?? lastChild ?? ''} hint={t('health.form.childHint')} errors={errors.child_name ?? []} data-testid="health-field-child_name" />
        )}
        {tracker !== 'bmi' && (
          <Field label={t('health.fields.date')} errors={errors.date ?? []}>
            {(control) => <input {...control} type="date" name="date" max={today} defaultValue={values.date ?? today} className={inputClass(control['aria-invalid'])} data-testid="health-field-date" />}
          </Field>
        )}
      </div>
      {tracker === 'blood_sugar' && (
        <ChoiceCards legend={t('health.fields.kind')} name="kind" options={BLOOD_SUGAR_KINDS.map((kind) => ({ value: kind, label: t(`health.kinds.${kind}` as never) }))} defaultValue={values.kind ?? 'fasting'} error={errors.kind?.[0]} />
      )}
      <TextField label={t('health.fields.note')} name="note" maxLength={300} autoComplete="off" defaultValue={values.note} errors={errors.note ?? []} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">{t('health.form.decimalHint')}</p>
        <Button type="submit" disabled={busy} className="w-full py-3 sm:w-auto sm:px-8" data-testid="health-entry-submit">
          {busy ? t('health.form.saving') : t('health.form.submit')}
        </Button>
      </div>
    </Form>
  );
}
