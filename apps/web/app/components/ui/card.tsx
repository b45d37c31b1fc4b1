import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

/**
 * The one white, bordered surface of the shop. Thirty-odd hand-written copies of
 * "rounded-2xl border border-gray-200 bg-white p-4" drifted apart (p-4 here, p-5 there, a dashed
 * border for an empty list); every surface now says what it is (tone, padding, interactive) and the
 * look lives here.
 */
export type CardTone = 'default' | 'dashed' | 'accent' | 'chosen' | 'selected' | 'success' | 'warning' | 'danger';
export type CardPadding = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'roomy';

const tones: Record<CardTone, string> = {
  default: 'border-gray-200 bg-white',
  // An empty or not-yet-there surface: present, but clearly without content.
  dashed: 'border-dashed border-gray-300 bg-white',
  accent: 'border-primary-strong/30 bg-white',
  // The ticked option of a choice (a radio card).
  chosen: 'border-primary-strong bg-primary-soft/40',
  // The pharmacy the shopper picked.
  selected: 'border-success bg-white ring-1 ring-success',
  success: 'border-success/30 bg-green-50',
  warning: 'border-warning/40 bg-yellow-50',
  danger: 'border-red-300 bg-red-50',
};

const paddings: Record<CardPadding, string> = {
  none: '',
  xs: 'p-2',
  sm: 'p-3',
  md: 'p-4',
  lg: 'p-5',
  roomy: 'p-4 sm:p-6',
};

export interface CardStyle {
  tone?: CardTone;
  padding?: CardPadding;
  /** A smaller corner for cards inside cards or in dense lists. */
  compact?: boolean;
  /** The whole card is a link or button: it answers the pointer. */
  interactive?: boolean;
}

/** The class of a card, for elements the kit does not render itself (a router Link, a <label>). */
export function cardClass({ tone = 'default', padding = 'md', compact = false, interactive = false }: CardStyle = {}, extra = ''): string {
  return [
    compact ? 'rounded-xl' : 'rounded-2xl',
    'border',
    tones[tone],
    paddings[padding],
    interactive ? 'transition hover:border-primary/60 hover:shadow-md' : '',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

type CardProps<T extends ElementType> = CardStyle & { as?: T; className?: string; children?: ReactNode } & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className' | 'children'>;

/** A card as any block element: `as="section"` with aria-labelledby for a titled region, `as="li"` in a list. */
export function Card<T extends ElementType = 'div'>({ as, tone, padding, compact, interactive, className = '', children, ...rest }: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return (
    <Element className={cardClass({ tone, padding, compact, interactive }, className)} {...rest}>
      {children}
    </Element>
  );
}

/**
 * A card's heading row: the title (an h2 unless told otherwise, with the id the card's aria-labelledby
 * points at) and, on the right, its actions.
 */
export function CardHeader({ title, titleId, level = 2, description, actions, className = '' }: { title: ReactNode; titleId?: string; level?: 2 | 3; description?: ReactNode; actions?: ReactNode; className?: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`flex flex-wrap items-start justify-between gap-2 ${className}`}>
      <div className="min-w-0">
        <Heading id={titleId} className={level === 2 ? 'text-lg font-bold' : 'text-base font-semibold'}>
          {title}
        </Heading>
        {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
