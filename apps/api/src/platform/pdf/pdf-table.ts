import { PDF_MARGIN, PDF_TEXT_WIDTH } from './a4-pdf.ts';

export interface PdfColumn<K extends string = string> {
  key: K;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/** Space between two columns, in points. */
const GUTTER = 5;

/** Columns of these widths side by side from the left margin, `GUTTER` apart: [key, width, align (left unless told)]. */
export function pdfColumns<const K extends string>(specs: ReadonlyArray<readonly [K, number, ('left' | 'right')?]>): Array<PdfColumn<K>> {
  let x = PDF_MARGIN;
  return specs.map(([key, width, align = 'left']) => {
    const column = { key, x, width, align };
    x += width + GUTTER;
    return column;
  });
}

/**
 * One row of a table at the current line: each cell in its column, the next row below the tallest cell.
 * The header row is bold and ruled off underneath.
 */
export function pdfTableRow(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[], cells: readonly string[], header: boolean): void {
  const y = doc.y;
  doc.font(header ? 'Helvetica-Bold' : 'Helvetica');
  let bottom = y;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = PDF_MARGIN;
  doc.y = bottom + 4;
  if (header) doc.moveTo(PDF_MARGIN, doc.y - 2).lineTo(PDF_MARGIN + PDF_TEXT_WIDTH, doc.y - 2).strokeColor('#999999').stroke();
}
