import type { FaqEntry } from '@apotek/contract/info-pages';
import { quietBrowserApi } from '~/lib/api';

export type { FaqEntry };

let loading: Promise<FaqEntry[]> | null = null;

/**
 * What the assistant knows: the help centre's FAQ (GET /api/faq, the same entries /faq shows), read once
 * when the panel first opens — never with a page (ADR 020) — and kept for the visit. A failed read is
 * tried again on the next open; meanwhile the assistant hands over to a pharmacist.
 */
export function loadFaq(): Promise<FaqEntry[]> {
  loading ??= quietBrowserApi()
    .call('faq')
    .then((result) => {
      if (!result.ok) throw new Error(`faq ${result.status}`);
      return result.body.data.topics.flatMap((topic) => topic.entries);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
