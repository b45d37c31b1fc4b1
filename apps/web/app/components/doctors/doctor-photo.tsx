import { mediaSrcSet } from '@apotek/contract/media';
import { StethoscopeIcon } from '~/components/ui/icons';

const WIDTHS = [160, 320, 640] as const;

/** The box and the `sizes` of each use: a list row (sm), a consultation's header (md), a card, a profile. */
const SIZES = {
  sm: { box: 'h-10 w-10', sizes: '40px' },
  md: { box: 'h-14 w-14', sizes: '56px' },
  card: { box: 'h-20 w-20', sizes: '80px' },
  profile: { box: 'h-28 w-28 sm:h-36 sm:w-36', sizes: '(min-width: 640px) 144px, 112px' },
} as const;

/**
 * A doctor's photo in a fixed round box (no layout shift while it loads). Our media URLs become a srcset,
 * so a small box asks for the 160 px variant and the profile for a larger one; without a photo, a stethoscope
 * holds the place.
 */
export function DoctorPhoto({ src, alt, size, eager = false }: { src: string | null; alt: string; size: keyof typeof SIZES; eager?: boolean }) {
  const { box, sizes } = SIZES[size];
  const srcSet = src ? mediaSrcSet(src, WIDTHS) : undefined;
  return (
    <div className={`relative shrink-0 overflow-hidden rounded-full bg-primary-soft ${box}`}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={320}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <StethoscopeIcon title={alt} className="absolute inset-0 m-auto h-1/2 w-1/2 text-primary-strong" />
      )}
    </div>
  );
}
