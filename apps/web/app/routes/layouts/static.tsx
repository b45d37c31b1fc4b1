import { Outlet } from 'react-router';
import { Container } from '~/components/ui/container';
import { SimpleHeader } from '~/features/layout/simple-header';
import { SkipLink } from '~/features/layout/skip-link';

/** A logo header and the content; for standalone pages. */
export default function StaticLayout() {
  return (
    <div className="min-h-screen bg-white">
      <SkipLink />
      <SimpleHeader />
      <main id="main">
        <Container className="py-8">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
