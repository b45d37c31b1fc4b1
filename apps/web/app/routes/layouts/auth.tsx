import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '~/components/ui/logo';
import { AuthIllustration } from '~/features/auth/auth-illustration';
import { SkipLink } from '~/features/layout/skip-link';

/** Sign-in and registration: an image panel beside the form (the panel hides on small screens). */
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
      <main id="main" className="flex flex-col items-center justify-center bg-white px-4 py-10">
        <Link to="/" aria-label={t('nav.home')} className="mb-8 lg:hidden">
          <Logo />
        </Link>
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
