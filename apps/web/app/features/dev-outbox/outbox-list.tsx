import { useTranslation } from '~/i18n/translate';
import type { OutboxMessage } from '@apotek/contract/dev';
import { formatDateTime } from '@apotek/contract/format/date';
import { DataTable } from '~/components/ui/data-table';
import { useLocale } from '~/lib/root-data';

/** The sandbox's kept messages, newest as the API orders them, so a tester can read an OTP. */
export function OutboxList({ messages }: { messages: readonly OutboxMessage[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (messages.length === 0) return <p className="mt-6 text-muted">{t('outbox.empty')}</p>;
  return (
    <DataTable className="mt-6" columns={[t('outbox.time'), t('outbox.channel'), t('outbox.recipient'), t('outbox.message')]}>
      {messages.map((m) => (
        <tr key={m.id} className="border-t border-gray-100 align-top">
          <td className="whitespace-nowrap px-4 py-3">{formatDateTime(m.created_at, locale)}</td>
          <td className="px-4 py-3 uppercase">{m.channel}</td>
          <td className="px-4 py-3 font-mono">{m.recipient}</td>
          <td className="px-4 py-3">
            {m.subject && <p className="font-semibold">{m.subject}</p>}
            <p data-testid="outbox-body" className="whitespace-pre-wrap">{m.body}</p>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
