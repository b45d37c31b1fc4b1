import { Children, Fragment, isValidElement, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { PREACT } from '~/lib/renderer';

/**
 * A page's <title>, <meta> and <link> tags, rendered wherever the page is.
 *
 * React 19 lifts these into <head>, on the server and in the browser. Preact renders them where they
 * stand, and the browser build hydrates <body> only (docs/decisions/026-preact-in-the-browser.md). So in
 * that build they are written into <head> by a layout effect instead: each tag takes over the element of
 * <head> that plays the same part — the title, the meta of the same name or property, the link of the same
 * rel — which the server's HTML or the page before left there, or adds one; and the page takes its tags
 * away when it goes, as React does. Children are plain elements: `<title>`, `<meta>`, `<link>` (fragments
 * and `false` are fine). A JSON-LD `<script>` stays in the body, where both render it alike.
 */
export const HeadTags: (props: { children?: ReactNode }) => ReactNode = PREACT ? HeadTagsInTheBrowser : ServerHeadTags;

function ServerHeadTags({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

interface Tag {
  name: 'title' | 'meta' | 'link';
  attributes: [string, string][];
  text: string;
}

/** JSX prop names that differ from their attribute. */
const ATTRIBUTE: Readonly<Record<string, string>> = { charSet: 'charset', httpEquiv: 'http-equiv', hrefLang: 'hreflang', crossOrigin: 'crossorigin', itemProp: 'itemprop' };

export function headTagsOf(children: ReactNode, into: Tag[] = []): Tag[] {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { children: inner, ...props } = (child as ReactElement<Record<string, unknown>>).props;
    if (child.type === Fragment) return void headTagsOf(inner as ReactNode, into);
    if (child.type !== 'title' && child.type !== 'meta' && child.type !== 'link') throw new Error(`HeadTags holds <title>, <meta> and <link>, not ${String(child.type)}`);
    const attributes = Object.entries(props)
      .filter(([, value]) => value !== undefined && value !== null && value !== false)
      .map(([name, value]): [string, string] => [ATTRIBUTE[name] ?? name, value === true ? '' : String(value)]);
    into.push({ name: child.type, attributes, text: child.type === 'title' ? Children.toArray(inner as ReactNode).join('') : '' });
  });
  return into;
}

/** The selector of the element in <head> that plays the same part as `tag`. */
export function sameRole(tag: Tag): string {
  const attribute = (name: string) => tag.attributes.find(([n]) => n === name)?.[1];
  if (tag.name === 'title') return 'title';
  const role = tag.name === 'meta' ? (['name', 'property', 'http-equiv', 'itemprop'] as const).find((n) => attribute(n) !== undefined) : 'rel';
  if (!role) return tag.name === 'meta' && attribute('charset') !== undefined ? 'meta[charset]' : '';
  const value = attribute(role);
  return value === undefined ? '' : `${tag.name}[${role}="${value.replace(/["\\]/g, '\\$&')}"]`;
}

/** Which HeadTags placed an element last: a page's tags leave with it unless another page's took them over. */
const placedBy = new WeakMap<Element, object>();

/** What HeadTags is in the Preact build; exported for its tests, which run on React. */
export function HeadTagsInTheBrowser({ children }: { children?: ReactNode }) {
  const tags = headTagsOf(children);
  const signature = JSON.stringify(tags);
  useLayoutEffect(() => {
    const owner = {};
    const placed = tags.map((tag) => {
      const selector = sameRole(tag);
      let element = selector ? document.head.querySelector(selector) : null;
      if (element) {
        for (const { name } of [...element.attributes]) if (!tag.attributes.some(([own]) => own === name)) element.removeAttribute(name);
      } else element = document.head.appendChild(document.createElement(tag.name));
      for (const [name, value] of tag.attributes) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
      if (tag.name === 'title' && element.textContent !== tag.text) element.textContent = tag.text;
      placedBy.set(element, owner);
      return element;
    });
    return () => {
      for (const element of placed) if (placedBy.get(element) === owner) element.remove();
    };
    // The tags are read through their signature: a new array every render, the same tags most of them.
  }, [signature]);
  return null;
}
