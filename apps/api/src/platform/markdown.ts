import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { PageTocEntry } from '@apotek/contract';

/**
 * Markdown to safe HTML for the shop's own texts — articles (issue 14, ADR 033) and the information
 * pages (ADR 034) — with heading ids and the table of contents built from them. One renderer, so an
 * editor's Markdown means the same on both and one sanitiser list says what may reach a page.
 */

/** A heading's anchor: lower case letters and digits joined by hyphens (accents dropped). */
export function headingId(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // "1. Hak Anda" anchors as #hak-anda: an id starting with a digit is no CSS selector.
    .replace(/^\s*\d+(?:\.\d+)*[.)]\s+/, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'bagian';
}

/**
 * What may reach a page: the Markdown's own elements (headings with their ids, lists, tables, links,
 * emphasis, quotes, code), nothing that runs or loads (no script, style, iframe, img, form, event
 * attributes, style attributes), links only to http(s), mailto, tel or paths on the site. Links to other
 * sites open apart and carry no referrer or opener.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'del', 'abbr'],
  allowedAttributes: { a: ['href', 'rel', 'target'], h2: ['id'], h3: ['id'], h4: ['id'], th: ['align'], td: ['align'], abbr: ['title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A page's own title is its h1; a Markdown `#` becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const attrs: sanitizeHtml.Attributes = external ? { href, rel: 'noopener noreferrer', target: '_blank' } : { href };
      return { tagName, attribs: attrs };
    },
  },
};

export interface RenderedMarkdown {
  html: string;
  toc: PageTocEntry[];
}

/**
 * Markdown to sanitised HTML on the server. Sections (`##`) and subsections (`###`) get ids and make the
 * table of contents; the HTML is then sanitised whatever the Markdown held (an editor's raw HTML included).
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: PageTocEntry[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const plain = sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '').trim();
        const depth = Math.min(Math.max(token.depth, 2), 4);
        const base = headingId(plain);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        if (depth <= 3) toc.push({ id, text: plain, level: depth as 2 | 3 });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const raw = marked.parse(markdown, { async: false });
  return { html: sanitizeHtml(raw, SANITIZE), toc };
}
