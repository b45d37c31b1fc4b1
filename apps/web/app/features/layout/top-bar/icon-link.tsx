import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An icon-only link with its name for screen readers. */
export function IconLink({ to, label, dark, pending, children }: { to: string; label: string; dark?: boolean; pending?: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      data-pending={pending || undefined}
      aria-label={label}
      title={label}
      className={`relative inline-flex h-10 w-10 items-center justify-center rounded-full ${dark ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-black/5'}`}
    >
      {children}
    </Link>
  );
}
