import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PrescriptionStatus } from '@apotek/contract/prescriptions';
import { formatDate } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { ProductImage } from '~/components/catalog/product-image';
import { PRESCRIPTION_STATUS_TONES } from '~/components/prescriptions/prescription-status-tones';
import { Badge } from '~/components/ui/badge';
import { PrescriptionIcon } from '~/components/ui/icons';
import { useLocale, useSessionUser } from '~/lib/root-data';
import type { ChatCard } from './chat-types';
import type { ChatViewer } from './message-bubble';

/** The console's prescription screen needs this scope; without it a pharmacist's card is not a link. */
const CONSOLE_RX_SCOPE = 'prescriptions:verify';


const frame = 'block w-64 max-w-full rounded-xl border border-gray-200 bg-white text-ink';
const linked = 'hover:border-primary hover:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40';

/** The card as a link (a plain box when there is nowhere the viewer may go); `newTab` keeps a pharmacist's console open. */
function CardLink({ to, testId, newTab = false, children }: { to: string | null; testId: string; newTab?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (to === null)
    return (
      <div className={frame} data-testid={testId}>
        {children}
      </div>
    );
  return (
    <Link to={to} className={`${frame} ${linked}`} data-testid={testId} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {newTab && <span className="sr-only">({t('nav.opensNewTab')})</span>}
    </Link>
  );
}

/** "See product →": what the card opens, as the card's last line. */
function Action({ children }: { children: ReactNode }) {
  return (
    <span className="flex items-center justify-between border-t border-gray-100 px-3 py-1.5 text-xs font-semibold text-primary-strong">
      {children}
      <span aria-hidden="true">→</span>
    </span>
  );
}

/**
 * A product or prescription card in a message: the product's picture, name and price (as when sent),
 * opening its page (in a new tab from the console); a prescription's id, status and date, opening the
 * customer's prescription page — or, for a pharmacist who may review prescriptions, the console's.
 */
export function ChatCardView({ card, viewer }: { card: ChatCard; viewer: ChatViewer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSessionUser();
  if (card.kind === 'product') {
    const { product } = card;
    return (
      <CardLink to={`/product/${product.slug}`} testId="chat-product" newTab={viewer === 'staff'}>
        <span className="flex items-center gap-3 p-2.5">
          <span className="block h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-gray-50">
            <ProductImage src={product.image_url} alt="" sizes="64px" className="rounded-lg" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-[11px] font-semibold uppercase tracking-wide text-muted">{t('chat.product.label')}</span>
            <span className="line-clamp-2 text-sm font-semibold leading-snug" title={product.name}>
              {product.name}
            </span>
            <span className="mt-0.5 block text-sm font-bold text-primary-strong">{formatRupiah(product.price)}</span>
          </span>
        </span>
        <Action>{t('chat.product.view')}</Action>
      </CardLink>
    );
  }
  const { prescription } = card;
  const status = prescription.status as PrescriptionStatus;
  const to = viewer === 'customer' ? `/prescription/${prescription.id}` : user?.scope.includes(CONSOLE_RX_SCOPE) ? `/console/prescriptions/${prescription.id}` : null;
  return (
    <CardLink to={to} testId="chat-prescription">
      <span className="flex items-start gap-3 p-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <PrescriptionIcon className="h-5 w-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-[11px] font-semibold uppercase tracking-wide text-muted">{t('chat.prescription.label')}</span>
          <span className="block truncate font-mono text-sm font-semibold">{prescription.id}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge tone={PRESCRIPTION_STATUS_TONES[status] ?? 'neutral'}>{t(`prescriptions.status.${prescription.status}`, { defaultValue: prescription.status })}</Badge>
            <span className="text-xs text-muted">{formatDate(prescription.created_at, locale)}</span>
          </span>
        </span>
      </span>
      {to !== null && <Action>{t('chat.prescription.view')}</Action>}
    </CardLink>
  );
}
