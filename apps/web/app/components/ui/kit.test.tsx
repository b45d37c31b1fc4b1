import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { Card, CardHeader, cardClass } from './card';
import { EmptyState } from './empty-state';
import { ClockIcon } from './icons';
import { Skeleton, SkeletonText } from './skeleton';

describe('Card', () => {
  it('renders as the element asked for, with the aria it is given', () => {
    const html = renderToStaticMarkup(
      <Card as="section" aria-labelledby="t" padding="lg">
        <CardHeader title="Pembayaran" titleId="t" actions={<button type="button">Ubah</button>} />
      </Card>,
    );
    expect(html).toMatch(/^<section class="rounded-2xl border border-gray-200 bg-white p-5" aria-labelledby="t">/);
    expect(html).toContain('<h2 id="t"');
    expect(html).toContain('Ubah');
  });

  it('styles a link or label the same way through cardClass', () => {
    expect(cardClass({ tone: 'dashed', compact: true, padding: 'sm' })).toBe('rounded-xl border border-dashed border-gray-300 bg-white p-3');
    expect(cardClass({ interactive: true })).toContain('hover:shadow-md');
  });
});

describe('EmptyState', () => {
  it('shows icon, title, text and action, with a heading only when asked for', () => {
    const html = renderToStaticMarkup(<EmptyState icon={ClockIcon} title="Belum ada pesanan" text="Pesanan muncul di sini" action={<a href="/">Belanja</a>} data-testid="empty" />);
    expect(html).toContain('data-testid="empty"');
    expect(html).toContain('<svg');
    expect(html).toMatch(/<p class="[^"]*">Belum ada pesanan<\/p>/);
    expect(html).toContain('href="/"');
    expect(renderToStaticMarkup(<EmptyState title="Kosong" titleLevel={2} />)).toContain('<h2');
  });
});

describe('Badge and Skeleton', () => {
  it('renders a toned badge and hides placeholders from screen readers', () => {
    expect(renderToStaticMarkup(<Badge tone="success">Selesai</Badge>)).toContain('bg-green-50 text-success');
    expect(renderToStaticMarkup(<Skeleton />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<SkeletonText lines={2} />).match(/data-skeleton/g)).toHaveLength(2);
  });
});
