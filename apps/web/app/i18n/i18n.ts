import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@apotek/contract/constants';
import en from './en.json';
import enUrl from './en.json?url';
import id from './id.json';
import idUrl from './id.json?url';
import careEn from './packs/care.en.json';
import careEnUrl from './packs/care.en.json?url';
import careId from './packs/care.id.json';
import careIdUrl from './packs/care.id.json?url';
import consoleEn from './packs/console.en.json';
import consoleEnUrl from './packs/console.en.json?url';
import consoleId from './packs/console.id.json';
import consoleIdUrl from './packs/console.id.json?url';
import moneyEn from './packs/money.en.json';
import moneyEnUrl from './packs/money.en.json?url';
import moneyId from './packs/money.id.json';
import moneyIdUrl from './packs/money.id.json?url';
import articlesEn from './packs/articles.en.json';
import articlesEnUrl from './packs/articles.en.json?url';
import articlesId from './packs/articles.id.json';
import articlesIdUrl from './packs/articles.id.json?url';
import infoEn from './packs/info.en.json';
import infoEnUrl from './packs/info.en.json?url';
import infoId from './packs/info.id.json';
import infoIdUrl from './packs/info.id.json?url';
import healthEn from './packs/health.en.json';
import healthEnUrl from './packs/health.en.json?url';
import healthId from './packs/health.id.json';
import healthIdUrl from './packs/health.id.json?url';
import profileEn from './packs/profile.en.json';
import profileEnUrl from './packs/profile.en.json?url';
import profileId from './packs/profile.id.json';
import profileIdUrl from './packs/profile.id.json?url';
import rightsEn from './packs/rights.en.json';
import rightsEnUrl from './packs/rights.en.json?url';
import rightsId from './packs/rights.id.json';
import rightsIdUrl from './packs/rights.id.json?url';
import catalogAdminEn from './packs/catalog-admin.en.json';
import catalogAdminEnUrl from './packs/catalog-admin.en.json?url';
import catalogAdminId from './packs/catalog-admin.id.json';
import catalogAdminIdUrl from './packs/catalog-admin.id.json?url';
import stockEn from './packs/stock.en.json';
import stockEnUrl from './packs/stock.en.json?url';
import stockId from './packs/stock.id.json';
import stockIdUrl from './packs/stock.id.json?url';
import { createTranslator, type MessageTree, type Translator } from './translate';

/**
 * The server renders both languages, so it holds both from the start. The browser holds only the page's
 * language (about 10 KB gzip each, ADR 020): entry.client fetches it before hydrating — as JSON from a
 * hashed, immutable URL that the page preloads — and a language switch fetches the other one on demand.
 * Outside SSR the static imports are unused and the bundler drops them.
 */
const loaded: Partial<Record<Locale, MessageTree>> = import.meta.env.SSR ? { id: { ...id, ...consoleId, ...careId, ...moneyId, ...articlesId, ...infoId, ...healthId, ...profileId, ...rightsId, ...catalogAdminId, ...stockId }, en: { ...en, ...consoleEn, ...careEn, ...moneyEn, ...articlesEn, ...infoEn, ...healthEn, ...profileEn, ...rightsEn, ...catalogAdminEn, ...stockEn } } : {};

/** Where the browser fetches each language's messages; root.tsx preloads the page's. */
export const MESSAGES_URL: Readonly<Record<Locale, string>> = { id: idUrl, en: enUrl };

/**
 * Messages only some pages use, kept out of every other page's first load (the console's screens; the
 * doctors', consultations' and appointments'; the wallet's, vouchers', promotions' and points'). The
 * pages that need a pack are named by path (packsForPath): the server preloads their packs and names them
 * on <html>, entry.client fetches them with the language before hydrating, and once the page is idle the
 * browser fetches the other packs too, so a later client-side navigation finds them here (useI18n fetches
 * one still missing and renders again when it arrives).
 */
export const MESSAGE_PACKS = ['console', 'care', 'money', 'articles', 'info', 'health', 'profile', 'rights', 'catalog-admin', 'stock'] as const;
export type MessagePack = (typeof MESSAGE_PACKS)[number];
export const PACK_URLS: Readonly<Record<MessagePack, Readonly<Record<Locale, string>>>> = {
  console: { id: consoleIdUrl, en: consoleEnUrl },
  care: { id: careIdUrl, en: careEnUrl },
  money: { id: moneyIdUrl, en: moneyEnUrl },
  articles: { id: articlesIdUrl, en: articlesEnUrl },
  info: { id: infoIdUrl, en: infoEnUrl },
  health: { id: healthIdUrl, en: healthEnUrl },
  profile: { id: profileIdUrl, en: profileEnUrl },
  rights: { id: rightsIdUrl, en: rightsEnUrl },
  'catalog-admin': { id: catalogAdminIdUrl, en: catalogAdminEnUrl },
  stock: { id: stockIdUrl, en: stockEnUrl },
};
/** Doctors, consultations and appointments (`care`) are read by the doctor pages, their chats and the doctor's console. */
const PACK_PATHS: Readonly<Record<MessagePack, readonly string[]>> = {
  console: ['/console'],
  care: ['/doctor', '/messages/doctor', '/messages/appointment', '/console'],
  /** The wallet, vouchers, promotions, coins and points (issue 13). */
  money: ['/wallet', '/order/wallet', '/promo', '/profile/voucher', '/profile/detail/voucher', '/profile/poin-history', '/profile/coins-history'],
  /** Articles (issue 14). */
  articles: ['/articles'],
  /** The information pages and the help centre (issue 14). */
  info: ['/about-us', '/term-condition', '/privacy', '/advertise', '/faq', '/portal'],
  /** The health tracker (issue 14). */
  health: ['/health-tracker', '/profile/health'],
  /** The profile's settings (issue 14). */
  profile: ['/profile'],
  /** Personal-data rights: export, consents, deletion (issue 14). */
  rights: ['/backup'],
  /** The console's catalogue and its stock (issue 15). */
  'catalog-admin': ['/console'],
  stock: ['/console'],
};
const packsLoaded = new Set<string>(import.meta.env.SSR ? MESSAGE_PACKS.flatMap((pack) => [`${pack}:id`, `${pack}:en`]) : []);
const wantedPacks = new Set<MessagePack>();

export function isMessagePack(value: string): value is MessagePack {
  return (MESSAGE_PACKS as readonly string[]).includes(value);
}

/** The packs a page at this path needs. */
export function packsForPath(pathname: string): MessagePack[] {
  return MESSAGE_PACKS.filter((pack) => PACK_PATHS[pack].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)));
}

function hasPacks(packs: readonly MessagePack[], locale: Locale): boolean {
  return packs.every((pack) => packsLoaded.has(`${pack}:${locale}`));
}

/** Languages whose main messages are here (a pack alone does not count). */
const baseReady = new Set<Locale>(import.meta.env.SSR ? ['id', 'en'] : []);

export function hasMessages(locale: Locale): boolean {
  return baseReady.has(locale);
}

async function fetchTree(url: string): Promise<MessageTree> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`messages ${url}: HTTP ${response.status}`);
  return (await response.json()) as MessageTree;
}

const baseLoads: Partial<Record<Locale, Promise<void>>> = {};

/** One fetch per language however many callers ask at once; a pack that arrived first is kept. */
function loadBase(locale: Locale): Promise<void> {
  if (baseReady.has(locale)) return Promise.resolve();
  return (baseLoads[locale] ??= fetchTree(MESSAGES_URL[locale]).then(
    (tree) => {
      loaded[locale] = { ...tree, ...loaded[locale] };
      baseReady.add(locale);
      for (const l of Object.keys(translators) as Locale[]) delete translators[l];
    },
    (error: unknown) => {
      delete baseLoads[locale];
      throw error;
    },
  ));
}

/** A language's messages, with every pack this page has asked for. */
export async function loadMessages(locale: Locale): Promise<void> {
  await Promise.all([loadBase(locale), ...[...wantedPacks].map((pack) => addPack(pack, locale))]);
}

/** Packs on their way, by `pack:locale`: every caller waits for the one fetch (loadMessages asks for all wanted packs each time). */
const packLoads = new Map<string, Promise<void>>();

function addPack(pack: MessagePack, locale: Locale): Promise<void> {
  const key = `${pack}:${locale}`;
  if (packsLoaded.has(key)) return Promise.resolve();
  let pending = packLoads.get(key);
  if (!pending) {
    pending = fetchTree(PACK_URLS[pack][locale]).then(
      (tree) => {
        packLoads.delete(key);
        packsLoaded.add(key);
        loaded[locale] = { ...loaded[locale], ...tree };
        // Translators flatten their messages once: the next render makes new ones that have the pack.
        for (const l of Object.keys(translators) as Locale[]) delete translators[l];
      },
      (error: unknown) => {
        packLoads.delete(key);
        throw error;
      },
    );
    packLoads.set(key, pending);
  }
  return pending;
}

/** Adds a pack to the language's messages (and to any language loaded later). */
export async function loadMessagePack(pack: MessagePack, locale: Locale): Promise<void> {
  wantedPacks.add(pack);
  await loadMessages(locale);
}

/**
 * One translator per language, shared by every render of it: a translator only reads its messages, so
 * the server's concurrent renders in both languages cannot leak one visitor's language into another's
 * page (each render gets the translator of its own language from root.tsx). Missing keys fall back to
 * Indonesian where it is loaded, else to the key.
 */
const translators: Partial<Record<Locale, Translator>> = {};

export function createI18n(locale: Locale): Translator {
  const messages = loaded[locale];
  if (!messages) return createTranslator(locale, {});
  const fallback = loaded[DEFAULT_LOCALE];
  return (translators[locale] ??= createTranslator(locale, messages, fallback && { language: DEFAULT_LOCALE, messages: fallback }));
}

/**
 * The page's translator. After a language switch (a client-side form post) the new language's messages
 * may not be in the browser yet: the page keeps its current language until they arrive.
 */
export function useI18n(locale: Locale, pathname = '/'): Translator {
  const [, setArrived] = useState(0);
  const packs = packsForPath(pathname);
  const ready = hasMessages(locale);
  const packsReady = hasPacks(packs, locale);
  const shown = ready ? locale : (([...baseReady][0] as Locale | undefined) ?? locale);
  useEffect(() => {
    if (!ready || !packsReady) void Promise.all([loadMessages(locale), ...packs.map((pack) => loadMessagePack(pack, locale))]).then(() => setArrived((n) => n + 1));
  }, [locale, ready, packsReady, packs.join(' ')]);
  return createI18n(shown);
}

/** After the page is idle: every pack of the language, so client-side navigations need not wait for one. */
export function preloadMessagePacks(locale: Locale): void {
  for (const pack of MESSAGE_PACKS) void loadMessagePack(pack, locale).catch(() => undefined);
}
