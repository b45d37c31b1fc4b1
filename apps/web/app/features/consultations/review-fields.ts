/** The review form: 1–5 stars and an optional text of up to REVIEW_TEXT_MAX characters. */
export const REVIEW_TEXT_MAX = 1000;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The body of POST /api/consultation/{id}/review from the form. A missing or out-of-range rating goes
 * to the API as it is (null), which answers "required" on `rating` in the page's language.
 */
export function reviewBodyFrom(fields: { rating: string; text: string }): { rating: number | null; text: string } {
  const rating = Number(fields.rating);
  return { rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null, text: fields.text.trim().slice(0, REVIEW_TEXT_MAX) };
}
