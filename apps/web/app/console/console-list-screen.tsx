import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslation } from '~/i18n/translate';
import { EmptyState } from '~/components/ui/empty-state';
import { Pagination } from '~/components/ui/pagination';

/**
 * A console list (the order queue, the prescription queue, the audit log): the heading and its intro, what
 * sits above the list (tabs, filters, the outcome of the last write), how many there are, the rows or a
 * line saying there are none, and the pages.
 */
export function ConsoleListScreen<T>({
  title,
  intro,
  children,
  count,
  items,
  row,
  empty,
  listClassName = 'space-y-3',
  page,
  lastPage,
  hrefFor,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
  count: string;
  items: readonly T[];
  /** One item as a list item, keyed. */
  row: (item: T) => ReactNode;
  empty: { text: string; icon?: ComponentType<SVGProps<SVGSVGElement>> };
  listClassName?: string;
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div>
        <h1 id="page-title" className="text-2xl font-bold">
          {title}
        </h1>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      {children}
      <p className="text-sm text-muted">{count}</p>
      {items.length === 0 ? <EmptyState icon={empty.icon} compact text={empty.text} /> : <ul className={listClassName}>{items.map((item) => row(item))}</ul>}
      <Pagination page={page} lastPage={lastPage} hrefFor={hrefFor} label={t('orders.paging')} />
    </section>
  );
}
