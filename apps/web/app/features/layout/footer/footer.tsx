import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { CUSTOMER_CARE } from '@apotek/contract/constants';
import { PendingMark, usePendingLink } from '~/components/pending-mark';
import { Container } from '~/components/ui/container';
import { ClockIcon, MailIcon, WhatsAppIcon } from '~/components/ui/icons';
import { Logo } from '~/components/ui/logo';
import { CARE_WHATSAPP_URL } from '~/lib/links';
import { isPendingPath } from '~/lib/pending-routes';
import { useRootData } from '~/lib/root-data';
import { LanguageSwitcher } from '../top-bar/language-switcher';
import { SocialLinks } from './social-links';

/** SPEC §2 requires every one of these, so a pending page keeps its link and carries the mark. */
const LINKS = [
  ['/about-us', 'pages.aboutUs.title'],
  ['/term-condition', 'pages.termCondition.title'],
  ['/privacy', 'pages.privacy.title'],
  ['/advertise', 'pages.advertise.title'],
  ['/faq', 'pages.faq.title'],
  ['/pharmacy', 'pages.pharmacy.title'],
  ['/profile/health', 'pages.profileHealth.title'],
] as const;

/** The shop's footer; the newsletter box comes from its own feature, handed in by the layout. */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  const { t } = useTranslation();
  const socialNetworks = useRootData()?.socialNetworks ?? [];
  const pendingLink = usePendingLink();
  return (
    <footer className="mt-16 border-t border-gray-200 bg-white">
      <Container className="grid gap-10 py-10 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted">{t('footer.tagline')}</p>
          <SocialLinks networks={socialNetworks} />
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-sm font-semibold">
            {t('footer.linksTitle')}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {LINKS.map(([to, key]) => {
              const pending = isPendingPath(to);
              return (
                <li key={to}>
                  <Link to={to} {...pendingLink(pending, t(key))} className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-muted hover:text-primary-strong hover:underline">
                    {t(key)}
                    {pending && <PendingMark inLink />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-labelledby="footer-care">
          <h2 id="footer-care" className="mb-3 text-sm font-semibold">
            {t('footer.careTitle')}
          </h2>
          <ul className="flex flex-col gap-3 text-sm">
            <li>
              <a href={CARE_WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 font-medium text-success hover:underline">
                <WhatsAppIcon className="h-5 w-5" />
                {t('footer.careWhatsapp')}
              </a>
              <p className="mt-1 flex items-center gap-2 text-xs text-muted">
                <ClockIcon className="h-4 w-4" />
                {t('footer.careHours', { hours: CUSTOMER_CARE.hours.replace('-', '–') })}
              </p>
            </li>
            <li>
              <a href={`mailto:${CUSTOMER_CARE.email}`} className="inline-flex items-center gap-2 text-muted hover:text-primary-strong hover:underline">
                <MailIcon className="h-5 w-5" />
                {CUSTOMER_CARE.email}
              </a>
            </li>
          </ul>
        </section>
        {newsletter}
      </Container>
      <div className="border-t border-gray-100">
        <Container className="flex flex-wrap items-center justify-between gap-3 py-4 pr-24 text-xs text-muted">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <LanguageSwitcher />
        </Container>
      </div>
    </footer>
  );
}
