import type { ComponentType, ReactNode, SVGProps } from 'react';
import { cardClass } from './card';

/**
 * What a list or page shows when it has nothing: an icon, a title, a line of text and what to do next,
 * on a dashed card. `compact` is the one-line version inside a section.
 */
export function EmptyState({
  icon: Icon,
  iconTone = 'primary',
  title,
  text,
  action,
  compact = false,
  titleLevel,
  className = '',
  ...rest
}: {
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** `secondary` (orange) for "not yet", `primary` for "nothing here". */
  iconTone?: 'primary' | 'secondary';
  title?: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  /** A heading level when the title heads a region of its own; a paragraph otherwise. */
  titleLevel?: 2 | 3;
  className?: string;
  'data-testid'?: string;
}) {
  const Title = titleLevel ? (`h${titleLevel}` as const) : 'p';
  return (
    <div className={cardClass({ tone: 'dashed', padding: 'none' }, `flex flex-col items-center text-center ${compact ? 'gap-2 px-6 py-8' : 'gap-3 px-6 py-12'} ${className}`)} {...rest}>
      {Icon && (
        <span className={`flex h-12 w-12 items-center justify-center rounded-full ${iconTone === 'primary' ? 'bg-primary-soft text-primary-strong' : 'bg-secondary-soft text-secondary-strong'}`}>
          <Icon className="h-6 w-6" />
        </span>
      )}
      {title && <Title className="text-lg font-semibold text-ink">{title}</Title>}
      {text && <p className={`max-w-md ${compact && !title ? 'text-muted' : 'text-sm text-muted'}`}>{text}</p>}
      {action && <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
