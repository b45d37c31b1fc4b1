import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageKey } from './translate';

/**
 * The browser's message loading (ADR 020 and the console pack): the language and a pack are fetched at
 * once before hydration, and neither answer may drop the other's messages, whichever arrives first.
 */
describe('message packs in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  for (const first of ['main', 'pack'] as const) {
    it(`keeps both when the ${first} messages arrive first`, async () => {
      vi.stubEnv('SSR', false);
      const { PACK_URLS, MESSAGES_URL, loadMessagePack, loadMessages, createI18n, hasMessages } = await import('./i18n');
      const trees: Record<string, object> = {
        [MESSAGES_URL.id]: { nav: { home: 'Beranda' } },
        [PACK_URLS.console.id]: { console: { title: 'Konsol' } },
      };
      const slow = first === 'main' ? PACK_URLS.console.id : MESSAGES_URL.id;
      const fetched: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        fetched.push(url);
        await new Promise((resolve) => setTimeout(resolve, url === slow ? 20 : 1));
        return new Response(JSON.stringify(trees[url]), { status: 200 });
      });
      await Promise.all([loadMessages('id'), loadMessagePack('console', 'id')]);
      expect(hasMessages('id')).toBe(true);
      // Each file once, though both calls wanted the main messages.
      expect(fetched.sort()).toEqual([MESSAGES_URL.id, PACK_URLS.console.id].sort());
      const { t } = createI18n('id');
      expect(t('nav.home')).toBe('Beranda');
      expect(t('console.title')).toBe('Konsol');
    });
  }

  it('fetches every pack once when the idle preload asks for all of them', async () => {
    vi.stubEnv('SSR', false);
    const { MESSAGE_PACKS, MESSAGES_URL, PACK_URLS, loadMessages, preloadMessagePacks, createI18n } = await import('./i18n');
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const pack = MESSAGE_PACKS.find((p) => PACK_URLS[p].id === url);
      return new Response(JSON.stringify(pack ? { [pack]: { name: pack } } : { nav: { home: 'Beranda' } }), { status: 200 });
    });
    preloadMessagePacks('id');
    await loadMessages('id');
    // Each call asks for every pack wanted so far: before, the n-th call fetched the first n packs again.
    expect(fetched.sort()).toEqual([MESSAGES_URL.id, ...MESSAGE_PACKS.map((p) => PACK_URLS[p].id)].sort());
    const { t } = createI18n('id');
    for (const pack of MESSAGE_PACKS) expect(t(`${pack}.name` as MessageKey)).toBe(pack);
  });
});

describe('packsForPath', () => {
  it('names the packs of the console and the doctor pages, and none for the shop', async () => {
    const { packsForPath } = await import('./i18n');
    expect(packsForPath('/console')).toEqual(['console', 'care', 'catalog-admin', 'stock']);
    expect(packsForPath('/console/chat/12')).toEqual(['console', 'care', 'catalog-admin', 'stock']);
    expect(packsForPath('/doctor')).toEqual(['care']);
    expect(packsForPath('/doctor/dr-andi-pratama')).toEqual(['care']);
    expect(packsForPath('/messages/doctor/3')).toEqual(['care']);
    expect(packsForPath('/messages/pharmacy/3')).toEqual([]);
    expect(packsForPath('/consoles')).toEqual([]);
    expect(packsForPath('/')).toEqual([]);
    expect(packsForPath('/product/paracetamol-500-mg')).toEqual([]);
    // The wallet's pages and the other money pages (issue 13); the order pages around them are not.
    expect(packsForPath('/wallet')).toEqual(['money']);
    expect(packsForPath('/wallet/instruction/12')).toEqual(['money']);
    expect(packsForPath('/order/wallet/confrim/APT-7K3M9Q2XH4')).toEqual(['money']);
    expect(packsForPath('/promo/hemat')).toEqual(['money']);
    expect(packsForPath('/profile/detail/voucher/3')).toEqual(['money', 'profile']);
    expect(packsForPath('/wallets')).toEqual([]);
    expect(packsForPath('/order/APT-7K3M9Q2XH4/payment')).toEqual([]);
    expect(packsForPath('/cart/checkout')).toEqual([]);
    // Issue 14's pages.
    expect(packsForPath('/articles/demam-pada-anak')).toEqual(['articles']);
    expect(packsForPath('/faq')).toEqual(['info']);
    expect(packsForPath('/portal/shopee')).toEqual(['info']);
    expect(packsForPath('/health-tracker')).toEqual(['health']);
    expect(packsForPath('/profile/health')).toEqual(['health', 'profile']);
    expect(packsForPath('/profile')).toEqual(['profile']);
    expect(packsForPath('/backup')).toEqual(['rights']);
    expect(packsForPath('/privacy-policy')).toEqual([]);
  });
});
