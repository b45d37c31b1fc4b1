import type { ReactNode } from 'react';

const widths = { default: 'max-w-[1200px]', blank: 'max-w-[1300px]', narrow: 'max-w-[560px]' } as const;

/** The content column of a layout (SPEC §9: 1200 px default, 1300 px blank). */
export function Container({ width = 'default', className = '', children }: { width?: keyof typeof widths; className?: string; children: ReactNode }) {
  return <div className={`mx-auto w-full ${widths[width]} px-4 ${className}`}>{children}</div>;
}
