import type { ArticleDetail } from '@apotek/contract/articles';

/** An image or page address as crawlers need it: absolute. */
function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/**
 * schema.org for an article page: the `Article` (headline, dates, author, image) and the `MedicalWebPage`
 * it sits on, with the reviewing doctor as `reviewedBy` (their STR as the identifier) and the review date.
 */
export function articleJsonLd(article: ArticleDetail, canonical: string, origin: string): Record<string, unknown> {
  const image = article.cover_url ? [absolute(article.cover_url, origin)] : undefined;
  const publisher = { '@type': 'Organization', name: 'Apotek', url: origin };
  const reviewer = {
    '@type': 'Person',
    name: article.reviewer.name,
    identifier: { '@type': 'PropertyValue', propertyID: 'STR', value: article.reviewer.str_number },
    ...(article.reviewer.doctor_slug ? { url: `${origin}/doctor/${article.reviewer.doctor_slug}` } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Article',
        '@id': `${canonical}#article`,
        headline: article.title,
        description: article.summary,
        inLanguage: article.locale,
        datePublished: article.published_at,
        dateModified: article.updated_at,
        author: { '@type': article.author.name.startsWith('Tim ') ? 'Organization' : 'Person', name: article.author.name },
        publisher,
        articleSection: article.category.name,
        keywords: article.tags.map((t) => t.name).join(', '),
        mainEntityOfPage: canonical,
        ...(image ? { image } : {}),
      },
      {
        '@type': 'MedicalWebPage',
        '@id': canonical,
        url: canonical,
        name: article.title,
        inLanguage: article.locale,
        lastReviewed: article.updated_at.slice(0, 10),
        reviewedBy: reviewer,
        mainEntity: { '@id': `${canonical}#article` },
        publisher,
      },
    ],
  };
}

/** JSON for a <script> element: `<` escaped so the text can never close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
