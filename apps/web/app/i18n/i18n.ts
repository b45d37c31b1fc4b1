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
import { createTranslator, type MessageTree, type Translator } from './translate';

/**
 * The server renders both languages, so it holds both from the start. The browser holds only the page's
 * language (about 10 KB gzip each, ADR 020): entry.client fetches it before hydrating — as JSON from a
 * hashed, immutable URL that the page preloads — and a language switch fetches the other one on demand.
 * Outside SSR the static imports are unused and the bundler drops them.
 */
const loaded: Partial<Record<Locale, MessageTree>> = import.meta.env.SSR ? { id: { ...id, ...consoleId, ...careId, ...moneyId }, en: { ...en, ...consoleEn, ...careEn, ...moneyEn } } : {};

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
export const MESSAGE_PACKS = ['console', 'care', 'money'] as const;
export type MessagePack = (typeof MESSAGE_PACKS)[number];
export const PACK_URLS: Readonly<Record<MessagePack, Readonly<Record<Locale, string>>>> = {
  console: { id: consoleIdUrl, en: consoleEnUrl },
  care: { id: careIdUrl, en: careEnUrl },
  money: { id: moneyIdUrl, en: moneyEnUrl },
};
/** Doctors, consultations and appointments (`care`) are read by the doctor pages, their chats and the doctor's console. */
const PACK_PATHS: Readonly<Record<MessagePack, readonly string[]>> = {
  console: ['/console'],
  care: ['/doctor', '/messages/doctor', '/messages/appointment', '/console'],
  /** The wallet, vouchers, promotions, coins and points (issue 13). */
  money: ['/wallet', '/order/wallet', '/promo', '/profile/voucher', '/profile/detail/voucher', '/profile/poin-history', '/profile/coins-history'],
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

async function addPack(pack: MessagePack, locale: Locale): Promise<void> {
  const key = `${pack}:${locale}`;
  if (packsLoaded.has(key)) return;
  const tree = await fetchTree(PACK_URLS[pack][locale]);
  if (packsLoaded.has(key)) return;
  packsLoaded.add(key);
  loaded[locale] = { ...loaded[locale], ...tree };
  // Translators flatten their messages once: the next render makes new ones that have the pack.
  for (const l of Object.keys(translators) as Locale[]) delete translators[l];
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
