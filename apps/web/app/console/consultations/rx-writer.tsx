import { useState } from 'react';
import type { Consultation } from '@apotek/contract/consultations';
import { useTranslation } from '~/i18n/translate';
import { DrugClassBadge } from '~/components/catalog/drug-class-badge';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { inputClass } from '~/components/ui/field';
import { TrashIcon } from '~/components/ui/icons';
import { CATALOG_SEARCH_MIN, useCatalogSearch } from '~/features/chat/use-catalog-search';
import { useHydrated } from '~/lib/use-hydrated';
import { addLine, clampQuantity, linesProblem, RX_MAX_QUANTITY, RX_SIGNA_MAX, rxBody, type RxLine, rxNotice, type RxNotice } from './rx-lines';
import { useConsultAction } from './use-consult-action';

/** The drug-class rule in words beside a product: obat keras needs this prescription; some classes are never sold online. */
function NoticeLine({ notice, name }: { notice: RxNotice; name: string }) {
  const { t } = useTranslation();
  if (notice === null) return null;
  return (
    <p className={`mt-1 text-xs font-semibold ${notice === 'not_online' ? 'text-danger' : 'text-warning'}`} data-testid="rx-notice" data-notice={notice}>
      {t(`consoleConsult.rx.notice.${notice}`, { name })}
    </p>
  );
}

function PrescriptionIds({ ids, fresh }: { ids: readonly string[]; fresh: string | null }) {
  const { t } = useTranslation();
  if (ids.length === 0) return <p className="text-sm text-muted">{t('consoleConsult.rx.noneYet')}</p>;
  return (
    <div>
      <h3 className="text-sm font-semibold">{t('consoleConsult.rx.written')}</h3>
      <ul className="mt-1 flex flex-wrap gap-2" data-testid="rx-ids">
        {ids.map((id) => (
          <li key={id} className={`rounded-lg border px-2 py-1 font-mono text-sm ${id === fresh ? 'border-success bg-green-50' : 'border-gray-200 bg-gray-50'}`} data-testid="rx-id">
            {id}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The e-prescription writer (issue 12): search the catalogue, add products with a quantity and a signa,
 * a note, and send. A product of a class that may not be sold online cannot be added (the API refuses it
 * too); obat keras is marked, since the patient can buy it only through this prescription. The written
 * prescription reaches the patient approved, at the pharmacy they chose, with a card in the chat.
 */
export function RxWriter({ consultation: c }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [lines, setLines] = useState<RxLine[]>([]);
  const [notes, setNotes] = useState('');
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const search = useCatalogSearch(text, null);
  const fetcher = useConsultAction('prescribe', (result) => {
    setFresh(result.prescriptionId ?? null);
    setLines([]);
    setNotes('');
    setTried(false);
  });
  const busy = fetcher.state !== 'idle';
  const problem = linesProblem(lines);

  const add = (product: (typeof search.items)[number]) => {
    const outcome = addLine(lines, product);
    setRefusal(outcome.refused ? t(`consoleConsult.rx.refused.${outcome.refused}`, { name: product.name }) : null);
    if (outcome.refused) return;
    setLines(outcome.lines);
    setText('');
  };
  const update = (index: number, patch: Partial<RxLine>) => setLines(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const body = rxBody(lines, notes);

  return (
    <Card as="section" aria-labelledby="rx-title" padding="lg" className="space-y-3" data-testid="rx-writer">
      <div>
        <h2 id="rx-title" className="text-lg font-bold">
          {t('consoleConsult.rx.title')}
        </h2>
        <p className="text-xs text-muted">{t('consoleConsult.rx.intro')}</p>
      </div>
      {fresh && (
        <Alert tone="success">
          <span data-testid="rx-created" data-rx-id={fresh}>
            {t('consoleConsult.done.prescribe', { id: fresh })}
          </span>
        </Alert>
      )}
      <PrescriptionIds ids={c.prescription_ids} fresh={fresh} />
      {!c.can.prescribe ? (
        <p className="text-sm text-muted">{t(c.status === 'waiting' ? 'consoleConsult.rx.afterAccept' : 'consoleConsult.rx.notNow')}</p>
      ) : !hydrated ? (
        <p className="text-sm text-muted">{t('consoleConsult.rx.needsScripts')}</p>
      ) : (
        <fetcher.Form
          method="post"
          className="space-y-3"
          onSubmit={(event) => {
            setTried(true);
            if (problem) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="prescribe" />
          <input type="hidden" name="items" value={JSON.stringify(body.items)} />
          <div>
            <label htmlFor="rx-search" className="mb-1 block text-sm font-semibold">
              {t('consoleConsult.rx.search')}
            </label>
            <input id="rx-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('consoleConsult.rx.searchPlaceholder')} autoComplete="off" className={inputClass(false)} aria-controls="rx-results" aria-describedby="rx-search-hint" />
            <p id="rx-search-hint" className="mt-1 text-xs text-muted">
              {t('consoleConsult.rx.searchHint', { count: CATALOG_SEARCH_MIN })}
            </p>
            {search.failed && <p className="mt-1 text-sm text-danger">{t('consoleConsult.rx.searchFailed')}</p>}
            {search.query !== '' && !search.failed && (
              <ul id="rx-results" aria-label={t('consoleConsult.rx.results')} className="mt-1 max-h-80 divide-y divide-gray-100 overflow-y-auto rounded-xl border border-gray-200 bg-white">
                {search.items.length === 0 ? (
                  <li className="p-3 text-sm text-muted">{t('consoleConsult.rx.noResults', { q: search.query })}</li>
                ) : (
                  search.items.map((product) => {
                    const notice = rxNotice(product);
                    return (
                      <li key={product.id} className="flex items-start gap-2 p-2" data-testid="rx-result" data-drug-class={product.drug_class}>
                        <span className="min-w-0 flex-1">
                          <span className="flex flex-wrap items-center gap-2">
                            <span className="text-sm font-semibold">{product.name}</span>
                            <DrugClassBadge drugClass={product.drug_class} />
                          </span>
                          <span className="block text-xs text-muted">{product.packaging}</span>
                          <NoticeLine notice={notice} name={product.name} />
                        </span>
                        <Button variant="outline" className="px-3 py-1 text-sm disabled:border-gray-300 disabled:text-muted disabled:hover:bg-white" disabled={notice === 'not_online'} onClick={() => add(product)} aria-label={t('consoleConsult.rx.addNamed', { name: product.name })}>
                          {t('consoleConsult.rx.add')}
                        </Button>
                      </li>
                    );
                  })
                )}
              </ul>
            )}
          </div>
          {refusal && <Alert tone="error">{refusal}</Alert>}
          {lines.length === 0 ? (
            <p className="rounded-xl border border-dashed border-gray-300 p-4 text-center text-sm text-muted">{t('consoleConsult.rx.empty')}</p>
          ) : (
            <ol className="space-y-2" aria-label={t('consoleConsult.rx.lines')}>
              {lines.map((line, index) => {
                const signaMissing = tried && line.signa.trim().length < 2;
                return (
                  <li key={line.product.id} className="rounded-xl border border-gray-200 bg-white p-3" data-testid="rx-line" data-drug-class={line.product.drug_class}>
                    <div className="flex flex-wrap items-start gap-2">
                      <p className="min-w-0 flex-1 basis-40 text-sm font-semibold">{line.product.name}</p>
                      <DrugClassBadge drugClass={line.product.drug_class} />
                      <button type="button" onClick={() => setLines(lines.filter((_, i) => i !== index))} className="rounded p-1 text-danger hover:bg-red-50" aria-label={t('consoleConsult.rx.remove', { name: line.product.name })}>
                        <TrashIcon className="h-4 w-4" />
                      </button>
                    </div>
                    <NoticeLine notice={rxNotice(line.product)} name={line.product.name} />
                    <div className="mt-2 grid gap-2 sm:grid-cols-[110px_1fr]">
                      <label className="text-xs font-semibold">
                        {t('consoleConsult.rx.quantity')}
                        <input type="number" min={1} max={RX_MAX_QUANTITY} required value={line.quantity} onChange={(e) => update(index, { quantity: clampQuantity(e.target.value) })} className={inputClass(false, 'mt-1 py-1.5')} />
                      </label>
                      <label className="text-xs font-semibold">
                        {t('consoleConsult.rx.signa')}
                        <input
                          type="text"
                          maxLength={RX_SIGNA_MAX}
                          value={line.signa}
                          placeholder={t('consoleConsult.rx.signaHint')}
                          onChange={(e) => update(index, { signa: e.target.value })}
                          aria-invalid={signaMissing || undefined}
                          className={inputClass(signaMissing, 'mt-1 py-1.5')}
                          data-testid="rx-signa"
                        />
                      </label>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          <div>
            <label htmlFor="rx-notes" className="mb-1 block text-sm font-semibold">
              {t('consoleConsult.rx.notes')}
            </label>
            <textarea id="rx-notes" name="notes" rows={2} maxLength={1000} value={notes} onChange={(e) => setNotes(e.target.value)} placeholder={t('consoleConsult.rx.notesHint')} className={inputClass(false)} />
          </div>
          {tried && problem && (
            <p className="text-sm font-semibold text-danger" role="alert">
              {t(`consoleConsult.rx.problem.${problem}`)}
            </p>
          )}
          <Button type="submit" disabled={busy || lines.length === 0} data-testid="rx-submit">
            {busy ? t('consoleConsult.working') : t('consoleConsult.rx.submit', { count: lines.length })}
          </Button>
        </fetcher.Form>
      )}
    </Card>
  );
}
