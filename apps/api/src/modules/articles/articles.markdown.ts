import type { TocEntry } from '@apotek/contract';
import { renderMarkdown } from '../../platform/markdown.ts';

export interface RenderedArticle {
  html: string;
  toc: TocEntry[];
  words: number;
}

/** Words of the Markdown source, without its punctuation marks: what reading time is counted from. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/[#>*_`~[\]()|-]+/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** About 200 words a minute, the usual figure for reading in Indonesian or English; at least a minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}

/** An article body: the shop's one Markdown renderer (platform/markdown.ts) and the words reading time is counted from. */
export function renderArticle(markdown: string): RenderedArticle {
  return { ...renderMarkdown(markdown), words: countWords(markdown) };
}
