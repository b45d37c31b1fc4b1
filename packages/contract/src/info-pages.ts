import { z } from 'zod';
import type { Locale } from './constants.ts';
import { envelope } from './envelope.ts';
import { localizeIssue } from './localize.ts';
import { RULE_MESSAGES } from './messages.ts';
import { email } from './rules/email.ts';
import { indonesianPhone } from './rules/phone.ts';

/**
 * Information pages, the help centre and the advertising enquiry (issue 14; docs/decisions/034-information-pages.md).
 * The pages are Markdown per language in the database, one row per version; the API answers them
 * rendered and sanitised.
 */
export const INFO_PAGE_SLUGS = ['about-us', 'term-condition', 'privacy', 'advertise', 'portal', 'portal-shopee'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** The documents a user accepts at registration, by the page that shows them (LEGAL_VERSIONS' keys). */
export const LEGAL_PAGE_OF = { terms: 'term-condition', privacy: 'privacy' } as const satisfies Record<string, InfoPageSlug>;

const locale = z.enum(['id', 'en']);

export const infoPageParams = z.object({ slug: z.string().trim().min(1).max(60) });
export const infoPageQuery = z.object({
  /** The language wanted; by default the request's (cookie, Accept-Language). */
  lang: locale.optional(),
  /** An earlier version of the text (legal documents keep every version a consent may point at). */
  version: z.string().trim().regex(/^[0-9A-Za-z.-]{1,40}$/).optional(),
});

export const pageTocEntry = z.object({ id: z.string(), text: z.string(), level: z.number().int().min(2).max(3) });
export type PageTocEntry = z.infer<typeof pageTocEntry>;

export const infoPageVersion = z.object({ version: z.string(), effective_at: z.string() });
export type InfoPageVersion = z.infer<typeof infoPageVersion>;

/** GET /api/pages/{slug}: the text rendered to sanitised HTML on the server, with its version. */
export const infoPage = z.object({
  slug: z.enum(INFO_PAGE_SLUGS),
  locale,
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML of the Markdown; headings carry ids the table of contents links to. */
  html: z.string(),
  toc: z.array(pageTocEntry),
  version: z.string(),
  effective_at: z.string(),
  /** True when this is the version in force (false for an earlier one asked by `version`). */
  current: z.boolean(),
  /** Every version, newest first. */
  versions: z.array(infoPageVersion),
});
export type InfoPage = z.infer<typeof infoPage>;
export const infoPageResponse = envelope(infoPage);

/** GET /api/faq: the help centre, grouped by topic, in both languages (the chat assistant reads it too). */
export const faqQuery = z.object({ q: z.string().trim().max(100).optional() });
const bilingual = z.object({ id: z.string(), en: z.string() });
export const faqEntry = z.object({
  id: z.string(),
  topic: z.string(),
  question: bilingual,
  answer: bilingual,
  /** Words and phrases that point at the entry, both languages together (the assistant's matching). */
  keywords: z.array(z.string()),
  /** Shown as the assistant's "popular questions". */
  popular: z.boolean(),
  link: z.object({ to: z.string(), label: bilingual }).nullable(),
});
export type FaqEntry = z.infer<typeof faqEntry>;
export const faqTopic = z.object({ id: z.string(), title: bilingual, entries: z.array(faqEntry) });
export type FaqTopic = z.infer<typeof faqTopic>;
export const faqData = z.object({
  /** The search asked, trimmed ('' for none). */
  q: z.string(),
  total: z.number().int(),
  /** Topics in order; with a search only those with a match, their entries best match first. */
  topics: z.array(faqTopic),
});
export type FaqData = z.infer<typeof faqData>;
export const faqResponse = envelope(faqData);

/** Where advertising enquiries go (the shop's sales desk). */
export const SALES_EMAIL = 'sales@apotek.id';

export const BUDGET_RANGES = ['under-10m', '10m-50m', '50m-200m', 'over-200m'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

export const ADVERTISE_LIMITS = { company: 120, name: 100, message: { min: 20, max: 2000 } } as const;

/**
 * POST /api/advertise: one schema for the page's inline checks, its action and the API. The phone is
 * the shop's Indonesian phone rule (stored in E.164).
 */
export const advertiseBody = z.object({
  company: z.string().trim().min(1, { abort: true }).min(2).max(ADVERTISE_LIMITS.company),
  name: z.string().trim().min(1, { abort: true }).min(2).max(ADVERTISE_LIMITS.name),
  email: email(),
  phone: indonesianPhone(),
  budget_range: z.enum(BUDGET_RANGES),
  message: z.string().trim().min(1, { abort: true }).min(ADVERTISE_LIMITS.message.min).max(ADVERTISE_LIMITS.message.max),
});
export type AdvertiseBody = z.input<typeof advertiseBody>;
export const ADVERTISE_FIELDS = ['company', 'name', 'email', 'phone', 'budget_range', 'message'] as const;
export type AdvertiseField = (typeof ADVERTISE_FIELDS)[number];
/**
 * What the route itself accepts: the fields by name, unchecked. The API parses them with `parseAdvertise`,
 * so its 422 names the fields in the form's own words (the route table's generic check would say `company`).
 */
export const advertiseRequest = z.object(Object.fromEntries(ADVERTISE_FIELDS.map((f) => [f, z.unknown().optional()])) as Record<AdvertiseField, z.ZodOptional<z.ZodUnknown>>);
export const advertiseResponse = envelope(z.object({ reference: z.string() }));

/** The form's field names in words (the shared FIELD_LABELS do not know `company` or `budget_range`). */
export const ADVERTISE_LABELS: Record<Locale, Record<AdvertiseField, string>> = {
  id: { company: 'Nama perusahaan', name: 'Nama', email: 'E-mail', phone: 'Nomor telepon', budget_range: 'Kisaran anggaran', message: 'Pesan' },
  en: { company: 'Company name', name: 'Name', email: 'E-mail', phone: 'Phone number', budget_range: 'Budget range', message: 'Message' },
};

type Issue = z.core.$ZodIssue & { input?: unknown; params?: Record<string, unknown> };

/**
 * The advertise form's errors by field, in the locale: the shared rules' messages with the form's own
 * labels, zod's localised text for the rest (length), and a choice to make for the budget.
 */
export function advertiseErrors(issues: readonly z.core.$ZodIssue[], lang: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const raw of issues) {
    const issue = raw as Issue;
    const field = String(issue.path[0] ?? '_');
    const label = ADVERTISE_LABELS[lang][field as AdvertiseField] ?? field;
    const missing = issue.input === undefined || issue.input === null || issue.input === '';
    const rule = issue.code === 'custom' && typeof issue.params?.rule === 'string' && issue.params.rule in RULE_MESSAGES[lang] ? (issue.params.rule as keyof (typeof RULE_MESSAGES)['id']) : null;
    let text: string;
    if (missing || (issue.code === 'too_small' && issue.input === '')) text = RULE_MESSAGES[lang].required.replaceAll('{field}', label);
    else if (rule) text = RULE_MESSAGES[lang][rule].replaceAll('{field}', label);
    else if (issue.code === 'invalid_value') text = lang === 'id' ? `Pilih ${label.toLowerCase()}` : `Choose a ${label.toLowerCase()}`;
    else text = `${label}: ${localizeIssue(issue, lang)}`;
    (out[field] ??= []).push(text);
  }
  return out;
}

/** Parses an enquiry with the form's messages (the page, its action and the API all call this). */
export function parseAdvertise(input: unknown, lang: Locale) {
  const result = advertiseBody.safeParse(input, { reportInput: true });
  if (result.success) return { success: true as const, data: result.data };
  return { success: false as const, errors: advertiseErrors(result.error.issues, lang) };
}
