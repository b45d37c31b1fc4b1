import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PrescriptionSummary } from '@apotek/contract/prescriptions';
import { formatDate } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { ProductImage } from '~/components/catalog/product-image';
import { Dialog } from '~/components/ui/dialog';
import { inputClass } from '~/components/ui/field';
import { PrescriptionIcon, SearchIcon } from '~/components/ui/icons';
import { quietBrowserApi } from '~/lib/api';
import { useHydratedId } from '~/lib/hydrated-ids';
import { useLocale } from '~/lib/root-data';
import type { ChatCard } from './chat-types';
import type { ChatViewer } from './message-bubble';
import { prescriptionCard, productCard } from './outgoing';
import { CATALOG_SEARCH_MIN, useCatalogSearch } from './use-catalog-search';

/** What the composer's attach menu opens. */
export type AttachKind = 'product' | 'prescription';

/** Prescriptions listed to pick from: the newest, which are the ones a customer asks about. */
const PRESCRIPTION_PAGE = 30;

const row = 'flex w-full items-center gap-3 rounded-xl border border-transparent p-2 text-left hover:border-primary/40 hover:bg-primary-soft focus-visible:border-primary focus-visible:bg-primary-soft focus-visible:outline-none';

/** Search the catalogue (at the room's pharmacy: its prices and stock) and pick one product. */
function ProductPicker({ storeId, onPick }: { storeId: number | null; onPick: (card: ChatCard) => void }) {
  const { t } = useTranslation();
  const id = useHydratedId();
  const [text, setText] = useState('');
  const search = useCatalogSearch(text, storeId);
  const input = useRef<HTMLInputElement>(null);
  // Into the search box once the dialog has taken the focus (it focuses its close button first, and
  // remembers what had the focus before — the attach button — to give it back there on close).
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  const short = text.trim().length < CATALOG_SEARCH_MIN;

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold">
          {t('chat.productPicker.search')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <input
            ref={input}
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('chat.productPicker.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className={inputClass(false, 'pl-9')}
            aria-describedby={`${id}-state`}
            data-testid="chat-product-search"
          />
        </div>
      </div>
      <p id={`${id}-state`} role="status" aria-live="polite" className="text-sm text-muted">
        {short
          ? t('chat.productPicker.hint', { count: CATALOG_SEARCH_MIN })
          : search.loading
            ? t('chat.productPicker.loading')
            : search.failed
              ? t('chat.productPicker.failed')
              : search.query && search.items.length === 0
                ? t('chat.productPicker.none', { q: search.query })
                : search.query
                  ? t('chat.productPicker.count', { count: search.items.length })
                  : ''}
      </p>
      {!short && search.items.length > 0 && (
        <ul className="space-y-1" aria-label={t('chat.productPicker.results')} data-testid="chat-product-results">
          {search.items.map((product) => {
            const price = product.promo_price ?? product.price;
            return (
              <li key={product.id}>
                <button type="button" className={row} onClick={() => onPick(productCard(product))} data-testid="chat-product-option">
                  <span className="block h-12 w-12 shrink-0 overflow-hidden rounded-lg">
                    <ProductImage src={product.image_url} alt="" sizes="48px" className="rounded-lg" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-sm font-semibold leading-snug">{product.name}</span>
                    <span className="block text-xs text-muted">
                      {product.packaging ? `${product.packaging} · ` : ''}
                      <span className="whitespace-nowrap font-semibold text-primary-strong">{formatRupiah(price)}</span>
                      {product.in_stock === false && <span className="text-warning"> · {t('chat.productPicker.outOfStock')}</span>}
                    </span>
                  </span>
                  <span className="hidden shrink-0 rounded-full bg-primary-strong px-3 py-1 text-xs font-semibold text-white sm:inline" aria-hidden="true">
                    {t('chat.attach.send')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

type PrescriptionList = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: PrescriptionSummary[] };

/** The customer's own prescriptions, newest first; pick one to ask about. */
function PrescriptionPicker({ onPick }: { onPick: (card: ChatCard) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [list, setList] = useState<PrescriptionList>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    void quietBrowserApi()
      .call('prescriptions', { query: { page: 1, perPage: PRESCRIPTION_PAGE }, signal: controller.signal })
      .then((result) => setList(result.ok ? { state: 'ready', items: result.body.data.data } : { state: 'failed' }))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (list.state === 'loading')
    return (
      <p role="status" className="py-6 text-center text-sm text-muted">
        {t('chat.prescriptionPicker.loading')}
      </p>
    );
  if (list.state === 'failed')
    return (
      <p role="alert" className="py-6 text-center text-sm text-danger">
        {t('chat.prescriptionPicker.failed')}
      </p>
    );
  if (list.items.length === 0)
    return (
      <div className="space-y-2 py-6 text-center text-sm text-muted">
        <p>{t('chat.prescriptionPicker.empty')}</p>
        <Link to="/prescription/upload" className="font-semibold text-primary-strong underline">
          {t('chat.prescriptionPicker.upload')}
        </Link>
      </div>
    );
  return (
    <ul className="space-y-1" aria-label={t('chat.prescriptionPicker.results')} data-testid="chat-prescription-results">
      {list.items.map((rx) => (
        <li key={rx.id}>
          <button type="button" className={row} onClick={() => onPick(prescriptionCard(rx))} data-testid="chat-prescription-option" data-id={rx.id}>
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
              <PrescriptionIcon className="h-5 w-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-mono text-sm font-semibold">{rx.id}</span>
                <span className="text-xs font-semibold text-primary-strong">{t(`prescriptions.status.${rx.status}`)}</span>
              </span>
              <span className="block truncate text-xs text-muted">
                {rx.patient.name} · {rx.doctor.name}
              </span>
              <span className="block truncate text-xs text-muted">
                {formatDate(rx.created_at, locale)} · {rx.pharmacy.name}
              </span>
            </span>
            <span className="hidden shrink-0 rounded-full bg-primary-strong px-3 py-1 text-xs font-semibold text-white sm:inline" aria-hidden="true">
              {t('chat.attach.send')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface AttachPickerProps {
  kind: AttachKind | null;
  viewer: ChatViewer;
  /** The room's pharmacy: the catalogue is searched at it. */
  storeId: number | null;
  onClose: () => void;
  onPick: (card: ChatCard) => void;
}

/**
 * The dialog behind the composer's attach menu: a catalogue search ("Produk"), or the customer's
 * prescriptions ("Resep"). Picking one sends it as a card and closes the dialog. Loaded on first use.
 */
export default function AttachPicker({ kind, viewer, storeId, onClose, onPick }: AttachPickerProps) {
  const { t } = useTranslation();
  const staff = viewer === 'staff';
  const pick = (card: ChatCard) => {
    onPick(card);
    onClose();
  };
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={kind === 'prescription' ? t('chat.prescriptionPicker.title') : staff ? t('chat.productPicker.recommendTitle') : t('chat.productPicker.title')}
      description={kind === 'prescription' ? t('chat.prescriptionPicker.intro') : staff ? t('chat.productPicker.recommendIntro') : t('chat.productPicker.intro')}
      closeLabel={t('chat.attach.close')}
      testId="chat-attach-dialog"
    >
      {kind === 'product' && <ProductPicker storeId={storeId} onPick={pick} />}
      {kind === 'prescription' && <PrescriptionPicker onPick={pick} />}
    </Dialog>
  );
}
