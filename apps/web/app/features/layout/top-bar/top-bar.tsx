import type { ReactNode } from 'react';
import { useSessionUser } from '~/lib/root-data';
import { DesktopTopBar } from './desktop-top-bar';
import { MobileTopBar } from './mobile-top-bar';

/**
 * Both bars are rendered; CSS picks one at 1024 px so SSR needs no guess about the screen. The cart
 * count and the bell come from their own features, handed in by the layout.
 */
export function TopBar({ dark = false, cartCount, bell }: { dark?: boolean; cartCount: number; bell: ReactNode }) {
  const user = useSessionUser();
  return (
    <header className={`sticky top-0 z-30 border-b ${dark ? 'border-white/10 bg-ink' : 'border-gray-200 bg-white'}`}>
      <DesktopTopBar user={user} dark={dark} cartCount={cartCount} bell={bell} />
      <MobileTopBar user={user} dark={dark} cartCount={cartCount} />
    </header>
  );
}
