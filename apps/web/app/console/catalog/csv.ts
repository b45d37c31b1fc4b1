/** One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value !== 'number') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A table as CSV text with a BOM (a spreadsheet then reads it as UTF-8). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A data: URL of the table, for a download link that needs no request. */
export function csvHref(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(header, rows))}`;
}
