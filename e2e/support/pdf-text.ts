import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, page after page, as PDF.js extracts it. PDFs compress their content streams and
 * encode glyphs per font, so the raw bytes cannot be searched for words; this reads them as a viewer does.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  // Lines wrap and runs split: compare on single spaces.
  return pages.join('\n').replace(/\s+/g, ' ');
}
