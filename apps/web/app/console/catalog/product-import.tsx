import { useState } from 'react';
import { Link } from 'react-router';
import type { ImportResult } from '@apotek/contract/catalog-admin';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { DataTable } from '~/components/ui/data-table';
import { Field } from '~/components/ui/field';
import { messageOf, sendForm } from './upload-product-image';

/** The import's columns as the contract names them (restated here so the page loads no schema). */
const REQUIRED = ['sku', 'name', 'category', 'drug_class', 'price', 'unit', 'bpom_number'];
const OPTIONAL = ['name_en', 'sub_category', 'segment', 'brand', 'promo_price', 'manufacturer', 'description(_en)', 'composition(_en)', 'indications(_en)', 'dosage(_en)', 'contraindications(_en)', 'side_effects(_en)', 'storage(_en)', 'packaging(_en)', 'weight_grams', 'image_url'];

type Phase = 'idle' | 'previewing' | 'applying';

/** The changes listed under the counts; the counts are whole. */
const SHOWN_CHANGES = 50;

/**
 * /console/catalog/import: choose a CSV or XLSX, see what it would change (counts, every rejected row
 * with its reason, the changes), then apply it: the API writes all rows in one transaction or none.
 */
export function ProductImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<ImportResult | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);

  const send = async (mode: 'dry_run' | 'apply') => {
    if (!file) return;
    setPhase(mode === 'apply' ? 'applying' : 'previewing');
    setMessage(null);
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await sendForm(`/api/console/products/import?mode=${mode}`, form);
    setPhase('idle');
    if (!answer) return setMessage({ tone: 'error', text: t('consoleCatalog.form.unavailable') });
    const body = answer.json as { message?: string; data?: ImportResult } | null;
    if (body?.data && typeof body.data === 'object' && 'counts' in body.data) setResult(body.data);
    else setResult(null);
    const ok = answer.status === 200;
    setMessage({ tone: ok ? (mode === 'apply' ? 'success' : 'info') : 'error', text: (ok ? body?.message : messageOf(body)) ?? t('consoleCatalog.form.unavailable') });
  };

  const canApply = result !== null && result.mode === 'dry_run' && result.counts.rejected === 0 && result.counts.new + result.counts.updated > 0;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div>
        <Link to="/console/catalog" className="text-sm text-primary-strong hover:underline">
          ← {t('consoleCatalog.import.back')}
        </Link>
        <h1 id="page-title" className="text-2xl font-bold">
          {t('consoleCatalog.import.title')}
        </h1>
        <p className="text-sm text-muted">{t('consoleCatalog.import.intro')}</p>
      </div>
      <Card padding="sm" className="space-y-3">
        <Field label={t('consoleCatalog.import.file')} hint={t('consoleCatalog.import.columns', { required: REQUIRED.join(', '), optional: OPTIONAL.join(', ') })}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setResult(null);
                setMessage(null);
              }}
              className="text-sm"
              data-testid="import-file"
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button className="px-4 py-2" disabled={!file || phase !== 'idle'} onClick={() => void send('dry_run')}>
            {phase === 'previewing' ? t('consoleCatalog.import.previewing') : t('consoleCatalog.import.preview')}
          </Button>
          <Button variant="outline" className="px-4 py-2" disabled={!canApply || phase !== 'idle'} onClick={() => void send('apply')}>
            {phase === 'applying' ? t('consoleCatalog.import.applying') : t('consoleCatalog.import.apply')}
          </Button>
          <a href="/api/console/products/export?format=csv&status=all" download className={buttonClass('ghost', 'px-4 py-2')}>
            {t('consoleCatalog.import.template')}
          </a>
        </div>
      </Card>
      <div aria-live="polite" className="space-y-4">
        {message && (
          <Alert tone={message.tone}>
            <span data-testid="import-message">{message.text}</span>
          </Alert>
        )}
        {result && <ImportReport result={result} />}
      </div>
    </section>
  );
}

function ImportReport({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const counts = [
    ['rows', result.counts.rows],
    ['new', result.counts.new],
    ['updated', result.counts.updated],
    ['unchanged', result.counts.unchanged],
    ['rejected', result.counts.rejected],
  ] as const;
  const totalChanges = result.counts.new + result.counts.updated;
  const shownChanges = result.changes.slice(0, SHOWN_CHANGES);
  return (
    <>
      <Card padding="sm">
        <h2 className="mb-2 font-semibold">{t('consoleCatalog.import.counts')}</h2>
        <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="import-counts">
          {counts.map(([key, n]) => (
            <div key={key} className={`rounded-lg p-2 text-center ${key === 'rejected' && n > 0 ? 'bg-red-50 text-danger' : 'bg-gray-50'}`} data-count={key}>
              <dt className="text-xs text-muted">{t(`consoleCatalog.import.${key}`)}</dt>
              <dd className="text-xl font-bold tabular-nums">{n.toLocaleString('id-ID')}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-muted">{t('consoleCatalog.import.elapsed', { ms: result.elapsed_ms })}</p>
        {result.counts.rejected > 0 && <p className="mt-2 text-sm text-danger">{t('consoleCatalog.import.applyBlocked')}</p>}
      </Card>
      {result.rejected.length > 0 && (
        <div>
          <h2 className="mb-2 font-semibold">{t('consoleCatalog.import.rejectedTitle')}</h2>
          {/* A list, not a table: on a phone the reason, the part to read, must not scroll out of sight. */}
          <ol className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white text-sm">
            <li className="hidden gap-3 bg-gray-50 px-4 py-2 text-xs font-semibold uppercase text-muted sm:grid sm:grid-cols-[4rem_9rem_14rem_1fr]" aria-hidden="true">
              <span>{t('consoleCatalog.import.row')}</span>
              <span>{t('consoleCatalog.import.column')}</span>
              <span>SKU</span>
              <span>{t('consoleCatalog.import.reason')}</span>
            </li>
            {result.rejected.map((r, i) => (
              <li key={`${r.row}-${i}`} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-4 py-2 sm:grid-cols-[4rem_9rem_14rem_1fr]" data-testid="rejected-row">
                <span className="tabular-nums">
                  <span className="sm:sr-only">{t('consoleCatalog.import.row')} </span>
                  {r.row}
                </span>
                <span className="font-mono text-xs sm:self-center">{r.column ?? '—'}</span>
                <span className="col-span-2 break-all font-mono text-xs text-muted sm:col-span-1 sm:self-center">{r.sku ?? '—'}</span>
                <span className="col-span-2 text-danger sm:col-span-1 sm:text-ink">{r.reason}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {result.changes.length > 0 && (
        <div>
          <h2 className="mb-2 font-semibold">{t('consoleCatalog.import.changesTitle')}</h2>
          {shownChanges.length < totalChanges && <p className="mb-2 text-xs text-muted">{t('consoleCatalog.import.more', { shown: shownChanges.length, total: totalChanges })}</p>}
          <DataTable columns={[t('consoleCatalog.import.row'), 'SKU', t('consoleCatalog.import.action'), t('consoleCatalog.import.fieldsChanged')]}>
            {shownChanges.map((c) => (
              <tr key={c.row} className="border-t border-gray-100">
                <td className="px-4 py-2 tabular-nums">{c.row}</td>
                <td className="px-4 py-2 font-mono text-xs">{c.sku}</td>
                <td className="px-4 py-2">{t(`consoleCatalog.import.actions.${c.action}`)}</td>
                <td className="px-4 py-2 font-mono text-xs">{c.fields.join(', ') || '—'}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </>
  );
}
