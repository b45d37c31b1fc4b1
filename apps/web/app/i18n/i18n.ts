import i18next, { type i18n } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@apotek/contract/constants';
import en from './en.json';
import enUrl from './en.json?url';
import id from './id.json';
import idUrl from './id.json?url';

type Messages = typeof id;

/**
 * The server renders both languages, so it holds both from the start. The browser holds only the page's
 * language (about 10 KB gzip each, ADR 020): entry.client fetches it before hydrating — as JSON from a
 * hashed, immutable URL that the page preloads — and a language switch fetches the other one on demand.
 * Outside SSR the static imports are unused and the bundler drops them.
 */
const loaded: Partial<Record<Locale, Messages>> = import.meta.env.SSR ? { id, en } : {};

/** Where the browser fetches each language's messages; root.tsx preloads the page's. */
export const MESSAGES_URL: Readonly<Record<Locale, string>> = { id: idUrl, en: enUrl };

export function hasMessages(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

export async function loadMessages(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  const response = await fetch(MESSAGES_URL[locale]);
  if (!response.ok) throw new Error(`messages ${locale}: HTTP ${response.status}`);
  loaded[locale] = (await response.json()) as Messages;
}

/**
 * One instance per render tree: the server renders requests in different languages at the same time,
 * so a shared global instance would leak one visitor's language into another's page.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(Object.entries(loaded).map(([lng, translation]) => [lng, { translation }]));
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'id',
    resources,
    // Resources are in memory, so initialisation finishes synchronously and SSR renders translated text.
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * What the server renders with: one instance per language for the whole process (its language never
 * changes there, and rendering only reads it), seen through an object with no own properties. Every
 * useTranslation call in a server render copies all own properties of the instance it is given (a fresh
 * wrapper per component, since refs do not survive a server render): on the bare instance that copy was
 * the largest single cost of a page (docs/decisions/021-ssr-speed.md); through the view it copies nothing.
 */
const serverViews: Partial<Record<Locale, i18n>> = {};
function serverI18n(locale: Locale): i18n {
  return (serverViews[locale] ??= Object.create(createI18n(locale)) as i18n);
}

/**
 * The page's i18n instance. After a language switch (a client-side form post) the new language's
 * messages may not be in the browser yet: the page keeps its current language until they arrive.
 */
export function useI18n(locale: Locale): i18n {
  const [, setArrived] = useState(0);
  const ready = hasMessages(locale);
  const shown = ready ? locale : ((Object.keys(loaded)[0] as Locale | undefined) ?? locale);
  const instance = useMemo(() => (import.meta.env.SSR ? serverI18n(shown) : createI18n(shown)), [shown]);
  useEffect(() => {
    if (!ready) void loadMessages(locale).then(() => setArrived((n) => n + 1));
  }, [locale, ready]);
  return instance;
}
