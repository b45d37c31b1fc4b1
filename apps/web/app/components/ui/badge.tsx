import type { HTMLAttributes, ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'danger' | 'dark';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-gray-100 text-muted',
  primary: 'bg-primary-soft text-primary-strong',
  secondary: 'bg-secondary-soft text-secondary-strong',
  info: 'bg-blue-50 text-info',
  success: 'bg-green-50 text-success',
  warning: 'bg-yellow-50 text-warning',
  danger: 'bg-red-50 text-danger',
  dark: 'bg-ink text-white',
};

/** A short label on a status, a saving or a role. `shape="tag"` is the squarer one for labels on the chrome. */
export function Badge({ tone = 'neutral', shape = 'pill', className = '', children, ...rest }: { tone?: BadgeTone; shape?: 'pill' | 'tag'; className?: string; children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  const look = shape === 'pill' ? 'rounded-full px-2.5 py-0.5 font-semibold' : 'rounded px-1.5 py-0.5 font-bold';
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap text-xs ${look} ${tones[tone]} ${className}`} {...rest}>
      {children}
    </span>
  );
}
