import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { buttonClass, LinkButton, type ButtonVariant } from '~/components/ui/button';
import { ChatIcon } from '~/components/ui/icons';
import { CHAT_ACTION_PATH, CHAT_OPEN_INTENT } from '~/lib/chat-links';
import { useSessionUser } from '~/lib/root-data';
import { showSnackbar } from '~/lib/snackbar-store';
import type { ChatActionResult } from './chat-intents';

/**
 * "Chat apoteker": opens (or reopens) the customer's room with this pharmacy — about this order, when on
 * an order — and goes into it. A guest signs in first and comes back here. Staff (no `shop` scope) do not
 * chat as customers, so they see nothing. A refusal shows in the snackbar (SPEC §8).
 */
export function ChatPharmacistButton({ pharmacy, orderCode, variant = 'outline', className = '' }: { pharmacy: number | 'auto'; orderCode?: string; variant?: ButtonVariant; className?: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();
  const fetcher = useFetcher<ChatActionResult>();
  const from = location.pathname + location.search;
  const label = (
    <>
      <ChatIcon className="h-4 w-4" aria-hidden="true" />
      {t('chat.openPharmacy')}
    </>
  );

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result) return;
    const text = result.problem === 'noPharmacy' ? t('chat.noPharmacy') : result.unavailable ? t('chat.errors.unavailable') : (result.message ?? Object.values(result.errors ?? {}).flat()[0]);
    if (text) showSnackbar({ content: text, color: 'error' });
  }, [fetcher.data, fetcher.state, t]);

  if (!user)
    return (
      <LinkButton to={`/auth?redirect=${encodeURIComponent(from)}`} variant={variant} className={className} data-testid="chat-pharmacist">
        {label}
      </LinkButton>
    );
  if (!user.scope.includes('shop')) return null;
  return (
    <fetcher.Form method="post" action={CHAT_ACTION_PATH} className={className}>
      <input type="hidden" name="intent" value={CHAT_OPEN_INTENT} />
      <input type="hidden" name="pharmacy" value={pharmacy} />
      {orderCode && <input type="hidden" name="order_code" value={orderCode} />}
      <input type="hidden" name="from" value={from} />
      <button type="submit" className={buttonClass(variant, 'w-full sm:w-auto')} disabled={fetcher.state !== 'idle'} data-testid="chat-pharmacist">
        {label}
      </button>
    </fetcher.Form>
  );
}
