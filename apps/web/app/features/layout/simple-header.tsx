import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Container } from '~/components/ui/container';
import { Logo } from '~/components/ui/logo';

/** The logo-only header of the static, payment, wallet, success and blank layouts. */
export function SimpleHeader({ width = 'default', children }: { width?: 'default' | 'blank'; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-gray-200 bg-white">
      <Container width={width} className="flex h-14 items-center gap-4">
        <Link to="/" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        {children && <div className="ml-auto flex items-center gap-3 text-sm">{children}</div>}
      </Container>
    </header>
  );
}
