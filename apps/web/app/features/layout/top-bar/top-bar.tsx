import type { ReactNode } from 'react';
import { useSessionUser } from '~/lib/root-data';
import { DesktopTopBar } from './desktop-top-bar';
import { MobileTopBar } from './mobile-top-bar';

/**
 * Both bars are rendered; CSS picks one at 1024 px so SSR needs no guess about the screen. The cart
 * count, the bell and the chat icon come from their own features, handed in by the layout.
 */
export function TopBar({ dark = false, cartCount, bell, chat }: { dark?: boolean; cartCount: number; bell: ReactNode; chat?: ReactNode }) {
  const user = useSessionUser();
  return (
    <header className={`sticky top-0 z-30 border-b ${dark ? 'border-white/10 bg-ink' : 'border-gray-200 bg-white'}`}>
      <DesktopTopBar user={user} dark={dark} cartCount={cartCount} bell={bell} chat={chat} />
      <MobileTopBar user={user} dark={dark} cartCount={cartCount} bell={bell} chat={chat} />
    </header>
  );
}
