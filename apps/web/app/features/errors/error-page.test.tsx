import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import type { RootData } from '~/lib/root-data';
import { ErrorPage } from './error-page';
import { errorKind } from './route-error';

const customer: RootData['user'] = { id: 'u1', Cust_Name: 'Budi Santoso', role: 'customer', scope: ['shop'] };

/** The page as the console's 403 shows it, under a root route that knows who is signed in. */
function render(status: number, user: RootData['user'], locale: 'id' | 'en' = 'id'): string {
  const root: RootData = { locale, user, socialNetworks: [] };
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => <Outlet />, children: [{ path: 'console/orders', Component: () => <ErrorPage status={status} message={null} /> }] },
  ]);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale)}>
      <Stub initialEntries={['/console/orders']} hydrationData={{ loaderData: { root } }} />
    </I18nProvider>,
  );
}

describe('errorKind', () => {
  it('tells a refusal and a missing sign-in apart from other errors', () => {
    expect(errorKind(404)).toBe('notFound');
    expect(errorKind(403)).toBe('forbidden');
    expect(errorKind(401)).toBe('signIn');
    expect(errorKind(500)).toBe('other');
    expect(errorKind(502)).toBe('other');
  });
});

describe('ErrorPage', () => {
  it('says a 403 is a missing permission, not a failure to retry, and offers the account to a signed-in user', () => {
    const html = render(403, customer);
    expect(html).toContain('Anda tidak memiliki akses ke halaman ini');
    expect(html).not.toContain('Terjadi kesalahan');
    expect(html).not.toContain('coba lagi');
    expect(html).toMatch(/<a[^>]*href="\/profile"[^>]*>Buka akun saya<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Kembali ke beranda<\/a>/);
    expect(html).not.toContain('/auth/login');
  });

  it('offers a guest to sign in and come back', () => {
    const html = render(403, null);
    expect(html).toMatch(/<a[^>]*href="\/auth\/login\?redirect=%2Fconsole%2Forders"[^>]*>Masuk<\/a>/);
    expect(html).not.toContain('href="/profile"');
  });

  it('speaks English too', () => {
    const html = render(403, customer, 'en');
    expect(html).toContain('You do not have access to this page');
    expect(html).toContain('Go to my account');
  });

  it('keeps the generic text for other errors', () => {
    const html = render(502, customer);
    expect(html).toContain('Terjadi kesalahan');
    expect(html).not.toContain('Buka akun saya');
  });
});
