import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import { currentSnackbar, hideSnackbar, showSnackbar, type ShownSnackbar } from '~/lib/snackbar-store';
import { SnackbarView } from './snackbar';

// The link button is a <Link>, which needs a router around it.
function render(message: ShownSnackbar, locale: 'id' | 'en' = 'id'): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <SnackbarView message={message} onDismiss={() => {}} /> }]);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale)}>
      <Stub />
    </I18nProvider>,
  );
}

afterEach(() => hideSnackbar());

describe('snackbar store', () => {
  it('defaults the colour to info and hides itself after 6 s unless told otherwise', () => {
    showSnackbar({ content: 'Halo' });
    expect(currentSnackbar()).toMatchObject({ content: 'Halo', color: 'info', timeout: 6000 });
    showSnackbar({ content: 'Tetap', color: 'error', timeout: 0 });
    expect(currentSnackbar()).toMatchObject({ content: 'Tetap', color: 'error', timeout: 0 });
  });

  it('replaces the message on screen; hiding an older one leaves the newer', () => {
    showSnackbar({ content: 'Satu' });
    const first = currentSnackbar()!.id;
    showSnackbar({ content: 'Dua' });
    hideSnackbar(first);
    expect(currentSnackbar()?.content).toBe('Dua');
    hideSnackbar(currentSnackbar()!.id);
    expect(currentSnackbar()).toBeNull();
  });
});

describe('SnackbarView', () => {
  it('shows the message on the info colour with a Close button when there is no link', () => {
    showSnackbar({ content: 'Alamat disimpan' });
    const html = render(currentSnackbar()!);
    expect(html).toContain('role="status"');
    expect(html).toContain('data-color="info"');
    expect(html).toContain('bg-info');
    expect(html).toContain('<span>Alamat disimpan</span>');
    expect(html).toMatch(/<button type="button"[^>]*>Tutup<\/button>/);
    expect(html).not.toContain('<a ');
  });

  it('shows a link button instead of Close, and an error is an alert on the danger colour', () => {
    showSnackbar({ content: 'Gagal: APT-1234567890', color: 'error', link: '/order', linkLabel: 'DETAIL', timeout: 0 });
    const html = render(currentSnackbar()!);
    expect(html).toContain('role="alert"');
    expect(html).toContain('bg-danger');
    expect(html).toMatch(/<a [^>]*href="\/order"[^>]*>DETAIL<\/a>/);
    expect(html).not.toContain('<button');
  });

  it('names a link without a label "Open" in the page language', () => {
    showSnackbar({ content: 'Info', link: '/cart' });
    expect(render(currentSnackbar()!, 'id')).toMatch(/href="\/cart"[^>]*>Buka<\/a>/);
    expect(render(currentSnackbar()!, 'en')).toMatch(/href="\/cart"[^>]*>Open<\/a>/);
    expect(render({ ...currentSnackbar()!, link: undefined }, 'en')).toMatch(/>Close<\/button>/);
  });
});
