import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { describe, expect, it } from 'vitest';
import { DRUG_CLASSES } from '@apotek/contract/catalog';
import { createI18n } from '~/i18n/i18n';
import { drugClassMark } from './drug-class';
import { DrugClassBadge } from './drug-class-badge';

const render = (node: React.ReactNode, locale: 'id' | 'en' = 'id') =>
  renderToStaticMarkup(<I18nProvider i18n={createI18n(locale)}>{node}</I18nProvider>);

describe('drug-class marks (BPOM)', () => {
  it('maps obat bebas to a green circle, bebas terbatas to blue, keras to red with K', () => {
    expect(drugClassMark('bebas')).toMatchObject({ tone: 'green', circle: { letter: null } });
    expect(drugClassMark('bebas_terbatas')).toMatchObject({ tone: 'blue', circle: { letter: null } });
    expect(drugClassMark('keras')).toMatchObject({ tone: 'red', circle: { letter: 'K' } });
  });

  it('gives the not-sold-online class no circle', () => {
    expect(drugClassMark('dilarang_online').circle).toBeNull();
  });

  it('has a distinct label for every class', () => {
    const keys = DRUG_CLASSES.map((c) => drugClassMark(c).labelKey);
    expect(new Set(keys).size).toBe(DRUG_CLASSES.length);
  });

  it('draws each circle with a black outline, and only keras with a black K', () => {
    for (const c of ['bebas', 'bebas_terbatas', 'keras'] as const) {
      const html = render(<DrugClassBadge drugClass={c} />);
      expect(html).toMatch(/<circle[^>]*stroke="#000"/);
      expect(html.includes('>K</text>')).toBe(c === 'keras');
    }
    expect(render(<DrugClassBadge drugClass="keras" />)).toMatch(/fill="#dc2626"/);
    expect(render(<DrugClassBadge drugClass="bebas" />)).toMatch(/fill="#16a34a"/);
    expect(render(<DrugClassBadge drugClass="bebas_terbatas" />)).toMatch(/fill="#1d4ed8"/);
  });

  it('names the class in words for screen readers, in the page language', () => {
    expect(render(<DrugClassBadge drugClass="keras" compact />)).toContain('aria-label="Obat keras"');
    expect(render(<DrugClassBadge drugClass="bebas" compact />, 'en')).toContain('aria-label="Over-the-counter medicine"');
  });

  it('labels the not-sold-online class clearly instead of a circle', () => {
    const html = render(<DrugClassBadge drugClass="dilarang_online" />);
    expect(html).not.toContain('<circle');
    expect(html).toContain('Tidak dijual online');
  });
});
