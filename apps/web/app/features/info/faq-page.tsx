import { Form, Link } from 'react-router';
import type { FaqData, FaqEntry } from '@apotek/contract/info-pages';
import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { ChatIcon, SearchIcon, WhatsAppIcon } from '~/components/ui/icons';
import { CARE_WHATSAPP_URL } from '~/lib/links';
import { useLocale } from '~/lib/root-data';

/** One question, folded: a native <details> opens and closes without scripts and is found by the browser's search. */
function Question({ entry, open }: { entry: FaqEntry; open: boolean }) {
  const locale = useLocale();
  return (
    <li>
      <details id={`faq-${entry.id}`} open={open} className="group rounded-xl border border-gray-200 bg-white open:border-primary/40" data-testid="faq-entry" data-faq={entry.id}>
        <summary className="flex cursor-pointer list-none items-start justify-between gap-3 px-4 py-3 font-medium text-ink [&::-webkit-details-marker]:hidden">
          <span>{entry.question[locale]}</span>
          <span aria-hidden="true" className="mt-0.5 shrink-0 text-primary-strong transition-transform group-open:rotate-45">
            +
          </span>
        </summary>
        <div className="px-4 pb-4 text-[15px] leading-7 text-ink">
          <p>{entry.answer[locale]}</p>
          {entry.link && (
            <Link to={entry.link.to} className="mt-2 inline-block text-sm font-semibold text-primary-strong underline">
              {entry.link.label[locale]}
            </Link>
          )}
        </div>
      </details>
    </li>
  );
}

/**
 * /faq, the help centre (SPEC §2: not in the navigation; the footer links it). The same FAQ the chat
 * assistant answers from, grouped by topic, searched on the server (`?q=`, a plain GET form), every answer
 * an accordion that works without scripts. With a search the matches come open.
 */
export function FaqPage({ faq }: { faq: FaqData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const searching = faq.q !== '';
  return (
    <section aria-labelledby="page-title" className="space-y-8">
      <PageMeta title={t('pages.faq.title')} description={t('info.faq.lead')} />
      <PageHeader title={t('pages.faq.title')}>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('info.faq.lead')}</p>
      </PageHeader>

      <Form method="get" role="search" className="flex max-w-2xl gap-2" data-testid="faq-search">
        <label htmlFor="faq-q" className="sr-only">
          {t('info.faq.searchLabel')}
        </label>
        <div className="relative flex-1">
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
          <input id="faq-q" type="search" name="q" defaultValue={faq.q} maxLength={100} placeholder={t('info.faq.searchPlaceholder')} className={inputClass(false, 'pl-9 py-2.5')} />
        </div>
        <button type="submit" className={buttonClass('primary', 'shrink-0')}>
          {t('info.faq.search')}
        </button>
      </Form>

      {searching && (
        <div className="flex flex-wrap items-baseline gap-3" role="status">
          <p className="font-semibold">{faq.total > 0 ? t('info.faq.results', { count: faq.total, q: faq.q }) : t('info.faq.none', { q: faq.q })}</p>
          <Link to="/faq" className="text-sm text-primary-strong underline">
            {t('info.faq.clear')}
          </Link>
          {faq.total === 0 && <p className="w-full text-sm text-muted">{t('info.faq.noneHint')}</p>}
        </div>
      )}

      {!searching && faq.topics.length > 1 && (
        <nav aria-label={t('info.faq.topics')}>
          <ul className="flex flex-wrap gap-2">
            {faq.topics.map((topic) => (
              <li key={topic.id}>
                <a href={`#topic-${topic.id}`} className="inline-block rounded-full border border-primary/40 px-3 py-1 text-sm text-primary-strong hover:bg-primary-soft">
                  {topic.title[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="grid gap-8 lg:grid-cols-2">
        {faq.topics.map((topic) => (
          <section key={topic.id} id={`topic-${topic.id}`} aria-labelledby={`topic-${topic.id}-title`} className="scroll-mt-24" data-testid="faq-topic">
            <h2 id={`topic-${topic.id}-title`} className="mb-3 text-lg font-bold">
              {topic.title[locale]}
            </h2>
            <ul className="space-y-2">
              {topic.entries.map((entry) => (
                <Question key={entry.id} entry={entry} open={searching} />
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section aria-labelledby="faq-help" className="rounded-2xl bg-primary-soft p-6">
        <h2 id="faq-help" className="text-lg font-semibold">
          {t('info.faq.stillNeed')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm">{t('info.faq.stillNeedText')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/messages" className={buttonClass('primary')}>
            <ChatIcon className="h-4 w-4" aria-hidden="true" />
            {t('info.faq.chat')}
          </Link>
          <a href={CARE_WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className={buttonClass('outline')}>
            <WhatsAppIcon className="h-4 w-4" aria-hidden="true" />
            {t('info.faq.whatsapp')}
          </a>
        </div>
      </section>
    </section>
  );
}
