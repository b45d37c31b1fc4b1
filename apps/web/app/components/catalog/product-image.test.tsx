import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, ProductImage } from './product-image';

const HASH = 'a'.repeat(64);
const URL_640 = `/api/media/${HASH}/640`;

/** The one <img> the markup holds, as its attributes. */
function imgOf(html: string): Record<string, string> {
  const tag = /<img\b([^>]*)\/?>/.exec(html)?.[1];
  if (!tag) throw new Error(`no <img> in ${html}`);
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!.replace(/&amp;/g, '&')]));
}

describe('ProductImage', () => {
  it('offers every variant width in srcset, with sizes, a square intrinsic size and the name as alt', () => {
    const img = imgOf(renderToStaticMarkup(<ProductImage src={URL_640} alt="Panadol 500 mg" />));
    expect(img.src).toBe(URL_640);
    expect(img.srcset).toBe([160, 320, 640, 1024].map((w) => `/api/media/${HASH}/${w} ${w}w`).join(', '));
    expect(img.sizes).toBe(IMAGE_SIZES.grid);
    expect([img.width, img.height]).toEqual(['640', '640']);
    expect(img.alt).toBe('Panadol 500 mg');
  });

  it('is lazy by default, and never high priority unless it is the page\'s main image', () => {
    const lazy = imgOf(renderToStaticMarkup(<ProductImage src={URL_640} alt="x" />));
    expect(lazy.loading).toBe('lazy');
    expect(lazy.fetchpriority).toBeUndefined();
    const eager = imgOf(renderToStaticMarkup(<ProductImage src={URL_640} alt="x" eager />));
    expect(eager.loading).toBe('eager');
    expect(eager.fetchpriority).toBeUndefined();
  });

  it('loads the gallery image first: eager, fetchpriority=high, gallery sizes', () => {
    const img = imgOf(renderToStaticMarkup(<ProductImage src={URL_640} alt="x" sizes={IMAGE_SIZES.gallery} priority />));
    expect(img.loading).toBe('eager');
    expect(img.fetchpriority).toBe('high');
    expect(img.sizes).toBe(IMAGE_SIZES.gallery);
  });

  it('shows an image from elsewhere as it is: no srcset, no sizes', () => {
    const img = imgOf(renderToStaticMarkup(<ProductImage src="https://example.com/pack.jpg" alt="x" />));
    expect(img.src).toBe('https://example.com/pack.jpg');
    expect(img.srcset).toBeUndefined();
    expect(img.sizes).toBeUndefined();
  });

  it('holds the same square without an image, named for screen readers', () => {
    const html = renderToStaticMarkup(<ProductImage src={null} alt="Panadol" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('aspect-square');
    expect(html).toContain('aria-label="Panadol"');
  });
});
