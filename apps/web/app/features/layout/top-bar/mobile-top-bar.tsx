import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { CounterBadge } from '~/components/ui/counter-badge';
import { CartIcon, CloseIcon, OrderIcon, PrescriptionIcon, SearchIcon, UserIcon } from '~/components/ui/icons';
import { Logo } from '~/components/ui/logo';
import { canOpenConsole } from '~/lib/console-access';
import type { TopBarProps } from './desktop-top-bar';
import { IconLink } from './icon-link';
import { SearchForm } from './search-form';
import { topBarName } from './top-bar-name';

/**
 * The top bar below 1024 px (SPEC §2): logo, search toggle, then cart, prescriptions, chat, the bell and
 * profile or sign-in. Staff get a thin row under it into the console, since the row above has no room
 * left at 360 px.
 */
export function MobileTopBar({ user, dark, cartCount, bell, chat }: TopBarProps) {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  const location = useLocation();

  // A search (or any navigation) closes the search row.
  useEffect(() => setSearching(false), [location.key]);

  const iconButton = `relative inline-flex h-10 w-10 items-center justify-center rounded-full ${dark ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-black/5'}`;

  return (
    <div className="lg:hidden">
      <div className="flex h-14 items-center gap-0.5 px-3">
        <Link to="/" aria-label={t('nav.home')} className="mr-auto">
          {user ? (
            // Signed in, the row holds six icons and the name: below 480 px the mark alone leaves them their width.
            <>
              <span className="min-[480px]:hidden">
                <Logo tone={dark ? 'dark' : 'light'} compact />
              </span>
              <span className="hidden min-[480px]:inline">
                <Logo tone={dark ? 'dark' : 'light'} />
              </span>
            </>
          ) : (
            <Logo tone={dark ? 'dark' : 'light'} />
          )}
        </Link>
        <button
          type="button"
          onClick={() => setSearching((v) => !v)}
          aria-expanded={searching}
          aria-controls={searching ? 'mobile-search' : undefined}
          aria-label={searching ? t('nav.closeSearch') : t('nav.openSearch')}
          className={iconButton}
        >
          {searching ? <CloseIcon /> : <SearchIcon />}
        </button>
        {/* Guests keep a cart too, so they see it and its counter (issue 8; docs/spec-deviations.md). */}
        <IconLink to="/cart" label={cartCount > 0 ? t('nav.cartWithCount', { count: cartCount }) : t('nav.cart')} dark={dark}>
          <CartIcon />
          <CounterBadge count={cartCount} />
        </IconLink>
        {/* Prescriptions (issue 10): a guest is asked to sign in first, as for every protected page. */}
        <IconLink to="/prescription" label={t('nav.prescription')} dark={dark}>
          <PrescriptionIcon />
        </IconLink>
        {user ? (
          <>
            {chat}
            {bell}
            <IconLink to="/order" label={t('nav.order')} dark={dark}>
              <OrderIcon />
            </IconLink>
            <Link
              to="/profile"
              title={user.Cust_Name}
              className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-1.5 text-sm font-semibold ${dark ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-black/5'}`}
            >
              <UserIcon className="h-5 w-5" />
              <span data-testid="mobile-user-name">{topBarName(user.Cust_Name, 'mobile')}</span>
            </Link>
          </>
        ) : (
          <LinkButton to="/auth" className="ml-1 px-3 py-1.5">
            {t('nav.signIn')}
          </LinkButton>
        )}
      </div>
      {canOpenConsole(user) && (
        <div className={`border-t px-3 py-1 ${dark ? 'border-white/10' : 'border-gray-100'}`}>
          <Link to="/console" className={`inline-flex items-center gap-1 rounded px-1 py-1 text-xs font-semibold ${dark ? 'text-white' : 'text-primary-strong'} hover:underline`}>
            {t('nav.openConsole')}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      )}
      {searching && (
        <div id="mobile-search" className="px-4 pb-3">
          <SearchForm autoFocus dark={dark} />
        </div>
      )}
    </div>
  );
}
