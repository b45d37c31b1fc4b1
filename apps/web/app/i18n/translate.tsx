import { cloneElement, createContext, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { Locale } from '@apotek/contract/constants';
import type id from './id.json';
import type carePack from './packs/care.id.json';
import type consolePack from './packs/console.id.json';
import type moneyPack from './packs/money.id.json';
import type articlesPack from './packs/articles.id.json';
import type infoPack from './packs/info.id.json';
import type healthPack from './packs/health.id.json';
import type profilePack from './packs/profile.id.json';
import type rightsPack from './packs/rights.id.json';
import type catalogAdminPack from './packs/catalog-admin.id.json';
import type stockPack from './packs/stock.id.json';

/**
 * The shop's translator: what the pages used of i18next and react-i18next (about 19 KB gzip in every
 * page's first load, and a quarter of the server's render CPU, ADR 021), in a few hundred bytes
 * (docs/decisions/026-preact-in-the-browser.md).
 *
 * - `t('a.b.c', vars)`: the message at that dotted path of the page's language, else of Indonesian, else
 *   the key itself.
 *   With `vars.defaultValue`, that instead of the key (and any string is then accepted as a key).
 * - `{{name}}` is replaced by `vars.name` as it is, unescaped: React escapes what it renders.
 * - With a numeric `vars.count`, `key_<form>` is preferred, the form chosen by `Intl.PluralRules` for the
 *   language (`one` or `other` in English; Indonesian has only `other`), then `key`, then `key_other`.
 * - `<Trans i18nKey values components>` renders a message whose `<name>…</name>` tags wrap their text
 *   in `components.name`.
 */

type PluralForm = Intl.LDMLPluralRule;
type Leaf<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`> }[keyof T & string];
type Leaves = Leaf<
  typeof id &
    typeof consolePack &
    typeof carePack &
    typeof moneyPack &
    typeof articlesPack &
    typeof infoPack &
    typeof healthPack &
    typeof profilePack &
    typeof rightsPack &
    typeof catalogAdminPack &
    typeof stockPack
>;
type PluralBase<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : never;

/** Every message of id.json and its packs by its dotted path, and plural groups by their base key (`years` for `years_one`). */
export type MessageKey = Leaves | PluralBase<Leaves>;
export type Vars = Readonly<Record<string, unknown>>;
export interface TFunction {
  (key: MessageKey, vars?: Vars): string;
  /** A key built at run time (an API's status, say), with the text to show when there is no such message. */
  (key: string, vars: Vars & { defaultValue: string }): string;
}

/** A language's messages as written in id.json / en.json: nested objects with strings at the leaves. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

export interface Translator {
  readonly language: Locale;
  readonly t: TFunction;
}

function flatten(tree: MessageTree, into = new Map<string, string>(), prefix = ''): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, into, `${prefix}${key}.`);
  }
  return into;
}

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

export function interpolate(text: string, vars: Vars): string {
  return text.includes('{{') ? text.replace(PLACEHOLDER, (_, name: string) => (vars[name] == null ? '' : String(vars[name]))) : text;
}

interface Table {
  messages: Map<string, string>;
  plural: Intl.PluralRules;
}

function lookup({ messages, plural }: Table, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const form = messages.get(`${key}_${plural.select(count)}`);
    if (form !== undefined) return form;
  }
  return messages.get(key) ?? (typeof count === 'number' ? messages.get(`${key}_other`) : undefined);
}

/**
 * A translator for `language` over its messages, falling back to `fallback` (Indonesian) for keys the
 * language lacks. Messages are flattened once, so a lookup is one Map read.
 */
export function createTranslator(language: Locale, messages: MessageTree, fallback?: { language: Locale; messages: MessageTree }): Translator {
  const tables: Table[] = [{ messages: flatten(messages), plural: new Intl.PluralRules(language) }];
  if (fallback && fallback.messages !== messages) tables.push({ messages: flatten(fallback.messages), plural: new Intl.PluralRules(fallback.language) });
  const t: TFunction = (key: string, vars?: Vars) => {
    let text: string | undefined;
    for (const table of tables) if ((text = lookup(table, key, vars?.count)) !== undefined) break;
    if (!vars) return text ?? key;
    return interpolate(text ?? (typeof vars.defaultValue === 'string' ? vars.defaultValue : key), vars);
  };
  return { language, t };
}

const I18nContext = createContext<Translator | null>(null);

/** Gives the page's translator to every `useTranslation` below it (root.tsx; tests wrap what they render). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` of the page's language (the same function for as long as the language stays) and the translator. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  return { t: i18n.t, i18n };
}

const TAG = /<(\/?)([\w-]+)\s*(\/?)>/g;

/**
 * Turns `Read the <terms>terms</terms>.` into text and elements: each `<name>` pair wraps what it encloses
 * in a copy of `components.name` (`<name/>` alone: the component as it is). A tag with no component keeps
 * only its content; an unclosed one is left as text.
 */
export function renderTagged(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  type Open = { name: string; children: ReactNode[]; raw: string };
  const stack: Open[] = [{ name: '', children: [], raw: '' }];
  const top = () => stack[stack.length - 1]!;
  const wrap = (name: string, children: ReactNode[], key: number): ReactNode => {
    const component = components[name];
    return isValidElement(component) ? cloneElement(component, { key }, ...children) : <Fragment key={key}>{children}</Fragment>;
  };
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(TAG)) {
    const [raw, closing, name = '', selfClosing] = match;
    if (match.index > last) top().children.push(text.slice(last, match.index));
    last = match.index + raw.length;
    if (selfClosing) top().children.push(wrap(name, [], key++));
    else if (!closing) stack.push({ name, children: [], raw });
    else if (stack.length > 1 && top().name === name) {
      const done = stack.pop()!;
      top().children.push(wrap(name, done.children, key++));
    } else top().children.push(raw);
  }
  if (last < text.length) top().children.push(text.slice(last));
  // Tags left open are text again, their content kept.
  while (stack.length > 1) {
    const open = stack.pop()!;
    top().children.push(open.raw, ...open.children);
  }
  return top().children;
}

/** A message with markup: `<Trans i18nKey="auth.register.consent" components={{ terms: <Link to="/term-condition" /> }} />`. */
export function Trans({ i18nKey, values, components = {} }: { i18nKey: MessageKey; values?: Vars; components?: Readonly<Record<string, ReactElement>> }) {
  const { t } = useTranslation();
  return <>{renderTagged(t(i18nKey, values), components)}</>;
}
