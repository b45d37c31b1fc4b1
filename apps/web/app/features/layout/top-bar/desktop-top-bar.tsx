import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PendingDot, PendingMark, usePendingLink } from '~/components/pending-mark';
import { LinkButton } from '~/components/ui/button';
import { CounterBadge } from '~/components/ui/counter-badge';
import { Container } from '~/components/ui/container';
import { CartIcon, PrescriptionIcon, UserIcon } from '~/components/ui/icons';
import { Logo } from '~/components/ui/logo';
import { canOpenConsole } from '~/lib/console-access';
import { isPendingPath } from '~/lib/pending-routes';
import type { SessionUser } from '~/lib/session-user';
import { IconLink } from './icon-link';
import { LanguageSwitcher } from './language-switcher';
import { SearchForm } from './search-form';
import { topBarName } from './top-bar-name';

export interface TopBarProps {
  user: SessionUser | null;
  dark: boolean;
  /** Items in the cart; the counter shows only above 0. */
  cartCount: number;
  /** The notification bell, shown to signed-in users only. */
  bell?: ReactNode;
  /** The chat icon with its unread count (features/chat), shown to signed-in users only. */
  chat?: ReactNode;
}

/** SPEC §2 requires these links even while their pages are pending; they then carry the mark. */
const NAV = [
  { to: '/doctor', label: 'nav.consultation' },
  { to: '/promo', label: 'nav.promo' },
  { to: '/messages', label: 'nav.message' },
] as const;

/** The top bar from 1024 px up (SPEC §2). */
export function DesktopTopBar({ user, dark, cartCount, bell, chat }: TopBarProps) {
  const { t } = useTranslation();
  const pendingLink = usePendingLink();
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 text-sm font-medium ${dark ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-black/5'} ${isActive ? 'underline decoration-2 underline-offset-8 decoration-primary' : ''}`;
  const prescriptionPending = isPendingPath('/prescription');
  const prescriptionLabel = prescriptionPending ? t('pending.labelled', { label: t('nav.prescription') }) : t('nav.prescription');

  return (
    <Container className="hidden h-16 items-center gap-4 lg:flex">
      <Link to="/" aria-label={t('nav.home')} className="shrink-0">
        <Logo tone={dark ? 'dark' : 'light'} />
      </Link>
      <SearchForm className="min-w-28 max-w-md flex-1" dark={dark} />
      <nav aria-label={t('nav.mainNav')} className="flex items-center">
        {NAV.map(({ to, label }) => {
          const pending = isPendingPath(to);
          return (
            // The mark sits under the word: beside it, two marks squeeze the search box away at 1280 px.
            <NavLink key={to} to={to} className={(state) => `${link(state)} ${pending ? 'inline-flex flex-col items-center gap-0.5 !py-1' : ''}`} {...pendingLink(pending, t(label))}>
              {t(label)}
              {pending && <PendingMark inLink compact />}
            </NavLink>
          );
        })}
        {/* The shop's own articles (issue 14; SPEC §2 names an external site: docs/spec-deviations.md). */}
        <NavLink to="/articles" className={link} data-testid="nav-articles">
          {t('nav.articles')}
        </NavLink>
        {canOpenConsole(user) && (
          <NavLink to="/console" className={link}>
            {t('nav.console')}
          </NavLink>
        )}
      </nav>
      <div className="ml-auto flex items-center gap-1">
        <IconLink to="/cart" label={cartCount > 0 ? t('nav.cartWithCount', { count: cartCount }) : t('nav.cart')} dark={dark}>
          <CartIcon />
          <CounterBadge count={cartCount} />
        </IconLink>
        <IconLink to="/prescription" label={prescriptionLabel} dark={dark} pending={prescriptionPending}>
          <PrescriptionIcon />
          {prescriptionPending && <PendingDot />}
        </IconLink>
        {user && chat}
        {user && bell}
      </div>
      {user ? (
        <Link
          to="/profile"
          title={user.Cust_Name}
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ${dark ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-black/5'}`}
        >
          <UserIcon className="h-5 w-5" />
          <span data-testid="desktop-user-name">{topBarName(user.Cust_Name, 'desktop')}</span>
        </Link>
      ) : (
        <div className="flex items-center gap-2">
          <LinkButton to="/auth/login" variant={dark ? 'ghost' : 'outline'} className={dark ? 'border border-white/60 text-white hover:bg-white/10' : ''}>
            {t('nav.signIn')}
          </LinkButton>
          <LinkButton to="/auth/register">{t('nav.register')}</LinkButton>
        </div>
      )}
      <LanguageSwitcher dark={dark} />
    </Container>
  );
}
