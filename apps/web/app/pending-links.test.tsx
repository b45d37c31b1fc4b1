import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeHero } from '~/features/home/home-hero';
import { ServiceShortcuts } from '~/features/home/service-shortcuts';
import { Footer } from '~/features/layout/footer/footer';
import { DesktopTopBar } from '~/features/layout/top-bar/desktop-top-bar';
import { createI18n } from '~/i18n/i18n';
import * as pending from '~/lib/pending-routes';

// The links read the one list through isPendingPath; here it is swapped to show what a landed page does.
vi.mock('~/lib/pending-routes', async (original) => {
  const real = await original<typeof pending>();
  return { ...real, isPendingPath: vi.fn(real.isPendingPath) };
});
const realIsPending = (await vi.importActual<typeof pending>('~/lib/pending-routes')).isPendingPath;
afterEach(() => vi.mocked(pending.isPendingPath).mockImplementation(realIsPending));

function render(node: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{node}</> }]);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n('id')}>
      <Stub />
    </I18nProvider>,
  );
}

const page = () =>
  render(
    <>
      <DesktopTopBar user={null} dark={false} cartCount={0} />
      <HomeHero />
      <ServiceShortcuts />
      <Footer newsletter={null} />
    </>,
  );
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
const markedHrefs = (html: string) => [...html.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*data-pending="true"|<a [^>]*data-pending="true"[^>]*href="(\/[^"]*)"/g)].map((m) => m[1] ?? m[2]!);

describe('links to pages under construction (top bar, home, footer)', () => {
  it('never link to a pending page unmarked; the spec-required ones stay, marked', () => {
    const html = page();
    const unmarked = hrefs(html).filter((href) => pending.isPendingPath(href) && !markedHrefs(html).includes(href));
    expect(unmarked).toEqual([]);
    for (const required of ['/doctor', '/messages', '/prescription', '/about-us', '/term-condition', '/privacy', '/advertise', '/faq', '/profile/health']) {
      expect(hrefs(html), required).toContain(required);
    }
  });

  it('turn home cards of pending pages into marked, unlinked cards and drop them from the hero', () => {
    // The health tracker has landed (issue 14) and its card is a link now; here it plays a pending page again.
    expect(hrefs(render(<ServiceShortcuts />))).toContain('/health-tracker');
    vi.mocked(pending.isPendingPath).mockImplementation((to) => to.split(/[?#]/, 1)[0] === '/health-tracker' || realIsPending(to));
    const hero = render(<HomeHero />);
    expect(hrefs(hero).filter((href) => pending.isPendingPath(href))).toEqual([]);
    expect(hrefs(hero)).toHaveLength(2);
    const services = render(<ServiceShortcuts />);
    expect(services).toMatch(/data-pending-service="health"[^]*?Segera hadir/);
    expect(hrefs(services)).not.toContain('/health-tracker');
  });

  it('become plain links everywhere once their route leaves the list', () => {
    vi.mocked(pending.isPendingPath).mockReturnValue(false);
    const html = page();
    expect(html).not.toContain('Segera hadir');
    expect(html).not.toContain('data-pending');
    for (const live of ['/doctor', '/messages', '/prescription', '/prescription/upload', '/health-tracker', '/about-us', '/profile/health']) {
      expect(hrefs(html), live).toContain(live);
    }
    expect(hrefs(render(<HomeHero />))).toEqual(['/prescription/upload', '/doctor']);
  });
});
