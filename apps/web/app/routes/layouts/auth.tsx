import { Link, Outlet } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Logo } from '~/components/ui/logo';
import { AuthIllustration } from '~/features/auth/auth-illustration';
import { SkipLink } from '~/features/layout/skip-link';
import { LanguageSwitcher } from '~/features/layout/top-bar/language-switcher';

/**
 * Sign-in and registration: an image panel beside the form (the panel hides on small screens). The
 * language switch of the top bar sits above the form, so a visitor can change language before signing in.
 */
export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <SkipLink />
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-primary-strong to-[#7a0b48] p-10 text-white lg:flex">
        <Link to="/" aria-label={t('nav.home')}>
          <Logo tone="dark" />
        </Link>
        <AuthIllustration className="mx-auto w-full max-w-md" title={t('auth.panel.imageAlt')} />
        <div>
          <p className="text-2xl font-bold">{t('auth.panel.title')}</p>
          <p className="mt-2 text-sm text-white/85">{t('auth.panel.body')}</p>
        </div>
      </aside>
      <div className="flex flex-col bg-white">
        <header className="flex items-center justify-between gap-4 px-4 pt-4 lg:justify-end">
          <Link to="/" aria-label={t('nav.home')} className="lg:hidden">
            <Logo />
          </Link>
          <LanguageSwitcher />
        </header>
        <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-10">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
