import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ADVERTISE_FIELDS, ADVERTISE_LIMITS, type AdvertiseField, BUDGET_RANGES, parseAdvertise } from '@apotek/contract/info-pages';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import { TextField } from '~/components/ui/text-field';
import { useLocale } from '~/lib/root-data';
import type { AdvertiseResult } from './advertise-fields';

type Errors = Partial<Record<AdvertiseField, string[]>>;

/** The form's values as the browser holds them, for the shared schema's inline check. */
function valuesOf(form: HTMLFormElement): Record<AdvertiseField, string> {
  const data = new FormData(form);
  return Object.fromEntries(ADVERTISE_FIELDS.map((name) => [name, String(data.get(name) ?? '').trim()])) as Record<AdvertiseField, string>;
}

/**
 * The advertising enquiry. The shared zod schema (`parseAdvertise`, the API's own) checks a field when it
 * is left and the whole form on submit, in the page's language; without scripts the form posts as it is
 * and the action answers with the same messages. A sent enquiry shows its reference.
 */
export function AdvertiseForm({ result }: { result: AdvertiseResult | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const [local, setLocal] = useState<Errors | null>(null);
  const touched = useRef(new Set<AdvertiseField>());
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrors = (result?.errors ?? {}) as Errors;
  const errors: Errors = local ?? serverErrors;
  const values = result?.values ?? {};

  const check = (form: HTMLFormElement, only?: AdvertiseField[]) => {
    const parsed = parseAdvertise(valuesOf(form), locale);
    const all: Errors = parsed.success ? {} : (parsed.errors as Errors);
    if (!only) return all;
    const kept: Errors = {};
    for (const name of only) if (all[name]) kept[name] = all[name];
    return kept;
  };
  // A field is checked when it is left: `focusout` bubbles to the form (the browser's Preact does not
  // turn a form's onBlur into it, ADR 026), so it is listened to directly.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onLeave = (event: FocusEvent) => {
      const name = (event.target as HTMLInputElement | null)?.name as AdvertiseField | undefined;
      if (!name || !(ADVERTISE_FIELDS as readonly string[]).includes(name)) return;
      touched.current.add(name);
      setLocal(check(form, [...touched.current]));
    };
    // Once a field has been checked, it is checked again as it is typed in, so its message goes as soon
    // as it is right (not on the click that submits, which would move the button under the pointer).
    const onInput = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name as AdvertiseField | undefined;
      if (name && touched.current.has(name)) setLocal(check(form, [...touched.current]));
    };
    form.addEventListener('focusout', onLeave);
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    return () => {
      form.removeEventListener('focusout', onLeave);
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
    };
  });
  if (result?.reference) {
    return (
      <Card as="section" tone="success" padding="lg" aria-labelledby="advertise-sent" className="max-w-[68ch]" data-testid="advertise-sent">
        <h2 id="advertise-sent" className="text-lg font-semibold">
          {t('info.advertise.sentTitle')}
        </h2>
        <p className="mt-2 text-sm">{t('info.advertise.sentText', { reference: result.reference })}</p>
        <Link to="/advertise" className="mt-4 inline-block text-sm font-semibold text-primary-strong underline">
          {t('info.advertise.again')}
        </Link>
      </Card>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(event.currentTarget);
    setLocal(found);
    for (const name of ADVERTISE_FIELDS) touched.current.add(name);
    const first = ADVERTISE_FIELDS.find((f) => found[f]);
    if (first) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } else setLocal(null);
  };
  const anyError = ADVERTISE_FIELDS.some((f) => errors[f]?.length);

  return (
    <Card as="section" padding="lg" aria-labelledby="advertise-form" className="max-w-[68ch]">
      <h2 id="advertise-form" className="text-lg font-semibold">
        {t('info.advertise.formTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('info.advertise.formLead')}</p>
      <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4" data-testid="advertise-form">
        {result?.unavailable && (
          <div>
            <Alert tone="error">{t('info.advertise.unavailable')}</Alert>
          </div>
        )}
        {result?.message && (
          <div>
            <Alert tone="error">{result.message}</Alert>
          </div>
        )}
        {anyError && (
          <p className="text-sm text-danger" role="alert">
            {t('info.advertise.fixErrors')}
          </p>
        )}
        <TextField label={t('info.advertise.company')} name="company" autoComplete="organization" required maxLength={ADVERTISE_LIMITS.company} defaultValue={values.company} errors={errors.company} />
        <TextField label={t('info.advertise.name')} name="name" autoComplete="name" required maxLength={ADVERTISE_LIMITS.name} defaultValue={values.name} errors={errors.name} />
        <TextField label={t('info.advertise.email')} name="email" type="email" autoComplete="email" required defaultValue={values.email} errors={errors.email} />
        <TextField label={t('info.advertise.phone')} name="phone" type="tel" autoComplete="tel" required hint={t('info.advertise.phoneHint')} defaultValue={values.phone} errors={errors.phone} />
        <Field label={t('info.advertise.budget')} errors={errors.budget_range}>
          {(control) => (
            <select {...control} name="budget_range" required defaultValue={values.budget_range ?? ''} className={inputClass(control['aria-invalid'])}>
              <option value="">{t('info.advertise.budgetChoose')}</option>
              {BUDGET_RANGES.map((range) => (
                <option key={range} value={range}>
                  {t(`info.advertise.budgets.${range}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('info.advertise.message')} hint={t('info.advertise.messageHint')} errors={errors.message}>
          {(control) => <textarea {...control} name="message" required rows={5} maxLength={ADVERTISE_LIMITS.message.max} defaultValue={values.message} className={inputClass(control['aria-invalid'])} />}
        </Field>
        <p className="text-xs text-muted">
          <Link to="/privacy" className="underline">
            {t('info.advertise.privacy')}
          </Link>
        </p>
        <div>
          <Button type="submit" disabled={busy} aria-disabled={busy} className="w-full py-2.5 sm:w-auto sm:px-8">
            {busy ? t('info.advertise.busy') : t('info.advertise.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
