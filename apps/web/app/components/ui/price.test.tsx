import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@apotek/contract/format/money';
import { createI18n } from '~/i18n/i18n';
import { formatIdr, Price } from './price';

const render = (node: React.ReactNode, locale: 'id' | 'en' = 'id') => renderToStaticMarkup(<I18nProvider i18n={createI18n(locale)}>{node}</I18nProvider>);

describe('formatIdr', () => {
  it('writes rupiah as the API does, whatever the size', () => {
    for (const amount of [0, 5, 950, 1000, 12_500, 1_250_000, 2_000_000_000, -4500]) expect(formatIdr(amount)).toBe(formatRupiah(amount));
    expect(formatIdr(1_250_000)).toBe('Rp 1.250.000');
  });
});

describe('Price', () => {
  it('shows one price when there is no promotion', () => {
    const html = render(<Price price={12500} promoPrice={null} />);
    expect(html).toContain('Rp 12.500');
    expect(html).not.toContain('line-through');
  });

  it('strikes the original through beside the promotion, says which is which, and the saving', () => {
    const html = render(<Price price={20000} promoPrice={15000} size="lg" />);
    expect(html).toMatch(/line-through[^>]*><span class="sr-only">[^<]+<\/span>Rp 20.000/);
    expect(html).toContain('Rp 15.000');
    expect(html).toContain('25%');
  });

  it('ignores a "promotion" that is not cheaper', () => {
    expect(render(<Price price={10000} promoPrice={12000} />)).not.toContain('line-through');
  });
});
