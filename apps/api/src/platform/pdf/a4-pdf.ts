import PDFDocument from 'pdfkit';

/** The margin our documents keep on every side, and the width of text between the margins of an A4 page. */
export const PDF_MARGIN = 48;
export const PDF_TEXT_WIDTH = 499;

/**
 * A new A4 document (the invoice, the salinan resep) and its bytes. pdfkit streams what it writes, so the
 * chunks are gathered from the start; `bytes` resolves once the caller has called `doc.end()`.
 */
export function openA4Pdf(info: { Title: string; Author: string }): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
