import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import { TextField } from './text-field';

const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nProvider i18n={createI18n('id')}>{node}</I18nProvider>);

describe('TextField', () => {
  it('shows one error per field: the first, as the API lists "required" before the format rule', () => {
    const html = render(<TextField label="E-mail" name="email" errors={['E-mail wajib diisi', 'E-mail bukan alamat e-mail yang valid']} />);
    expect(html).toContain('E-mail wajib diisi');
    expect(html).not.toContain('bukan alamat e-mail yang valid');
    expect(html.match(/text-danger/g)).toHaveLength(1);
    expect(html).toMatch(/aria-invalid="true"/);
  });

  it('renders a password field as a plain password field in the server HTML (the switch needs scripts)', () => {
    const html = render(<TextField label="Kata sandi" name="password" type="password" />);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toMatch(/<input[^>]*spellcheck="false"/i);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('Tampilkan kata sandi');
  });

  it('leaves other fields as they were', () => {
    const html = render(<TextField label="Nama" name="name" />);
    expect(html.toLowerCase()).not.toContain('spellcheck');
    expect(html).not.toContain('aria-invalid');
  });
});
