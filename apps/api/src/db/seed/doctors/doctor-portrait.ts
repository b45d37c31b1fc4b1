import type { SeedDoctor } from './doctors.seed-data.ts';

export const PORTRAIT = { width: 640, height: 640 } as const;

const BACKGROUNDS = ['#FCE7F3', '#FFEDD5', '#E0F2FE', '#DCFCE7', '#EDE9FE', '#FEF3C7'] as const;
const SCRUBS = ['#0EA5E9', '#14B8A6', '#6366F1', '#E21683', '#EE7421', '#0F766E'] as const;
const SKIN = ['#F1C27D', '#E0AC69', '#C68642', '#D8A47F', '#A86B3C'] as const;
const HAIR = ['#1F2937', '#111827', '#3B2F2F', '#2D2A26'] as const;
const HIJAB = ['#E21683', '#0F766E', '#6366F1', '#B45309', '#64748B'] as const;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** A darker shade of a #rrggbb colour, for the neck and ears under the face. */
function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) => Math.round(((n >> shift) & 0xff) * factor).toString(16).padStart(2, '0');
  return `#${part(16)}${part(8)}${part(0)}`;
}

/**
 * A flat illustrated portrait for a demo doctor: a face, hair or a hijab, a white coat over scrubs and a
 * stethoscope on a soft background, varied by the doctor's place in the list. Demo data only: real
 * doctors upload a photo.
 */
export function doctorPortraitSvg(doctor: Pick<SeedDoctor, 'look' | 'gender'>, index: number): string {
  const { width, height } = PORTRAIT;
  const skin = pick(SKIN, index * 3 + 1);
  const deep = shade(skin, 0.86);
  const hair = pick(HAIR, index);
  const scrub = pick(SCRUBS, index * 5 + 2);
  const background = pick(BACKGROUNDS, index);
  const glasses = doctor.gender === 'male' ? index % 4 === 1 : index % 5 === 3;

  const behindHead =
    doctor.look === 'long'
      ? `<path d="M206 340 C190 200 250 168 320 168 C396 168 452 206 434 340 L446 486 L194 486 Z" fill="${hair}"/>`
      : doctor.look === 'hijab'
        ? `<path d="M196 330 C196 222 250 176 320 176 C390 176 444 222 444 330 C444 430 470 480 496 520 L144 520 C170 480 196 430 196 330 Z" fill="${pick(HIJAB, index)}"/>`
        : '';
  const ears =
    doctor.look === 'hijab'
      ? ''
      : `<ellipse cx="229" cy="334" rx="18" ry="26" fill="${deep}"/><ellipse cx="411" cy="334" rx="18" ry="26" fill="${deep}"/>`;
  const face = doctor.look === 'hijab' ? `<ellipse cx="320" cy="332" rx="82" ry="96" fill="${skin}"/>` : `<ellipse cx="320" cy="322" rx="92" ry="110" fill="${skin}"/>`;
  const overHead =
    doctor.look === 'short'
      ? `<path d="M226 318 C214 214 268 186 322 186 C384 186 430 222 414 318 C404 262 372 238 320 240 C272 240 240 262 226 318 Z" fill="${hair}"/>`
      : doctor.look === 'long'
        ? `<path d="M228 300 C226 214 272 188 322 188 C380 188 420 220 414 300 C392 252 352 236 300 246 C268 252 244 270 228 300 Z" fill="${hair}"/>`
        : `<path d="M238 300 C244 238 280 214 320 214 C360 214 396 238 402 300 C380 262 356 250 320 250 C284 250 260 262 238 300 Z" fill="${shade(pick(HIJAB, index), 0.85)}"/>`;
  const lenses = glasses
    ? `<g fill="none" stroke="#1F2937" stroke-width="5"><circle cx="286" cy="326" r="24"/><circle cx="354" cy="326" r="24"/><path d="M310 326 h20"/></g>`
    : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="${background}"/>
  <circle cx="520" cy="120" r="150" fill="#ffffff" fill-opacity="0.45"/>
  <circle cx="90" cy="560" r="120" fill="#ffffff" fill-opacity="0.35"/>
  ${behindHead}
  ${doctor.look === 'hijab' ? '' : `<rect x="288" y="400" width="64" height="100" rx="24" fill="${deep}"/>`}
  <path d="M104 640 C104 540 190 476 320 476 C450 476 536 540 536 640 Z" fill="#ffffff" stroke="#E5E7EB" stroke-width="4"/>
  <path d="M268 478 L320 566 L372 478 Z" fill="${scrub}"/>
  <path d="M262 480 L300 640 M378 480 L340 640" stroke="#D1D5DB" stroke-width="6" fill="none"/>
  <rect x="392" y="556" width="56" height="10" rx="5" fill="${scrub}" fill-opacity="0.8"/>
  ${ears}
  ${face}
  ${overHead}
  <path d="M266 298 q20 -12 40 0 M334 298 q20 -12 40 0" stroke="${hair}" stroke-width="7" stroke-linecap="round" fill="none"/>
  <circle cx="286" cy="326" r="9" fill="#1F2937"/>
  <circle cx="354" cy="326" r="9" fill="#1F2937"/>
  ${lenses}
  <path d="M314 346 q6 16 -4 22" stroke="${deep}" stroke-width="5" stroke-linecap="round" fill="none"/>
  <path d="M288 384 Q320 410 352 384" stroke="#9F1239" stroke-width="7" stroke-linecap="round" fill="none"/>
  <g fill="none" stroke="#374151" stroke-width="9" stroke-linecap="round">
    <path d="M262 486 C254 560 292 594 320 594 C348 594 386 560 378 486"/>
    <path d="M378 540 C396 566 404 584 404 600"/>
  </g>
  <circle cx="404" cy="612" r="18" fill="#9CA3AF" stroke="#374151" stroke-width="6"/>
</svg>`;
}
