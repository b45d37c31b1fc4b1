import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { DRUG_CLASSES, mayBePromoted, type DrugClass } from '@apotek/contract/catalog-vocabulary';
import type { ConsoleBrand, ConsoleCategory, ConsoleProduct } from '@apotek/contract/catalog-admin';
import { mediaHash, mediaUrl } from '@apotek/contract/media';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import type { FormResult } from '~/lib/form-result';
import { useLocale } from '~/lib/root-data';
import { LEAFLET, PRODUCT_FORM_FIELDS, productBodyFrom, productFormValues } from './product-form-values';
import { validateProduct } from './product-validate';
import { uploadProductImage } from './upload-product-image';

interface Props {
  product: ConsoleProduct | null;
  categories: ConsoleCategory[];
  brands: ConsoleBrand[];
  saved: boolean;
  result: (FormResult & { message?: string }) | undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="fieldset" padding="sm" className="space-y-3">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </Card>
  );
}

/**
 * /console/catalog/new and /console/catalog/:id: every field the console edits. Each field is checked on
 * leaving it and the whole form before sending, with the API's own schema and rules (loaded on first use);
 * the API checks again and its reasons land on the same fields.
 */
export function ProductForm({ product, categories, brands, saved, result }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...productFormValues(product as Record<string, unknown> | null), ...(result?.values ?? {}) }));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [clientErrors, setClientErrors] = useState<Record<string, string[]>>({});
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const serverErrors = result?.errors ?? {};
  const errorsOf = (f: string) => (touched.has(f) ? clientErrors[f] : serverErrors[f]);
  // The API's answer is newer than the browser's last check: its reasons show until a field is left again.
  useEffect(() => setTouched(new Set()), [result]);

  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const check = async (next: Record<string, string>, fields: Set<string>) => {
    const errors = await validateProduct(productBodyFrom(next), locale);
    setClientErrors(errors);
    setTouched(fields);
    return errors;
  };
  const onBlur = (name: string) => void check(values, new Set([...touched, name]));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // Preact hands the native event; React wraps it.
    const native = ((event as unknown as { nativeEvent?: SubmitEvent }).nativeEvent ?? event) as unknown as SubmitEvent;
    if (native.submitter?.getAttribute('value') !== 'save') return;
    event.preventDefault();
    const form = event.currentTarget;
    const errors = await check(values, new Set(PRODUCT_FORM_FIELDS));
    const first = Object.keys(errors)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    form.requestSubmit(form.querySelector<HTMLButtonElement>('button[data-confirmed]') ?? undefined);
  };

  const cls = (values.drug_class || 'bebas') as DrugClass;
  const promotable = mayBePromoted(cls);
  const tops = categories.filter((c) => c.level === 'category');
  const subs = categories.filter((c) => c.level === 'sub_category' && String(c.parent_id) === values.category_id);
  const segments = categories.filter((c) => c.level === 'segment' && String(c.parent_id) === values.sub_category_id);
  const catName = (c: ConsoleCategory) => (locale === 'en' ? c.name_en || c.name : c.name);
  const hash = values.image_url ? mediaHash(values.image_url) : undefined;

  const text = (name: string, label: string, opts: { hint?: string; type?: string; mono?: boolean; required?: boolean; className?: string; inputMode?: 'numeric' } = {}) => (
    <Field label={label} hint={opts.hint} errors={errorsOf(name)} className={opts.className}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          required={opts.required}
          value={values[name] ?? ''}
          onChange={(e) => set(name, e.target.value)}
          onBlur={() => onBlur(name)}
          className={inputClass(Boolean(errorsOf(name)?.length), opts.mono ? 'font-mono' : '')}
        />
      )}
    </Field>
  );
  const select = (name: string, label: string, options: Array<{ value: string; label: string }>, opts: { empty?: string; onPick?: (v: string) => void; hint?: string } = {}) => (
    <Field label={label} hint={opts.hint} errors={errorsOf(name)}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={values[name] ?? ''}
          onChange={(e) => (opts.onPick ? opts.onPick(e.target.value) : set(name, e.target.value))}
          onBlur={() => onBlur(name)}
          className={inputClass(Boolean(errorsOf(name)?.length))}
        >
          {opts.empty !== undefined && <option value="">{opts.empty}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const area = (name: string, label: string, lang: 'id' | 'en') => (
    <Field label={label} errors={errorsOf(name)}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          lang={lang}
          rows={2}
          value={values[name] ?? ''}
          onChange={(e) => set(name, e.target.value)}
          onBlur={() => onBlur(name)}
          className={inputClass(Boolean(errorsOf(name)?.length))}
        />
      )}
    </Field>
  );

  const onImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setImageError(null);
    const outcome = await uploadProductImage(file, t('consoleCatalog.form.unavailable'));
    setUploading(false);
    if (outcome.ok) set('image_url', outcome.url);
    else setImageError(outcome.error);
  };

  const otherErrors = Object.entries(serverErrors).filter(([f]) => !(PRODUCT_FORM_FIELDS as readonly string[]).includes(f));
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link to="/console/catalog" className="text-sm text-primary-strong hover:underline">
            ← {t('consoleCatalog.form.back')}
          </Link>
          <h1 id="page-title" className="text-2xl font-bold">
            {product ? t('consoleCatalog.form.editTitle') : t('consoleCatalog.form.newTitle')}
          </h1>
          {product && <p className="font-mono text-sm text-muted">{product.sku}</p>}
        </div>
        {product && (
          <Form method="post">
            <input type="hidden" name="intent" value={product.archived_at ? 'restore' : 'archive'} />
            <Button type="submit" variant="outline" className="px-4 py-2" disabled={busy}>
              {product.archived_at ? t('consoleCatalog.form.restore') : t('consoleCatalog.form.archive')}
            </Button>
          </Form>
        )}
      </div>
      {saved && !result && <Alert tone="success">{t('consoleCatalog.form.saved')}</Alert>}
      {result?.message && <Alert tone={result.errors ? 'error' : 'success'}>{result.message}</Alert>}
      {result?.unavailable && <Alert tone="error">{t('consoleCatalog.form.unavailable')}</Alert>}
      {otherErrors.length > 0 && <Alert tone="error">{otherErrors.flatMap(([, m]) => m).join(' ')}</Alert>}
      <Form method="post" ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 lg:grid-cols-3" data-testid="product-form">
        <div className="space-y-4 lg:col-span-2">
          <Section title={t('consoleCatalog.form.basics')}>
            <div className="grid gap-3 sm:grid-cols-2">
              {text('sku', t('consoleCatalog.form.sku'), { mono: true, required: true })}
              {select(
                'drug_class',
                t('consoleCatalog.form.drugClass'),
                DRUG_CLASSES.map((c) => ({ value: c, label: t(`consoleCatalog.classes.${c}`) })),
              )}
              {text('name', t('consoleCatalog.form.name'), { required: true, className: 'sm:col-span-2' })}
              {text('name_en', t('consoleCatalog.form.nameEn'), { className: 'sm:col-span-2' })}
              {text('bpom_number', t('consoleCatalog.form.nie'), { hint: t('consoleCatalog.form.nieHint'), mono: true, required: true })}
              {text('unit', t('consoleCatalog.form.unit'), { required: true })}
              {text('manufacturer', t('consoleCatalog.form.manufacturer'))}
              {text('weight_grams', t('consoleCatalog.form.weight'), { inputMode: 'numeric' })}
              {text('slug', t('consoleCatalog.form.slug'), { hint: t('consoleCatalog.form.slugHint'), mono: true, className: 'sm:col-span-2' })}
            </div>
          </Section>
          <Section title={t('consoleCatalog.form.placement')}>
            <div className="grid gap-3 sm:grid-cols-2">
              {select(
                'category_id',
                t('consoleCatalog.form.category'),
                tops.map((c) => ({ value: String(c.id), label: catName(c) })),
                { empty: '—', onPick: (v) => setValues((s) => ({ ...s, category_id: v, sub_category_id: '', segment_id: '' })) },
              )}
              {select(
                'sub_category_id',
                t('consoleCatalog.form.subCategory'),
                subs.map((c) => ({ value: String(c.id), label: catName(c) })),
                { empty: t('consoleCatalog.form.none'), onPick: (v) => setValues((s) => ({ ...s, sub_category_id: v, segment_id: '' })) },
              )}
              {select(
                'segment_id',
                t('consoleCatalog.form.segment'),
                segments.map((c) => ({ value: String(c.id), label: catName(c) })),
                { empty: t('consoleCatalog.form.none') },
              )}
              {select(
                'brand_id',
                t('consoleCatalog.form.brand'),
                brands.map((b) => ({ value: String(b.id), label: b.name })),
                { empty: t('consoleCatalog.form.none') },
              )}
            </div>
          </Section>
          <Section title={t('consoleCatalog.form.prices')}>
            <div className="grid gap-3 sm:grid-cols-2">
              {text('price', t('consoleCatalog.form.price'), { inputMode: 'numeric', required: true })}
              {text('promo_price', t('consoleCatalog.form.promoPrice'), { inputMode: 'numeric', hint: promotable ? t('consoleCatalog.form.promoHint') : t('consoleCatalog.form.promoBlocked') })}
            </div>
          </Section>
          <Section title={t('consoleCatalog.form.leaflet')}>
            <div className="grid gap-3 sm:grid-cols-2">
              {area('description', `${t('consoleCatalog.form.description')} · ${t('consoleCatalog.form.indonesian')}`, 'id')}
              {area('description_en', `${t('consoleCatalog.form.description')} · ${t('consoleCatalog.form.english')}`, 'en')}
              {LEAFLET.map((f) => (
                <div key={f} className="contents">
                  {area(f, `${t(`consoleCatalog.form.fields.${f}`)} · ${t('consoleCatalog.form.indonesian')}`, 'id')}
                  {area(`${f}_en`, `${t(`consoleCatalog.form.fields.${f}`)} · ${t('consoleCatalog.form.english')}`, 'en')}
                </div>
              ))}
            </div>
          </Section>
        </div>
        <div className="space-y-4">
          <Section title={t('consoleCatalog.form.image')}>
            <input type="hidden" name="image_url" value={values.image_url ?? ''} />
            <div className="flex aspect-square w-full max-w-64 items-center justify-center overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
              {hash ? (
                <img src={mediaUrl(hash, 320)} alt={t('consoleCatalog.form.imagePreview')} className="h-full w-full object-contain" data-testid="image-preview" />
              ) : (
                <span className="text-sm text-muted">{t('consoleCatalog.form.imageNone')}</span>
              )}
            </div>
            <Field label={t('consoleCatalog.form.imageChoose')} errors={imageError ?? errorsOf('image_url')}>
              {(control) => <input {...control} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/heic" onChange={(e) => void onImage(e.target.files?.[0])} className="text-sm" data-testid="image-input" />}
            </Field>
            {uploading && <p className="text-sm text-muted" role="status">{t('consoleCatalog.form.imageUploading')}</p>}
            {hash && (
              <Button variant="ghost" className="px-3 py-1.5" onClick={() => set('image_url', '')}>
                {t('consoleCatalog.form.imageRemove')}
              </Button>
            )}
          </Section>
          <div className="sticky bottom-2 flex flex-col gap-2">
            {Object.keys(touched.size ? clientErrors : serverErrors).length > 0 && <p className="text-sm text-danger">{t('consoleCatalog.form.fixErrors')}</p>}
            <Button type="submit" name="intent" value="save" className="px-4 py-2.5" disabled={busy || uploading}>
              {product ? t('consoleCatalog.form.save') : t('consoleCatalog.form.create')}
            </Button>
            {/* What the checked form is sent with, once the browser check passes. */}
            <button type="submit" name="intent" value="save-checked" data-confirmed hidden tabIndex={-1} aria-hidden="true" />
          </div>
        </div>
      </Form>
    </section>
  );
}
