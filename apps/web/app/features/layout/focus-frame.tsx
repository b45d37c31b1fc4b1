import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';
import { SimpleHeader } from './simple-header';
import { SkipLink } from './skip-link';

/**
 * The payment and wallet layouts: a logo header with only what `header` adds (no shop navigation),
 * then a 720 px column on grey.
 */
export function FocusFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <SkipLink />
      <SimpleHeader>{header}</SimpleHeader>
      <main id="main">
        <Container className="max-w-[720px] py-8">{children}</Container>
      </main>
    </div>
  );
}
