/**
 * Image URLs (docs/decisions/016): `/api/media/{sha256}/{width}` answers a public image at the allowed
 * width nearest `width`, in the best format the browser's Accept names (with `Vary: Accept`). One URL per
 * width is therefore enough for every browser: the web builds `srcset` from the hash, no `<picture>`.
 */
export const MEDIA_PATH = '/api/media';

/** The widths variants are made at; others are answered at the nearest of these. */
export const MEDIA_WIDTHS = [160, 320, 640, 1024] as const;

const MEDIA_URL = /^\/api\/media\/([0-9a-f]{64})\/(\d+)$/;

/** The path of a public image's variant. */
export function mediaUrl(hash: string, width: number): string {
  return `${MEDIA_PATH}/${hash}/${width}`;
}

/** The hash in one of our image URLs; undefined for any other URL (an external picture, a data: URL). */
export function mediaHash(url: string): string | undefined {
  return MEDIA_URL.exec(url)?.[1];
}

/**
 * `srcset` over `widths` for one of our image URLs; undefined for any other URL, which is then shown as
 * it is. Widths above the original's are answered at the original's size, so list only those it has.
 */
export function mediaSrcSet(url: string, widths: readonly number[] = MEDIA_WIDTHS): string | undefined {
  const hash = mediaHash(url);
  return hash ? widths.map((w) => `${mediaUrl(hash, w)} ${w}w`).join(', ') : undefined;
}
