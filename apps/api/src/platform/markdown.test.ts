import { describe, expect, it } from 'vitest';
import { headingId, renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders sections with ids and makes the table of contents of ## and ###', () => {
    const { html, toc } = renderMarkdown('Intro **tebal**.\n\n## 1. Hak Anda & Kewajiban\n\nTeks.\n\n### Cara *mengakses*\n\n#### Kecil\n\n## 1. Hak Anda & Kewajiban');
    expect(html).toContain('<p>Intro <strong>tebal</strong>.</p>');
    expect(html).toContain('<h2 id="hak-anda-kewajiban">1. Hak Anda &amp; Kewajiban</h2>');
    expect(html).toContain('<h3 id="cara-mengakses">Cara <em>mengakses</em></h3>');
    expect(html).toContain('<h4 id="kecil">Kecil</h4>');
    expect(toc).toEqual([
      { id: 'hak-anda-kewajiban', text: '1. Hak Anda & Kewajiban', level: 2 },
      { id: 'cara-mengakses', text: 'Cara mengakses', level: 3 },
      { id: 'hak-anda-kewajiban-2', text: '1. Hak Anda & Kewajiban', level: 2 },
    ]);
  });

  it('keeps nothing that runs or loads, whatever the Markdown holds', () => {
    const { html } = renderMarkdown(
      'Teks <script>alert(1)</script> <img src=x onerror="alert(1)"> <iframe src="https://evil.example"></iframe> <span style="color:red" onclick="x()">merah</span>\n\n[a](javascript:alert(1)) [b](data:text/html,hi) [c](//evil.example/x) [d](mailto:privacy@apotek.id) [e](tel:+622130001234)',
    );
    expect(html).not.toMatch(/script|<img|onerror|iframe|style=|onclick|javascript:|data:text|evil\.example/i);
    expect(html).toContain('merah');
    expect(html).toContain('<a href="mailto:privacy@apotek.id">d</a>');
    expect(html).toContain('<a href="tel:+622130001234">e</a>');
  });

  it('a top-level # becomes a section (the page title is the only h1), tables survive', () => {
    const { html } = renderMarkdown('# Judul\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h2 id="judul">Judul</h2>');
    expect(html).toMatch(/<table>\s*<thead>/);
  });

  it('makes ids of plain letters and digits', () => {
    expect(headingId('Pemberitahuan Kegagalan Pelindungan Data')).toBe('pemberitahuan-kegagalan-pelindungan-data');
    expect(headingId('Éléments — à savoir?')).toBe('elements-a-savoir');
    expect(headingId('!!!')).toBe('bagian');
    expect(headingId('11. Pemberitahuan')).toBe('pemberitahuan');
    expect(headingId('2026 dalam angka')).toBe('2026-dalam-angka');
  });
});
