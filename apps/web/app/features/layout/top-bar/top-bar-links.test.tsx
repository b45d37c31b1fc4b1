import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { createRoutesStub } from 'react-router';
import { ROLE_SCOPES, type Role } from '@apotek/contract/constants';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import { isPendingPath } from '~/lib/pending-routes';
import type { SessionUser } from '~/lib/session-user';
import { DesktopTopBar } from './desktop-top-bar';
import { MobileTopBar } from './mobile-top-bar';

const as = (role: Role): SessionUser => ({ id: 'u1', Cust_Name: 'Nama', role, scope: [...ROLE_SCOPES[role]] });

function render(node: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{node}</> }]);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n('id')}>
      <Stub />
    </I18nProvider>,
  );
}

const bars = (user: SessionUser | null) => ({
  desktop: render(<DesktopTopBar user={user} dark={false} cartCount={0} />),
  mobile: render(<MobileTopBar user={user} dark={false} cartCount={0} />),
});

describe('the console link', () => {
  it.each(['pharmacist', 'doctor', 'admin'] as const)('is in both bars for a %s (who holds the console scope)', (role) => {
    const { desktop, mobile } = bars(as(role));
    expect(desktop).toMatch(/<a[^>]*href="\/console"[^>]*>Konsol<\/a>/);
    expect(mobile).toMatch(/<a[^>]*href="\/console"[^>]*>Buka konsol petugas/);
  });

  it.each(['customer', 'employee'] as const)('is never shown to a %s, whom the console would refuse', (role) => {
    const { desktop, mobile } = bars(as(role));
    expect(desktop + mobile).not.toContain('href="/console"');
  });

  it('is not shown to a guest', () => {
    const { desktop, mobile } = bars(null);
    expect(desktop + mobile).not.toContain('href="/console"');
  });
});

describe('links to pending pages in the desktop bar', () => {
  const { desktop } = bars(null);
  const links = [...desktop.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>(.*?)<\/a>/g)].map(([whole, href, inner]) => ({ whole, href: href!, inner: inner! }));

  it('carry the "Segera hadir" mark exactly when their page is pending', () => {
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      const marked = link.whole.includes('data-pending="true"');
      expect(marked, link.href).toBe(isPendingPath(link.href));
      if (marked) expect(link.whole, link.href).toMatch(/Segera hadir/);
    }
  });

  it("say it in the link's name too, so screen readers hear it", () => {
    const prescription = links.find((l) => l.href === '/prescription')!;
    if (isPendingPath('/prescription')) expect(prescription.whole).toContain('aria-label="Resep (Segera hadir)"');
    const doctor = links.find((l) => l.href === '/doctor')!;
    if (isPendingPath('/doctor')) {
      expect(doctor.whole).toContain('aria-label="Konsultasi (Segera hadir)"');
      expect(doctor.inner).toMatch(/^Konsultasi<span data-pending-mark="" aria-hidden="true"/);
    }
  });
});

describe('the prescription icon', () => {
  it.each([null, as('customer')])('leads to /prescription from both bars (%s)', (user) => {
    const { desktop, mobile } = bars(user);
    for (const bar of [desktop, mobile]) {
      const tag = /<a [^>]*href="\/prescription"[^>]*>/.exec(bar)?.[0];
      expect(tag).toContain('aria-label="Resep"');
    }
  });
});
