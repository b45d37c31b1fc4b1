import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@apotek/contract/constants';
import { useI18n } from './i18n';

function Title() {
  const { t } = useTranslation();
  return <p>{t('meta.titleTemplate', { title: 'Obat' })}</p>;
}

function Page({ locale, seen }: { locale: Locale; seen: unknown[] }) {
  const i18n = useI18n(locale);
  seen.push(i18n);
  return (
    <I18nextProvider i18n={i18n}>
      <Title />
    </I18nextProvider>
  );
}

// The server renders with one instance per language (docs/decisions/021-ssr-speed.md): pages in both
// languages, rendered in turn, must each keep their own language, and the view they get must carry no own
// properties, which is what keeps react-i18next's per-component copy of it cheap.
describe('useI18n on the server', () => {
  it('shares one instance per language and keeps each page in its own language', () => {
    const seen: unknown[] = [];
    const render = (locale: Locale) => renderToStaticMarkup(<Page locale={locale} seen={seen} />);
    expect(render('en')).toContain('Obat | Apotek');
    expect(render('id')).toContain('Obat | Apotek');
    expect(renderToStaticMarkup(<Page locale="en" seen={seen} />)).toBe(render('en'));
    const [en1, id1, en2] = seen as Array<{ language: string }>;
    expect(en1).toBe(en2);
    expect(en1).not.toBe(id1);
    expect(en1!.language).toBe('en');
    expect(id1!.language).toBe('id');
    expect(Object.keys(en1!).filter((k) => k !== 'reportNamespaces')).toEqual([]);
  });

  it('translates with the language of the page, not of the last one rendered', () => {
    function Description() {
      const { t } = useTranslation();
      return <p>{t('meta.pageDescription', { title: 'Obat' })}</p>;
    }
    const render = (locale: Locale) => {
      function Root() {
        return (
          <I18nextProvider i18n={useI18n(locale)}>
            <Description />
          </I18nextProvider>
        );
      }
      return renderToStaticMarkup(<Root />);
    };
    expect(render('en')).toContain('at Apotek, the trusted online pharmacy');
    expect(render('id')).toContain('di Apotek, apotek online terpercaya');
    expect(render('en')).toContain('at Apotek, the trusted online pharmacy');
  });
});
