import { z } from 'zod';
import type { Locale } from './constants.ts';
import { RULE_MESSAGES, ruleMessage, type RuleName } from './messages.ts';

const zodLocales: Record<Locale, (issue: never) => unknown> = {
  id: z.locales.id().localeError as never,
  en: z.locales.en().localeError as never,
};

type AnyIssue = z.core.$ZodIssue & { input?: unknown; params?: Record<string, unknown> };

function isRule(name: unknown): name is RuleName {
  return typeof name === 'string' && name in RULE_MESSAGES.id;
}

/** One issue in words of the locale: our rules by name, a missing value as "required", the rest by zod's locale. */
export function localizeIssue(issue: AnyIssue, locale: Locale): string {
  const field = issue.path.map(String).join('.') || '_';
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  if (issue.code === 'invalid_type' && missing) return ruleMessage('required', field, locale);
  if (issue.code === 'too_small' && issue.input === '' ) return ruleMessage('required', field, locale);
  if (issue.code === 'custom' && isRule(issue.params?.rule)) return ruleMessage(issue.params.rule, field, locale);
  const text = zodLocales[locale](issue as never);
  return typeof text === 'string' ? text : typeof text === 'object' && text && 'message' in text ? String(text.message) : issue.message;
}

/** Per-field localised errors, as the API's error body and the web forms show them. */
export function localizeIssues(issues: readonly z.core.$ZodIssue[], locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    (out[field] ??= []).push(localizeIssue(issue as AnyIssue, locale));
  }
  return out;
}

/** Parses with the input kept on issues (never sent out) so messages can say "required". */
export function parseLocalized<T extends z.ZodType>(schema: T, input: unknown, locale: Locale) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true as const, data: result.data as z.output<T> };
  return { success: false as const, errors: localizeIssues(result.error.issues, locale) };
}
