import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';

/** A page heading with a breadcrumb home. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header>
      <Breadcrumb trail={[{ label: title }]} />
      <h1 id="page-title" className="mt-1 text-2xl font-bold text-ink">
        {title}
      </h1>
      {children}
    </header>
  );
}
