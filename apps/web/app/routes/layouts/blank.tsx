import { Outlet } from 'react-router';
import { Container } from '~/components/ui/container';
import { SimpleHeader } from '~/features/layout/simple-header';
import { SkipLink } from '~/features/layout/skip-link';

/** Wide working pages (chat, documents): up to 1300 px and nothing around but the logo. */
export default function BlankLayout() {
  return (
    <div className="min-h-screen bg-white">
      <SkipLink />
      <SimpleHeader width="blank" />
      <main id="main">
        <Container width="blank" className="py-6">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
