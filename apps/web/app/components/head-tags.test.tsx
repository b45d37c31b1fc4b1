// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headTagsOf, HeadTagsInTheBrowser, sameRole } from './head-tags';

// React 19 lifts <title>, <meta> and <link> into <head> itself; the Preact build's HeadTags does it by hand
// (docs/decisions/026-preact-in-the-browser.md). These run that browser half on React in jsdom.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('headTagsOf', () => {
  it('reads the tags with their attributes as HTML names them, through fragments, skipping what is not rendered', () => {
    const tags = headTagsOf(
      <>
        <title>Obat | Apotek</title>
        {false}
        <>
          <meta charSet="utf-8" />
          <meta httpEquiv="refresh" content="5" />
          <link rel="alternate" hrefLang="en" href="/en" crossOrigin="anonymous" />
        </>
        {null}
      </>,
    );
    expect(tags).toEqual([
      { name: 'title', attributes: [], text: 'Obat | Apotek' },
      { name: 'meta', attributes: [['charset', 'utf-8']], text: '' },
      { name: 'meta', attributes: [['http-equiv', 'refresh'], ['content', '5']], text: '' },
      { name: 'link', attributes: [['rel', 'alternate'], ['hreflang', 'en'], ['href', '/en'], ['crossorigin', 'anonymous']], text: '' },
    ]);
  });

  it('takes only head tags', () => {
    expect(() => headTagsOf(<div />)).toThrow(/not div/);
  });

  it('finds the element that plays the same part', () => {
    const [title, description, og, canonical, charset] = headTagsOf(
      <>
        <title>x</title>
        <meta name="description" content="d" />
        <meta property='og:"title' content="t" />
        <link rel="canonical" href="/c" />
        <meta charSet="utf-8" />
      </>,
    );
    expect([title, description, og, canonical, charset].map((tag) => sameRole(tag!))).toEqual([
      'title',
      'meta[name="description"]',
      'meta[property="og:\\"title"]',
      'link[rel="canonical"]',
      'meta[charset]',
    ]);
  });
});

describe('HeadTags in the browser', () => {
  let container: HTMLElement;
  let root: Root;
  const render = (node: React.ReactNode) => act(() => root.render(node));
  const head = () => document.head.innerHTML;

  beforeEach(() => {
    // What the server sent: React put the page's tags into <head>.
    document.head.innerHTML =
      '<meta charset="utf-8"><title>Server | Apotek</title><meta name="description" content="from the server"><meta name="robots" content="noindex, follow"><link rel="stylesheet" href="/app.css">';
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('takes over the server’s tags in place, adds what is missing, and renders nothing where it stands', () => {
    const serverTitle = document.head.querySelector('title');
    render(
      <HeadTagsInTheBrowser>
        <title>Obat | Apotek</title>
        <meta name="description" content="Beli obat" />
        <link rel="canonical" href="https://apotek.test/product/obat" />
      </HeadTagsInTheBrowser>,
    );
    expect(document.head.querySelector('title')).toBe(serverTitle);
    expect(document.title).toBe('Obat | Apotek');
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Beli obat');
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://apotek.test/product/obat');
    expect(container.innerHTML).toBe('');
    // Tags no page claims (the charset, the stylesheet, here a robots tag left by the server) stay.
    expect(head()).toContain('<link rel="stylesheet" href="/app.css">');
    expect(head()).toContain('name="robots"');
  });

  it('leaves with its page, and the next page’s tags take the places', () => {
    function Search() {
      return (
        <HeadTagsInTheBrowser>
          <title>Cari | Apotek</title>
          <meta name="robots" content="noindex, follow" />
        </HeadTagsInTheBrowser>
      );
    }
    function Home() {
      return (
        <HeadTagsInTheBrowser>
          <title>Beranda | Apotek</title>
          <meta name="description" content="Apotek online" />
        </HeadTagsInTheBrowser>
      );
    }
    render(<Search />);
    expect(document.title).toBe('Cari | Apotek');
    render(<Home />);
    expect(document.title).toBe('Beranda | Apotek');
    expect(document.head.querySelector('meta[name=robots]')).toBeNull();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Apotek online');
  });

  it('follows its tags as they change, and keeps an element another page has taken over', () => {
    render(
      <HeadTagsInTheBrowser>
        <title>Hasil “a” | Apotek</title>
      </HeadTagsInTheBrowser>,
    );
    render(
      <HeadTagsInTheBrowser>
        <title>Hasil “b” | Apotek</title>
      </HeadTagsInTheBrowser>,
    );
    expect(document.title).toBe('Hasil “b” | Apotek');
    render(
      <>
        <HeadTagsInTheBrowser key="first">
          <meta name="description" content="first" />
        </HeadTagsInTheBrowser>
        <HeadTagsInTheBrowser key="second">
          <meta name="description" content="second" />
        </HeadTagsInTheBrowser>
      </>,
    );
    render(
      <HeadTagsInTheBrowser key="second">
        <meta name="description" content="second" />
      </HeadTagsInTheBrowser>,
    );
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe('second');
  });
});
