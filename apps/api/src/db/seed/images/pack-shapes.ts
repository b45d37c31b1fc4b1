import type { BrandColours } from './brand-colour.ts';
import { type Box, packLabel, type PackText } from './pack-label.ts';

/** The kinds of pack a demo product is drawn as. */
export type PackShape = 'box' | 'blister' | 'bottle' | 'dropper' | 'spray' | 'pillBottle' | 'tube' | 'cylinder' | 'sachet' | 'tin';

/** Loose pills in a strip's pockets: round tablets, long caplets or two-tone capsules. */
export type PillKind = 'tablet' | 'caplet' | 'capsule';

export interface ShapeInput {
  text: PackText;
  colours: BrandColours;
  pill: PillKind;
}

const OUTLINE = 'stroke="#0f172a" stroke-opacity=".14" stroke-width="1.5"';

function box({ text, colours: c }: ShapeInput): string {
  const front: Box = { x: 146, y: 122, w: 214, h: 304 };
  const d = { x: 42, y: -28 };
  const r = front.x + front.w;
  const b = front.y + front.h;
  return [
    `<path d="M${front.x} ${front.y}L${r} ${front.y}L${r + d.x} ${front.y + d.y}L${front.x + d.x} ${front.y + d.y}Z" fill="${c.light}" ${OUTLINE}/>`,
    `<path d="M${r} ${front.y}L${r + d.x} ${front.y + d.y}L${r + d.x} ${b + d.y}L${r} ${b}Z" fill="${c.dark}"/>`,
    packLabel(front, text, c),
    `<rect x="${front.x}" y="${front.y}" width="${front.w}" height="${front.h}" fill="none" ${OUTLINE}/>`,
  ].join('');
}

function pocket(kind: PillKind, cx: number, cy: number, c: BrandColours): string {
  const bump = `fill="url(#bump)" stroke="#9aa5b1" stroke-width="1.2"`;
  if (kind === 'tablet') return `<circle cx="${cx}" cy="${cy}" r="17" ${bump}/><circle cx="${cx - 4}" cy="${cy - 4}" r="10" fill="#fff" fill-opacity=".9"/>`;
  if (kind === 'caplet') return `<rect x="${cx - 12}" y="${cy - 22}" width="24" height="44" rx="12" ${bump}/><rect x="${cx - 7}" y="${cy - 17}" width="12" height="30" rx="6" fill="#fff" fill-opacity=".9"/>`;
  return (
    `<rect x="${cx - 13}" y="${cy - 25}" width="26" height="50" rx="13" ${bump}/>` +
    `<path d="M${cx - 9} ${cy}V${cy - 11}a9 9 0 0 1 18 0V${cy}Z" fill="${c.base}"/>` +
    `<path d="M${cx - 9} ${cy}V${cy + 11}a9 9 0 0 0 18 0V${cy}Z" fill="#fff"/>`
  );
}

function blister({ text, colours: c, pill }: ShapeInput): string {
  const card: Box = { x: 136, y: 62, w: 240, h: 396 };
  const label: Box = { x: card.x, y: card.y, w: card.w, h: 214 };
  const pockets: string[] = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 5; col++) pockets.push(pocket(pill, card.x + 36 + col * 42, card.y + 262 + row * 72, c));
  }
  return [
    `<clipPath id="card"><rect x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h}" rx="14"/></clipPath>`,
    `<rect x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h}" rx="14" fill="url(#foil)" ${OUTLINE}/>`,
    `<g clip-path="url(#card)">${packLabel(label, text, c)}</g>`,
    // Perforations between the pockets, as a strip is torn along them.
    `<path d="M${card.x + 12} ${card.y + 298}H${card.x + card.w - 12}" stroke="#9aa5b1" stroke-width="1.5" stroke-dasharray="4 5"/>`,
    ...pockets,
    `<rect x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h}" rx="14" fill="none" ${OUTLINE}/>`,
  ].join('');
}

/** A bottle body with rounded shoulders, and its label. */
function bottleBody(glass: string, text: PackText, c: BrandColours, top = 150): string {
  const body = `M158 ${top + 44}Q158 ${top} 220 ${top}H292Q354 ${top} 354 ${top + 44}V432Q354 456 330 456H182Q158 456 158 432Z`;
  return [
    `<path d="${body}" fill="${glass}" ${OUTLINE}/>`,
    `<path d="M172 ${top + 50}V430" stroke="#fff" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"/>`,
    packLabel({ x: 166, y: top + 66, w: 180, h: 444 - top - 66 - 8 }, text, c),
  ].join('');
}

const AMBER = 'url(#amber)';

function bottle({ text, colours: c }: ShapeInput): string {
  return [
    `<rect x="224" y="122" width="64" height="32" fill="${AMBER}"/>`,
    `<rect x="212" y="74" width="88" height="54" rx="8" fill="${c.dark}"/>`,
    ...[226, 242, 258, 274, 290].map((x) => `<path d="M${x - 4} 80V122" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>`),
    bottleBody(AMBER, text, c),
  ].join('');
}

function dropper({ text, colours: c }: ShapeInput): string {
  return [
    `<path d="M238 56Q256 30 274 56V122H238Z" fill="#3b3f45"/>`,
    `<rect x="218" y="110" width="76" height="52" rx="8" fill="${c.dark}"/>`,
    bottleBody(AMBER, text, c, 170),
  ].join('');
}

function spray({ text, colours: c }: ShapeInput): string {
  return [
    `<rect x="236" y="70" width="40" height="60" rx="6" fill="#e5e7eb" ${OUTLINE}/>`,
    `<path d="M276 82H306V96H276Z" fill="#cbd5e1"/>`,
    `<rect x="216" y="124" width="80" height="30" rx="6" fill="${c.base}"/>`,
    bottleBody('#f4f6f8', text, c),
  ].join('');
}

function pillBottle({ text, colours: c }: ShapeInput): string {
  return [
    `<rect x="168" y="98" width="176" height="64" rx="10" fill="${c.base}"/>`,
    ...[186, 210, 234, 258, 282, 306, 330].map((x) => `<path d="M${x} 104V156" stroke="#000" stroke-opacity=".14" stroke-width="4"/>`),
    bottleBody('#f8fafc', text, c, 160),
  ].join('');
}

function tube({ text, colours: c }: ShapeInput): string {
  const crimp = Array.from({ length: 14 }, (_, i) => `<path d="M${150 + i * 16} 72V92" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>`);
  return [
    `<rect x="140" y="68" width="232" height="28" rx="3" fill="${c.dark}"/>`,
    ...crimp,
    `<path d="M146 96H366L338 402Q336 416 322 418H190Q176 416 174 402Z" fill="#fbfcfd" ${OUTLINE}/>`,
    packLabel({ x: 166, y: 104, w: 180, h: 290 }, text, c, { paper: '#fbfcfd' }),
    `<rect x="206" y="416" width="100" height="44" rx="6" fill="${c.base}"/>`,
  ].join('');
}

function cylinder({ text, colours: c }: ShapeInput): string {
  return [
    `<rect x="166" y="112" width="180" height="348" rx="12" fill="#f8fafc" ${OUTLINE}/>`,
    packLabel({ x: 166, y: 140, w: 180, h: 300 }, text, c),
    `<rect x="156" y="62" width="200" height="58" rx="12" fill="${c.base}"/>`,
    `<path d="M156 104H356" stroke="#000" stroke-opacity=".15" stroke-width="3"/>`,
    `<path d="M178 150V446" stroke="#000" stroke-opacity=".05" stroke-width="10"/>`,
  ].join('');
}

/** A zigzag edge from x `from` to `to` at height y, the teeth `depth` away (negative: upwards), as a sachet is cut. */
function serrated(from: number, to: number, y: number, depth: number): string {
  const step = 6 * Math.sign(to - from);
  let d = '';
  for (let x = from + step, i = 0; Math.abs(x - from) <= Math.abs(to - from); x += step, i++) d += `L${x} ${i % 2 === 0 ? y + depth : y}`;
  return d;
}

function sachet({ text, colours: c }: ShapeInput): string {
  const [l, r, t, b] = [134, 378, 78, 446];
  const outline = `M${l} ${t}${serrated(l, r, t, -8)}L${r} ${b}${serrated(r, l, b, 8)}Z`;
  return [
    `<path d="${outline}" fill="${c.base}" ${OUTLINE}/>`,
    `<path d="M${l} ${t + 18}H${r}M${l} ${b - 18}H${r}" stroke="#fff" stroke-opacity=".25" stroke-width="2" stroke-dasharray="3 4"/>`,
    packLabel({ x: 150, y: 112, w: 212, h: 300 }, text, c),
  ].join('');
}

function tin({ text, colours: c }: ShapeInput): string {
  return [
    `<path d="M136 148V426A120 26 0 0 0 376 426V148Z" fill="${c.base}"/>`,
    packLabel({ x: 146, y: 190, w: 220, h: 222 }, text, c),
    `<ellipse cx="256" cy="148" rx="120" ry="26" fill="${c.light}" ${OUTLINE}/>`,
    `<ellipse cx="256" cy="146" rx="96" ry="18" fill="#fff" fill-opacity=".5"/>`,
  ].join('');
}

export const SHAPES: Record<PackShape, (input: ShapeInput) => string> = { box, blister, bottle, dropper, spray, pillBottle, tube, cylinder, sachet, tin };

/** Gradients the shapes refer to by id (never to anything outside the drawing). */
export const SHAPE_DEFS =
  '<radialGradient id="bump" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9d1d9"/></radialGradient>' +
  '<linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset=".5" stop-color="#d5dbe1"/><stop offset="1" stop-color="#e9edf1"/></linearGradient>' +
  '<linearGradient id="amber" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a4a12"/><stop offset=".45" stop-color="#a8611c"/><stop offset="1" stop-color="#6b370c"/></linearGradient>';
