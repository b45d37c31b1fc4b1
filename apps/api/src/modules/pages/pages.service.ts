import { randomInt } from 'node:crypto';
import { type BudgetRange, type FaqData, type FaqEntry, type FaqTopic, INFO_PAGE_SLUGS, type InfoPage, type InfoPageSlug, type Locale, parseAdvertise, SALES_EMAIL } from '@apotek/contract';
import { searchFaq } from '@apotek/contract/faq-match';
import { formatIndonesianPhone } from '@apotek/contract/rules/phone';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError, notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Messaging } from '../../platform/messaging/messaging.ts';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { renderMarkdown, type RenderedMarkdown } from '../../platform/markdown.ts';
import { findPage, findVersion, insertInquiry, listFaqEntries, listFaqTopics, listVersions } from './pages.repository.ts';

/** Advertising enquiries per IP: a sales desk reads every one, so a script must not fill its inbox. */
export const ADVERTISE_LIMIT: RateLimitRule = { name: 'advertise:ip', max: 5, windowMs: 60 * 60_000 };

const BUDGET_WORDS: Record<BudgetRange, string> = {
  'under-10m': '< Rp10 juta',
  '10m-50m': 'Rp10–50 juta',
  '50m-200m': 'Rp50–200 juta',
  'over-200m': '> Rp200 juta',
};

const REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference the enquirer and the sales desk can quote: ADV- and 8 characters. */
function newReference(): string {
  let out = 'ADV-';
  for (let i = 0; i < 8; i += 1) out += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return out;
}

export interface InfoPagesDeps {
  db: Kysely<Database>;
  clock: Clock;
  limiter: RateLimiter;
  messaging: Messaging;
}

/** Pages, the help centre and advertising enquiries (ADR 034). */
export class InfoPagesService {
  /** Rendered text by version row and language: a version is never rewritten, so it is rendered once. */
  private readonly rendered = new Map<string, RenderedMarkdown>();

  constructor(private readonly deps: InfoPagesDeps) {}

  async page(slug: string, lang: Locale, version?: string): Promise<InfoPage> {
    if (!(INFO_PAGE_SLUGS as readonly string[]).includes(slug)) throw notFound();
    const { db } = this.deps;
    const page = await findPage(db, slug);
    if (!page) throw notFound();
    const row = await findVersion(db, slug, version ?? page.current_version);
    if (!row) throw notFound();
    const key = `${row.id}:${lang}`;
    let body = this.rendered.get(key);
    if (!body) {
      body = renderMarkdown(lang === 'en' ? row.body_en : row.body_id);
      this.rendered.set(key, body);
    }
    const versions = await listVersions(db, slug);
    return {
      slug: slug as InfoPageSlug,
      locale: lang,
      title: lang === 'en' ? row.title_en : row.title_id,
      summary: lang === 'en' ? row.summary_en : row.summary_id,
      html: body.html,
      toc: body.toc,
      version: row.version,
      effective_at: new Date(row.effective_at).toISOString(),
      current: row.version === page.current_version,
      versions: versions.map((v) => ({ version: v.version, effective_at: new Date(v.effective_at).toISOString() })),
    };
  }

  /** The help centre by topic; with `q`, only matching entries, best first within their topic, and topics with none left out. */
  async faq(q = ''): Promise<FaqData> {
    const { db } = this.deps;
    const [topics, rows] = await Promise.all([listFaqTopics(db), listFaqEntries(db)]);
    const entries: FaqEntry[] = rows.map((r) => ({
      id: r.slug,
      topic: r.topic_slug,
      question: { id: r.question_id, en: r.question_en },
      answer: { id: r.answer_id, en: r.answer_en },
      keywords: parseKeywords(r.keywords),
      popular: r.popular === 1,
      link: r.link_to ? { to: r.link_to, label: { id: r.link_label_id ?? r.link_to, en: r.link_label_en ?? r.link_to } } : null,
    }));
    const query = q.trim();
    const shown = query ? searchFaq(query, entries) : entries;
    const grouped: FaqTopic[] = topics
      .map((t) => ({ id: t.slug, title: { id: t.title_id, en: t.title_en }, entries: shown.filter((e) => e.topic === t.slug) }))
      .filter((t) => !query || t.entries.length > 0);
    return { q: query, total: shown.length, topics: grouped };
  }

  /**
   * Stores an enquiry and sends it to the sales desk. The form's checks first (nothing counted or stored
   * for a refused form), then the per-IP limit, then the row; the e-mail goes after the row is written.
   */
  async advertise(input: unknown, caller: { ip: string; locale: Locale }): Promise<{ reference: string }> {
    const parsed = parseAdvertise(input, caller.locale);
    if (!parsed.success) throw new AdvertiseValidationError(parsed.errors);
    await this.deps.limiter.consume(ADVERTISE_LIMIT, caller.ip);
    const body = parsed.data;
    const reference = newReference();
    const now = this.deps.clock.now().toISOString();
    await insertInquiry(this.deps.db, { reference, ...body, locale: caller.locale, created_at: now });
    await this.deps.messaging.send({
      channel: 'email',
      recipient: SALES_EMAIL,
      subject: `Permintaan beriklan ${reference}: ${body.company}`,
      body: [
        `Permintaan beriklan baru (${reference}) dari halaman /advertise.`,
        '',
        `Perusahaan: ${body.company}`,
        `Nama: ${body.name}`,
        `E-mail: ${body.email}`,
        `Telepon: ${formatIndonesianPhone(body.phone)} (${body.phone})`,
        `Anggaran: ${BUDGET_WORDS[body.budget_range]}`,
        `Bahasa: ${caller.locale === 'en' ? 'English' : 'Indonesia'}`,
        '',
        'Pesan:',
        body.message,
      ].join('\n'),
    });
    return { reference };
  }
}


function parseKeywords(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** A refused enquiry: per-field messages already in the caller's words (the form's own labels). */
export class AdvertiseValidationError extends ApiError {
  constructor(readonly fieldMessages: Record<string, string[]>) {
    super(422, 'validation');
  }
}
