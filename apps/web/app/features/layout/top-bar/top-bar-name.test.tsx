import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import type { SessionUser } from '~/lib/session-user';
import { DesktopTopBar } from './desktop-top-bar';
import { MobileTopBar } from './mobile-top-bar';
import { topBarName } from './top-bar-name';

const user = (name: string): SessionUser => ({ id: 'u1', Cust_Name: name, role: 'customer', scope: ['shop'] });

// The bars use <Form>, which needs a data router around them.
function render(node: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{node}</> }]);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n('id')}>
      <Stub />
    </I18nProvider>,
  );
}

describe('topBarName', () => {
  it('cuts after 10 characters on desktop and adds two dots', () => {
    expect(topBarName('Budi Santoso Wijaya', 'desktop')).toBe('Budi Santo..');
    expect(topBarName('Budi Santo', 'desktop')).toBe('Budi Santo');
  });

  it('cuts after 7 characters on mobile', () => {
    expect(topBarName('Budi Santoso', 'mobile')).toBe('Budi Sa..');
    expect(topBarName('Budi Sa', 'mobile')).toBe('Budi Sa');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(topBarName('😀😀😀😀😀😀😀😀', 'mobile')).toBe('😀😀😀😀😀😀😀..');
  });
});

describe('top bars', () => {
  it('show the cut name linking to the profile when signed in', () => {
    const desktop = render(<DesktopTopBar user={user('Budi Santoso Wijaya')} dark={false} cartCount={0} bell={<button aria-label="bell" />} />);
    expect(desktop).toContain('data-testid="desktop-user-name">Budi Santo..</span>');
    expect(desktop).toContain('href="/profile"');
    expect(desktop).toContain('aria-label="bell"');
    expect(desktop).not.toContain('href="/auth/login"');
    const mobile = render(<MobileTopBar user={user('Budi Santoso Wijaya')} dark={false} cartCount={0} />);
    expect(mobile).toContain('data-testid="mobile-user-name">Budi Sa..</span>');
    expect(mobile).toContain('href="/order"');
  });

  it('show sign-in and register on desktop and sign-in to /auth on mobile for guests', () => {
    const desktop = render(<DesktopTopBar user={null} dark={false} cartCount={0} bell={<button aria-label="bell" />} />);
    expect(desktop).toContain('href="/auth/login"');
    expect(desktop).toContain('href="/auth/register"');
    expect(desktop).not.toContain('aria-label="bell"');
    const mobile = render(<MobileTopBar user={null} dark={false} cartCount={0} />);
    expect(mobile).toContain('href="/auth"');
    expect(mobile).not.toContain('href="/order"');
  });

  it('shows the cart counter only above zero', () => {
    const empty = render(<DesktopTopBar user={null} dark={false} cartCount={0} />);
    expect(empty).toContain('aria-label="Keranjang"');
    expect(empty).not.toMatch(/min-w-\[18px\]/);
    const full = render(<MobileTopBar user={user('Budi')} dark={false} cartCount={3} />);
    expect(full).toContain('aria-label="Keranjang, 3 produk"');
    expect(full).toMatch(/min-w-\[18px\][^>]*>3</);
  });

  it('shows a guest the cart and its counter in the mobile bar too (issue 8, point 8)', () => {
    const guest = render(<MobileTopBar user={null} dark={false} cartCount={2} />);
    expect(guest).toContain('href="/cart"');
    expect(guest).toContain('aria-label="Keranjang, 2 produk"');
    expect(guest).toMatch(/min-w-\[18px\][^>]*>2</);
    expect(guest).toContain('href="/auth"');
  });
});
