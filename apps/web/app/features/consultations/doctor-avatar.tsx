import { mediaSrcSet } from '@apotek/contract/media';
import { StethoscopeIcon } from '~/components/ui/icons';

const WIDTHS = [160, 320] as const;

/**
 * A doctor's round photo in a fixed box, a stethoscope without one. The doctors feature has its own
 * (features/doctors/doctor-photo.tsx) that a feature may not import; this is the small size only.
 */
export function DoctorAvatar({ src, alt, size = 'md' }: { src: string | null; alt: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-10 w-10' : 'h-14 w-14';
  const srcSet = src ? mediaSrcSet(src, WIDTHS) : undefined;
  return (
    <div className={`relative shrink-0 overflow-hidden rounded-full bg-primary-soft ${box}`}>
      {src ? (
        <img src={src} srcSet={srcSet} sizes={srcSet ? (size === 'sm' ? '40px' : '56px') : undefined} alt={alt} width={160} height={160} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
      ) : (
        <StethoscopeIcon title={alt} className="absolute inset-0 m-auto h-1/2 w-1/2 text-primary-strong" />
      )}
    </div>
  );
}
