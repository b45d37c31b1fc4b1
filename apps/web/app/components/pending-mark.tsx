import { useTranslation } from '~/i18n/translate';
import { ClockIcon } from '~/components/ui/icons';

/**
 * The "Segera hadir" mark of a page that has not landed (see lib/pending-routes). Inside a link it is
 * only seen: the link's name says it (pendingLinkLabel), because a name built from the link's contents
 * would read "Tentang Kami Segera hadir" without a pause.
 */
export function PendingMark({ inLink = false, compact = false }: { inLink?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-pending-mark=""
      aria-hidden={inLink || undefined}
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-secondary-soft font-semibold leading-none text-secondary-strong ${
        compact ? 'px-1.5 py-0.5 text-[10px] no-underline' : 'px-1.5 py-0.5 text-[11px]'
      }`}
    >
      {!compact && <ClockIcon className="h-3 w-3" />}
      {t('pending.title')}
    </span>
  );
}

/** The same mark for an icon-only link: a clock in the icon's corner. */
export function PendingDot() {
  return (
    <span
      data-pending-mark=""
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 flex h-4 w-4 items-center justify-center rounded-full bg-secondary-soft text-secondary-strong ring-2 ring-white"
    >
      <ClockIcon className="h-3 w-3" />
    </span>
  );
}

/** The props that mark a link to a pending page: its name says so, and tests and styles can find it. */
export function usePendingLink() {
  const { t } = useTranslation();
  return (pending: boolean, label: string) => (pending ? { 'data-pending': true, 'aria-label': t('pending.labelled', { label }) } : {});
}
