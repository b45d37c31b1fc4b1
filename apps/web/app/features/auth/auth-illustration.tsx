/** The auth panel's picture: a prescription bottle, a pill and a shield of trust, drawn for Apotek. */
export function AuthIllustration({ title, className = '' }: { title: string; className?: string }) {
  return (
    <svg viewBox="0 0 400 300" role="img" aria-label={title} className={className}>
      <circle cx="200" cy="150" r="120" fill="#ffffff" opacity="0.08" />
      <circle cx="200" cy="150" r="85" fill="#ffffff" opacity="0.08" />
      <rect x="140" y="70" width="90" height="24" rx="6" fill="#ffffff" />
      <rect x="130" y="92" width="110" height="150" rx="18" fill="#ffe3f1" />
      <rect x="148" y="130" width="74" height="64" rx="10" fill="#ffffff" />
      <path d="M178 142h14v14h14v14h-14v14h-14v-14h-14v-14h14z" fill="#E21683" />
      <rect x="148" y="206" width="50" height="8" rx="4" fill="#f4a6cd" />
      <g transform="rotate(-35 300 200)">
        <rect x="255" y="182" width="90" height="36" rx="18" fill="#EE7421" />
        <rect x="300" y="182" width="45" height="36" rx="18" fill="#ffffff" />
        <rect x="296" y="182" width="10" height="36" fill="#ffffff" />
      </g>
      <path d="M88 96l36-14 36 14v30c0 26-17 44-36 52-19-8-36-26-36-52z" fill="#ffffff" opacity="0.95" />
      <path d="M108 126l11 11 22-24" fill="none" stroke="#15803d" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="320" cy="90" r="10" fill="#EE7421" opacity="0.9" />
      <circle cx="80" cy="230" r="7" fill="#ffffff" opacity="0.7" />
    </svg>
  );
}
