/** The Apotek mark: a pharmacy cross in the brand colours, with the wordmark. */
export function Logo({ tone = 'light', compact = false }: { tone?: 'light' | 'dark'; compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#E21683" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6V7Z" fill="#fff" />
        <circle cx="25" cy="25" r="4" fill="#EE7421" />
      </svg>
      {!compact && (
        <span className={`text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-white' : 'text-primary-strong'}`}>
          Apotek
        </span>
      )}
    </span>
  );
}
