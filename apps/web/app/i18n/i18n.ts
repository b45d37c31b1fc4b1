import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@apotek/contract/constants';
import en from './en.json';
import enUrl from './en.json?url';
import id from './id.json';
import idUrl from './id.json?url';
import { createTranslator, type MessageTree, type Translator } from './translate';

/**
 * The server renders both languages, so it holds both from the start. The browser holds only the page's
 * language (about 10 KB gzip each, ADR 020): entry.client fetches it before hydrating — as JSON from a
 * hashed, immutable URL that the page preloads — and a language switch fetches the other one on demand.
 * Outside SSR the static imports are unused and the bundler drops them.
 */
const loaded: Partial<Record<Locale, MessageTree>> = import.meta.env.SSR ? { id, en } : {};

/** Where the browser fetches each language's messages; root.tsx preloads the page's. */
export const MESSAGES_URL: Readonly<Record<Locale, string>> = { id: idUrl, en: enUrl };

export function hasMessages(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

export async function loadMessages(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  const response = await fetch(MESSAGES_URL[locale]);
  if (!response.ok) throw new Error(`messages ${locale}: HTTP ${response.status}`);
  loaded[locale] = (await response.json()) as MessageTree;
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
export function useI18n(locale: Locale): Translator {
  const [, setArrived] = useState(0);
  const ready = hasMessages(locale);
  const shown = ready ? locale : ((Object.keys(loaded)[0] as Locale | undefined) ?? locale);
  useEffect(() => {
    if (!ready) void loadMessages(locale).then(() => setArrived((n) => n + 1));
  }, [locale, ready]);
  return createI18n(shown);
}
