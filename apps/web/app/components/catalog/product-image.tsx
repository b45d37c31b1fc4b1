import { mediaSrcSet } from '@apotek/contract/media';

/**
 * How wide a product image is drawn in each layout, for `sizes`: the browser picks the smallest of the
 * four variants that fills that many CSS pixels at its device pixel ratio. Kept next to the layouts'
 * grids (max-w-[1200px] page, px-4, gap-3, card p-3).
 */
export const IMAGE_SIZES = {
  /** Product grids: 2 columns on phones, 3 from sm, 4 or 5 from lg. */
  grid: '(min-width: 1200px) 208px, (min-width: 1024px) 18vw, (min-width: 640px) 30vw, 45vw',
  /** The product page's main image: the 5/12 column from lg, the full width below. */
  gallery: '(min-width: 1200px) 460px, (min-width: 1024px) 38vw, calc(100vw - 3rem)',
  /** Gallery thumbnails (w-16). */
  thumb: '64px',
  /** Cart lines (w-16, sm:w-24). */
  line: '(min-width: 640px) 96px, 64px',
} as const;

export interface ProductImageProps {
  src: string | null;
  alt: string;
  /** `sizes` for the srcset; one of IMAGE_SIZES. */
  sizes?: string;
  /** Above the fold: load at once rather than when scrolled near. */
  eager?: boolean;
  /** The page's largest image (its LCP): loaded first, before scripts and other images. Implies eager. */
  priority?: boolean;
  className?: string;
}

/**
 * A product photo in a fixed square box, so the page does not shift when it loads (CLS budget).
 * Our own images come as one URL per width in the format the browser's Accept names, so a srcset is all
 * it takes, no <picture>. Without a photo, a neutral pack drawing holds the same space.
 */
export function ProductImage({ src, alt, sizes = IMAGE_SIZES.grid, eager = false, priority = false, className = '' }: ProductImageProps) {
  const srcSet = src ? mediaSrcSet(src) : undefined;
  return (
    <div className={`relative aspect-square w-full overflow-hidden rounded-xl bg-gray-50 ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          // The pack shots are square; width and height give the box its ratio before a byte arrives.
          width={640}
          height={640}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 h-full w-full object-contain"
        />
      ) : (
        <svg viewBox="0 0 100 100" role="img" aria-label={alt} className="absolute inset-0 m-auto h-1/2 w-1/2 text-gray-300">
          <rect x="22" y="18" width="56" height="66" rx="8" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M42 51h16M50 43v16" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
          <rect x="32" y="10" width="36" height="10" rx="3" fill="currentColor" />
        </svg>
      )}
    </div>
  );
}
