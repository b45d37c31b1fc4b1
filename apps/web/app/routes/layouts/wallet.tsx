import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '~/components/ui/container';
import { SimpleHeader } from '~/features/layout/simple-header';
import { SkipLink } from '~/features/layout/skip-link';

/** Wallet pages: logo header with the way back to the profile. */
export default function WalletLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-gray-50">
      <SkipLink />
      <SimpleHeader>
        <Link to="/wallet" className="font-semibold text-primary-strong hover:underline">
          {t('pages.wallet.title')}
        </Link>
        <Link to="/profile" className="text-muted hover:underline">
          {t('pages.profile.title')}
        </Link>
      </SimpleHeader>
      <main id="main">
        <Container className="max-w-[720px] py-8">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
