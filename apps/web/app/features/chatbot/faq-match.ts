/**
 * The assistant matches questions with the help centre's own matcher (packages/contract/src/faq-match.ts),
 * so GET /api/faq?q= and the chat bubble find the same answer.
 */
export { FAQ_MIN_SCORE, matchFaq, normalize, scoreEntry, searchFaq, stems } from '@apotek/contract/faq-match';
