/**
 * A product photo in a fixed square box, so the page does not shift when it loads (CLS budget).
 * Without a photo, a neutral pack drawing holds the same space.
 */
export function ProductImage({ src, alt, eager = false, className = '' }: { src: string | null; alt: string; eager?: boolean; className?: string }) {
  return (
    <div className={`relative aspect-square w-full overflow-hidden rounded-xl bg-gray-50 ${className}`}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 h-full w-full object-contain p-3"
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
