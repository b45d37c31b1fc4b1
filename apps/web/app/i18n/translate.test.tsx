import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@apotek/contract/constants';
import en from './en.json';
import id from './id.json';
import { createI18n, useI18n } from './i18n';
import { createTranslator, I18nProvider, renderTagged, Trans, useTranslation, type MessageKey } from './translate';

const messages = {
  greet: 'Halo, {{name}}!',
  spaced: 'Sisa {{ n }} dari {{max}}',
  nested: { deeper: { leaf: 'Daun' } },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  bare: '{{count}} barang',
  onlyOther_other: '{{count}} lainnya',
  onlyId: 'Hanya dalam bahasa Indonesia',
};
const english = { greet: 'Hello, {{name}}!', items_one: '{{count}} item', items_other: '{{count}} items', nested: { deeper: { leaf: 'Leaf' } } };
// The fixtures' keys are not id.json's: the typed `t` is exercised through the real messages below.
type Loose = (key: string, vars?: Record<string, unknown>) => string;
const idT = createTranslator('id', messages).t as Loose;
const enT = createTranslator('en', english, { language: 'id', messages }).t as Loose;

describe('t', () => {
  it('reads nested keys by their dotted path', () => {
    expect(idT('nested.deeper.leaf')).toBe('Daun');
    expect(enT('nested.deeper.leaf')).toBe('Leaf');
  });

  it('fills {{variables}} as given, unescaped (React escapes what it renders), spaces inside the braces allowed', () => {
    expect(idT('greet', { name: '<b>Sari</b> & co' })).toBe('Halo, <b>Sari</b> & co!');
    expect(idT('spaced', { n: 3, max: 10 })).toBe('Sisa 3 dari 10');
    expect(idT('greet', { name: 0 })).toBe('Halo, 0!');
    expect(idT('greet', {})).toBe('Halo, !');
    expect(idT('greet')).toBe('Halo, {{name}}!');
  });

  it('chooses the plural form of the language with `count` (English has one and other)', () => {
    expect(enT('items', { count: 1 })).toBe('1 item');
    expect(enT('items', { count: 0 })).toBe('0 items');
    expect(enT('items', { count: 2 })).toBe('2 items');
  });

  it('uses the other form in Indonesian, which does not inflect for number', () => {
    expect(idT('items', { count: 1 })).toBe('1 items');
    expect(idT('items', { count: 5 })).toBe('5 items');
  });

  it('takes the plain key when a count has no plural forms, and the other form when there is no plain key', () => {
    expect(idT('bare', { count: 1 })).toBe('1 barang');
    expect(enT('onlyOther', { count: 1 })).toBe('1 lainnya');
  });

  it('falls back to Indonesian, then to the key itself', () => {
    expect(enT('onlyId')).toBe('Hanya dalam bahasa Indonesia');
    expect(enT('no.such.key')).toBe('no.such.key');
    expect(idT('nested')).toBe('nested');
  });

  it('shows `defaultValue` for a key with no message', () => {
    expect(idT('status.unknown', { defaultValue: 'mystery {{n}}', n: 2 })).toBe('mystery 2');
    expect(idT('greet', { defaultValue: 'unused', name: 'Ani' })).toBe('Halo, Ani!');
  });

  it('translates the shop’s real messages, with plurals in both languages', () => {
    const idT = createI18n('id').t;
    const enT = createI18n('en').t;
    expect(enT('prescriptions.detail.years', { count: 1 })).toBe('1 year');
    expect(enT('prescriptions.detail.years', { count: 40 })).toBe('40 years');
    expect(idT('prescriptions.detail.years', { count: 1 })).toBe('1 tahun');
    expect(idT('prescriptions.detail.years', { count: 40 })).toBe('40 tahun');
    expect(enT('meta.titleTemplate', { title: 'Obat' })).toBe(en.meta.titleTemplate.replace('{{title}}', 'Obat'));
    expect(idT('nav.notificationsEmpty')).toBe(id.nav.notificationsEmpty);
  });

  it('keys are checked against id.json at compile time', () => {
    const key: MessageKey = 'prescriptions.detail.years';
    // @ts-expect-error not a message of id.json
    const wrong: MessageKey = 'prescriptions.detail.yearz';
    expect([key, wrong]).toHaveLength(2);
  });
});

describe('Trans', () => {
  const render = (node: React.ReactNode, locale: Locale = 'id') => renderToStaticMarkup(<I18nProvider i18n={createI18n(locale)}>{node}</I18nProvider>);

  it('wraps each tagged part of the message in its component', () => {
    const html = render(<Trans i18nKey="auth.register.consent" components={{ terms: <a href="/term-condition" className="u" />, privacy: <a href="/privacy" /> }} />, 'en');
    expect(html).toBe(
      'I agree to Apotek&#x27;s <a href="/term-condition" class="u">Terms &amp; Conditions</a> and <a href="/privacy">Privacy Policy</a>, including the processing of my health data under Indonesia&#x27;s Personal Data Protection Law No. 27 of 2022.',
    );
    expect(render(<Trans i18nKey="auth.register.consent" components={{ terms: <a href="/t" />, privacy: <a href="/p" /> }} />)).toContain('Saya menyetujui <a href="/t">Syarat &amp; Ketentuan</a>');
  });

  it('nests tags, keeps self-closing components as they are, and leaves stray tags as text', () => {
    const out = renderToStaticMarkup(<>{renderTagged('a <b>x <i>{{y}}</i></b><br/> <u>open', { b: <strong />, i: <em />, br: <hr /> })}</>);
    expect(out).toBe('a <strong>x <em>{{y}}</em></strong><hr/> &lt;u&gt;open');
    expect(renderToStaticMarkup(<>{renderTagged('<nope>kept</nope> </b>', {})}</>)).toBe('kept &lt;/b&gt;');
  });

  it('fills variables before it reads the tags', () => {
    function Probe() {
      return <>{renderTagged(useTranslation().t('meta.titleTemplate', { title: '<b>Obat</b>' }), { b: <strong /> })}</>;
    }
    expect(render(<Probe />)).toBe('<strong>Obat</strong> | Apotek');
  });
});

describe('the translator of a page', () => {
  function Title() {
    const { t, i18n } = useTranslation();
    return (
      <p lang={i18n.language}>
        {t('meta.titleTemplate', { title: 'Obat' })} {t('meta.pageDescription', { title: 'Obat' })}
      </p>
    );
  }

  function Page({ locale, seen }: { locale: Locale; seen: unknown[] }) {
    const i18n = useI18n(locale);
    seen.push(i18n);
    return (
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>
    );
  }

  // The server renders requests in both languages at once with one translator per language: each page
  // keeps its own language, whichever was rendered last.
  it('is shared per language on the server and keeps each page in its own language', () => {
    const seen: unknown[] = [];
    const render = (locale: Locale) => renderToStaticMarkup(<Page locale={locale} seen={seen} />);
    const first = render('en');
    expect(first).toContain('lang="en"');
    expect(first).toContain('at Apotek, the trusted online pharmacy');
    expect(render('id')).toContain('di Apotek, apotek online terpercaya');
    expect(render('en')).toBe(first);
    const [en1, id1, en2] = seen;
    expect(en1).toBe(en2);
    expect(en1).not.toBe(id1);
  });

  it('refuses to translate outside a provider rather than guess a language', () => {
    expect(() => renderToStaticMarkup(<Title />)).toThrow(/I18nProvider/);
  });
});
