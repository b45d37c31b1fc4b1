import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, renderArticle } from './articles.markdown.ts';

describe('article Markdown', () => {
  it('gives headings ids and builds the table of contents from them', () => {
    const { html, toc, words } = renderArticle('# Judul\n\nTeks.\n\n## Kapan ke dokter?\n\n### Tanda bahaya\n\n## Kapan ke dokter?\n');
    expect(toc).toEqual([
      { id: 'judul', text: 'Judul', level: 2 },
      { id: 'kapan-ke-dokter', text: 'Kapan ke dokter?', level: 2 },
      { id: 'tanda-bahaya', text: 'Tanda bahaya', level: 3 },
      { id: 'kapan-ke-dokter-2', text: 'Kapan ke dokter?', level: 2 },
    ]);
    expect(html).toContain('<h2 id="kapan-ke-dokter">Kapan ke dokter?</h2>');
    expect(html).not.toContain('<h1');
    expect(words).toBe(10);
  });

  it('drops raw HTML and unsafe link and image URLs', () => {
    const { html } = renderArticle(
      '<script>alert(1)</script>\n\nHalo <img src=x onerror=alert(1)> [klik](javascript:alert(1)) [ok](https://kemkes.go.id) ![x](data:image/png;base64,AAA) [p](/product/a)',
    );
    expect(html).not.toMatch(/<script|<img|onerror|href="javascript|data:image/);
    expect(html).toContain('<a href="https://kemkes.go.id" rel="noopener noreferrer" target="_blank">ok</a>');
    expect(html).toContain('<a href="/product/a">p</a>');
  });

  it('counts words and reading time', () => {
    expect(countWords('## Demam\n\n- satu dua, tiga.\n- empat')).toBe(5);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(401)).toBe(3);
  });
});
