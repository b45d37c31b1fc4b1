import type { ReactNode } from 'react';
import type { WalletProfile } from '@apotek/contract/wallet';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';

const FAQ = [1, 2, 3, 4] as const;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" padding="lg" aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** What the wallet is, its limits as configured (Bank Indonesia's e-money rules), the PIN, refunds and questions. */
export function WalletGuide({ wallet }: { wallet: WalletProfile }) {
  const { t } = useTranslation();
  const { limits } = wallet;
  const status = wallet.status !== 'active' ? t('wallet.guide.notActive') : wallet.verified ? t('wallet.verified') : t('wallet.unverified');
  return (
    <div className="space-y-4" data-testid="wallet-guide">
      <Part id="guide-what" title={t('wallet.guide.whatTitle')}>
        <p className="text-sm">{t('wallet.guide.what')}</p>
      </Part>
      <Part id="guide-limits" title={t('wallet.guide.limitsTitle')}>
        <p className="text-sm">{t('wallet.guide.limits')}</p>
        <ul className="ml-5 list-disc space-y-1 text-sm" data-testid="guide-limits">
          <li>{t('wallet.guide.limitUnverified', { cap: formatRupiah(limits.balance_cap_unverified) })}</li>
          <li>{t('wallet.guide.limitVerified', { cap: formatRupiah(limits.balance_cap_verified) })}</li>
          <li>{t('wallet.guide.limitMonthly', { cap: formatRupiah(limits.monthly_incoming_cap) })}</li>
          <li>{t('wallet.guide.limitMin', { min: formatRupiah(limits.min_top_up) })}</li>
        </ul>
        <p className="text-sm font-medium">{t('wallet.guide.yourStatus', { status })}</p>
      </Part>
      <Part id="guide-topup" title={t('wallet.guide.topUpTitle')}>
        <p className="text-sm">{t('wallet.guide.topUp')}</p>
      </Part>
      <Part id="guide-pin" title={t('wallet.guide.pinTitle')}>
        <p className="text-sm">{t('wallet.guide.pin', { attempts: limits.pin_max_attempts })}</p>
      </Part>
      <Part id="guide-refund" title={t('wallet.guide.refundTitle')}>
        <p className="text-sm">{t('wallet.guide.refund')}</p>
      </Part>
      <Part id="guide-faq" title={t('wallet.guide.faqTitle')}>
        <div className="divide-y divide-gray-100">
          {FAQ.map((n) => (
            <details key={n} className="group py-2">
              <summary className="cursor-pointer list-none py-1 font-medium marker:hidden">
                <span className="mr-2 inline-block transition group-open:rotate-90">›</span>
                {t(`wallet.guide.faq.q${n}`)}
              </summary>
              <p className="ml-5 mt-1 text-sm text-muted">{t(`wallet.guide.faq.a${n}`)}</p>
            </details>
          ))}
        </div>
      </Part>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={wallet.status === 'active' ? '/wallet' : '/wallet/register/confirmation'}>{wallet.status === 'active' ? t('wallet.success.toWallet') : t('wallet.activate.cta')}</LinkButton>
        <LinkButton to="/wallet/instruction" variant="outline">
          {t('wallet.instructionsLink')}
        </LinkButton>
      </div>
    </div>
  );
}
