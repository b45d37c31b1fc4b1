/**
 * Typography for the long documents (terms, privacy) and the other information pages: the server's
 * sanitised HTML, styled from its container so no class reaches the Markdown. A 68-character measure,
 * roomy lines, headings that clear the sticky top bar when a contents link jumps to them, tables that
 * scroll on their own on a phone.
 */
export const PROSE = [
  'max-w-[68ch] text-[15px] leading-7 text-ink',
  '[&_p]:my-4',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:leading-snug [&_h2]:text-ink',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:scroll-mt-24 [&_h3]:text-base [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1',
  '[&_a]:font-medium [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-primary',
  '[&_strong]:font-semibold',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_table]:my-5 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm [&_table]:leading-6',
  '[&_th]:border-b-2 [&_th]:border-gray-200 [&_th]:bg-gray-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-gray-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_hr]:my-8 [&_hr]:border-gray-200',
].join(' ');
