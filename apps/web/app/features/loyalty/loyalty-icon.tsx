import type { SVGProps } from 'react';

/** A coin with a star, drawn in the kit's stroke style (components/ui/icons.tsx). */
export function LoyaltyIcon({ className = 'h-5 w-5', ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 1.4 2.9 3.1.4-2.3 2.2.6 3.1-2.8-1.5-2.8 1.5.6-3.1-2.3-2.2 3.1-.4z" />
    </svg>
  );
}
