import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '~/components/ui/container';
import { SimpleHeader } from '~/features/layout/simple-header';
import { SkipLink } from '~/features/layout/skip-link';

/** Payment pages: no shop navigation to wander off to while paying. */
export default function PaymentLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-gray-50">
      <SkipLink />
      <SimpleHeader>
        <span className="font-medium text-success">{t('layouts.securePayment')}</span>
      </SimpleHeader>
      <main id="main">
        <Container className="max-w-[720px] py-8">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
