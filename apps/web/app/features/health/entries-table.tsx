import { Form } from 'react-router';
import type { Locale } from '@apotek/contract/constants';
import type { HealthTrackerName } from '@apotek/contract/health-tracker-rules';
import type { HealthEntry } from '@apotek/contract/health-tracker';
import { TrashIcon } from '~/components/ui/icons';
import { entryDate, entryDetail, entryValue } from './health-format';
import type { HealthT } from './health-i18n';

/** The tracker's entries as a table, oldest first (SPEC §4): the chart's accessible twin, with delete. */
export function EntriesTable({ tracker, entries, locale, t, canDelete = true }: { tracker: HealthTrackerName; entries: readonly HealthEntry[]; locale: Locale; t: HealthT; canDelete?: boolean }) {
  if (entries.length === 0) return null;
  const name = t(`health.trackers.${tracker}` as never);
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full text-left text-sm" data-testid="health-table">
        <caption className="sr-only">{t('health.table.caption', { tracker: name })}</caption>
        <thead className="bg-gray-50 text-xs uppercase text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('health.table.date')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('health.table.value')}
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              {t('health.table.detail')}
            </th>
            {canDelete && (
              <th scope="col" className="px-3 py-2 print:hidden">
                <span className="sr-only">{t('health.table.delete')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {entries.map((entry) => {
            const date = entryDate(entry, locale, t);
            const detail = entryDetail(entry, locale, t);
            return (
              <tr key={entry.id} data-testid="health-row">
                <td className="whitespace-nowrap px-3 py-2">{date}</td>
                <td className="px-3 py-2">
                  <span className="whitespace-nowrap font-semibold">{entryValue(entry, locale)}</span>
                  {/* On a phone the details go under the value rather than in a column of their own. */}
                  {detail && <span className="mt-0.5 block text-xs text-muted sm:hidden">{detail}</span>}
                </td>
                <td className="hidden px-3 py-2 text-muted sm:table-cell">{detail}</td>
                {canDelete && (
                  <td className="px-1 py-1 text-right print:hidden">
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="tracker" value={tracker} />
                      <input type="hidden" name="id" value={entry.id} />
                      <button type="submit" className="rounded-lg p-2 text-muted hover:bg-red-50 hover:text-danger" aria-label={t('health.table.deleteLabel', { date })} title={t('health.table.delete')}>
                        <TrashIcon className="h-4 w-4" />
                      </button>
                    </Form>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
