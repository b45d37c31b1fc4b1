import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import routes from '~/routes';
import { isPendingPath, PENDING_ROUTES, pendingRouteOf, type PendingRoute } from '~/lib/pending-routes';

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every page of routes.ts (not the layouts and parents around them) with its full pattern and module file. */
function flatten(entries: readonly RouteEntry[], parent = ''): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}` : parent;
    const page = (entry.path || entry.index) && !entry.children?.length;
    const own = page ? [{ pattern: pattern || '/', file: entry.file }] : [];
    return [...own, ...flatten(entry.children ?? [], pattern)];
  });
}

const ALL = flatten(routes as RouteEntry[]);
const sources = import.meta.glob<string>('./routes/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const modules = import.meta.glob<{ default?: ComponentType }>('./routes/*.tsx', { eager: true });
const source = (file: string) => sources[`./${file}`] ?? '';
const rendersPending = (file: string) => /<PendingPage\b/.test(source(file));

/** A URL the pattern matches: every parameter filled with a sample value. */
const sampleUrl = (pattern: string) => pattern.replace(/:(\w+)\??/g, 'contoh-$1');

function render(pattern: string, url: string, Component: ComponentType): string {
  const Stub = createRoutesStub([{ path: pattern, Component }]);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n('id')}>
      <Stub initialEntries={[url]} />
    </I18nProvider>,
  );
}

describe('PENDING_ROUTES', () => {
  it('names only routes that exist in routes.ts', () => {
    const patterns = new Set(ALL.map((r) => r.pattern));
    expect(Object.keys(PENDING_ROUTES).filter((p) => !patterns.has(p))).toEqual([]);
  });

  it('lists every route whose module renders the PendingPage', () => {
    const missing = ALL.filter((r) => rendersPending(r.file) && !(r.pattern in PENDING_ROUTES)).map((r) => r.pattern);
    expect(missing).toEqual([]);
  });

  it('lists only routes whose module really renders the PendingPage, with the titles listed', () => {
    for (const [pattern, pages] of Object.entries(PENDING_ROUTES) as [PendingRoute, readonly string[]][]) {
      const route = ALL.find((r) => r.pattern === pattern)!;
      const Component = modules[`./${route.file}`]?.default;
      expect(Component, pattern).toBeDefined();
      const html = render(pattern, sampleUrl(pattern), Component!);
      const shown = html.match(/data-pending-page="(\w+)"/)?.[1];
      expect(shown, `${pattern} (${route.file}) should render the PendingPage`).toBeDefined();
      expect(pages, pattern).toContain(shown);
    }
  });

  it('keeps the live pages live, even beside a pending pattern with a parameter', () => {
    const live = ALL.filter((r) => !(r.pattern in PENDING_ROUTES) && !r.pattern.includes(':') && !r.pattern.includes('*'));
    expect(live.length).toBeGreaterThan(10);
    expect(live.filter((r) => isPendingPath(r.pattern)).map((r) => r.pattern)).toEqual([]);
  });
});

describe('pendingRouteOf', () => {
  it('matches a link to its pending route, ignoring query and hash', () => {
    // Every route still pending, by a sample link with a query and a hash (issue 14 removes them one by one).
    for (const pattern of Object.keys(PENDING_ROUTES) as PendingRoute[]) expect(pendingRouteOf(`${sampleUrl(pattern)}?ref=home#top`)).toBe(pattern);
  });

  it('answers null for live pages, external and protocol-relative links', () => {
    expect(pendingRouteOf('/')).toBeNull();
    expect(pendingRouteOf('/pharmacy')).toBeNull();
    expect(pendingRouteOf('/doctor')).toBeNull();
    expect(pendingRouteOf('/doctor/dr-andi-pratama?reviews=2')).toBeNull();
    expect(pendingRouteOf('/profile')).toBeNull();
    expect(pendingRouteOf('/prescription/upload#form')).toBeNull();
    // The wallet's pages (issue 13), with and without their optional ids.
    expect(pendingRouteOf('/wallet')).toBeNull();
    expect(pendingRouteOf('/wallet/guide#top')).toBeNull();
    expect(pendingRouteOf('/wallet/instruction')).toBeNull();
    expect(pendingRouteOf('/wallet/instruction/12')).toBeNull();
    expect(pendingRouteOf('/wallet/register/confirmation?next=%2Fwallet')).toBeNull();
    expect(pendingRouteOf('/wallet/success?top_up=3')).toBeNull();
    expect(pendingRouteOf('/order/wallet/confrim/APT-7K3M9Q2XH4')).toBeNull();
    // The promotions and voucher pages (issue 13), with and without their optional slug or id.
    expect(pendingRouteOf('/promo')).toBeNull();
    expect(pendingRouteOf('/promo?page=2')).toBeNull();
    expect(pendingRouteOf('/promo/promo-akhir-tahun')).toBeNull();
    expect(pendingRouteOf('/profile/voucher?tab=used')).toBeNull();
    expect(pendingRouteOf('/profile/detail/voucher')).toBeNull();
    expect(pendingRouteOf('/profile/detail/voucher/3')).toBeNull();
    // Points and coins (issue 13), paged.
    expect(pendingRouteOf('/profile/poin-history')).toBeNull();
    expect(pendingRouteOf('/profile/poin-history?page=2')).toBeNull();
    expect(pendingRouteOf('/profile/coins-history#employee')).toBeNull();
    expect(pendingRouteOf('/product?category=vitamin')).toBeNull();
    expect(pendingRouteOf('https://artikel.apotek.id/articles')).toBeNull();
    // The article pages (issue 14).
    expect(pendingRouteOf('/articles?tag=dbd')).toBeNull();
    expect(pendingRouteOf('/articles/demam-pada-anak?ref=home')).toBeNull();
    // The information pages and the help centre (issue 14).
    expect(pendingRouteOf('/about-us')).toBeNull();
    expect(pendingRouteOf('/term-condition#tentang-kami-dan-platform')).toBeNull();
    expect(pendingRouteOf('/privacy?version=2026-11-01')).toBeNull();
    expect(pendingRouteOf('/advertise')).toBeNull();
    expect(pendingRouteOf('/faq?q=ongkir')).toBeNull();
    expect(pendingRouteOf('/portal')).toBeNull();
    expect(pendingRouteOf('/portal/shopee?ref=footer')).toBeNull();
    expect(pendingRouteOf('//evil.example/about-us')).toBeNull();
  });
});
