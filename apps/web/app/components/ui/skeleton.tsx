/** A grey placeholder where content is on its way; hidden from screen readers, which hear the busy region instead. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <span aria-hidden="true" data-skeleton="" className={`block animate-pulse rounded-lg bg-gray-100 motion-reduce:animate-none ${className}`} />;
}

/** Lines of text still loading; the last one shorter, as a paragraph ends. */
export function SkeletonText({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`flex flex-col gap-2 ${className}`}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={`h-3 ${i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </span>
  );
}
