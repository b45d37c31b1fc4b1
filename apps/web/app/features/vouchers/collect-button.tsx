import { useFetcher, useLocation } from 'react-router';
import type { VoucherView } from '@apotek/contract/vouchers';
import { useTranslation } from '~/i18n/translate';
import { Badge } from '~/components/ui/badge';
import { Button, LinkButton } from '~/components/ui/button';
import { CheckIcon } from '~/components/ui/icons';
import { ReturnField } from '~/components/return-field';
import { useSessionUser } from '~/lib/root-data';
import { useActionNotice } from '~/lib/use-action-notice';
import type { VoucherActionResult } from './voucher-intents';

/**
 * "Simpan": saves a voucher to "Voucher Saya" through the page's own action (ADR 012). A guest gets a link
 * to sign in that brings him back here; a saved voucher says so; an ended one cannot be saved.
 */
export function CollectButton({ voucher }: { voucher: VoucherView }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();
  const fetcher = useFetcher<VoucherActionResult>();
  const { inline } = useActionNotice(fetcher.data, { errors: true });
  if (voucher.collected) {
    return (
      <Badge tone="success" data-testid="voucher-collected">
        <CheckIcon className="h-3.5 w-3.5" />
        {t('vouchers.collected')}
      </Badge>
    );
  }
  if (voucher.availability === 'expired') return null;
  if (!user) {
    return (
      <LinkButton to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`} variant="outline" className="px-3 py-1.5" data-testid="voucher-login">
        {t('vouchers.loginToCollect')}
      </LinkButton>
    );
  }
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="inline-flex flex-col items-end gap-1">
      <input type="hidden" name="voucher" value={voucher.code} />
      <ReturnField />
      <Button type="submit" name="intent" value="voucher-collect" disabled={busy} aria-label={t('vouchers.collectOf', { code: voucher.code })} className="px-4 py-1.5" data-testid="voucher-collect">
        {busy ? t('vouchers.collecting') : t('vouchers.collect')}
      </Button>
      {inline && fetcher.data && !fetcher.data.ok && <span className="text-xs text-danger">{fetcher.data.message}</span>}
    </fetcher.Form>
  );
}
