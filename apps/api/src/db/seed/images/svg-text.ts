/**
 * Text in the seed drawings. librsvg picks the face through fontconfig: Liberation Sans or DejaVu Sans on
 * Debian, Arial or Helvetica elsewhere, and some sans-serif face on any system, so the text always shows.
 */
export const FONT_FAMILY = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

/** Names come from seed data, but an ampersand or a quote in one must not break the drawing. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** A sans-serif letter is about this many ems wide on average; enough to wrap without measuring. */
const EM_PER_CHAR = 0.56;

export function fitsWidth(text: string, fontSize: number, width: number): boolean {
  return text.length * fontSize * EM_PER_CHAR <= width;
}

/** The largest size up to `max` at which `text` fits on one line of `width`. */
export function fontSizeToFit(text: string, width: number, max: number, min = 8): number {
  return Math.max(min, Math.min(max, Math.floor(width / (Math.max(1, text.length) * EM_PER_CHAR))));
}

/**
 * Words into at most `maxLines` lines of `width`; what does not fit ends the last line with an ellipsis,
 * since a pack shot is a picture of the name, not the name itself (the page prints it in full).
 */
export function wrapText(text: string, fontSize: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fitsWidth(candidate, fontSize, width) || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]} ${lines[maxLines]}`;
  while (last.length > 1 && !fitsWidth(`${last}…`, fontSize, width)) last = last.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

export interface TextOptions {
  size: number;
  fill: string;
  weight?: 400 | 700 | 800;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
}

/** One line of text at (x, y), y being the baseline. */
export function svgText(x: number, y: number, text: string, o: TextOptions): string {
  const spacing = o.letterSpacing ? ` letter-spacing="${o.letterSpacing}"` : '';
  return `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${o.size}" font-weight="${o.weight ?? 400}" fill="${o.fill}" text-anchor="${o.anchor ?? 'start'}"${spacing}>${escapeXml(text)}</text>`;
}

/** Lines stacked from the baseline `y`, `lineHeight` apart. */
export function svgLines(x: number, y: number, lines: string[], lineHeight: number, o: TextOptions): string {
  return lines.map((line, i) => svgText(x, y + i * lineHeight, line, o)).join('');
}
