import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A home section: heading, an optional "see all" link, and its content. */
export function HomeSection({ id, title, more, children }: { id: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="shrink-0 text-sm font-semibold text-primary-strong hover:underline">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
