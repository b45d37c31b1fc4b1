/** A small count on an icon; nothing at all at zero (SPEC §2 shows counters only above 0). */
export function CounterBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span aria-hidden="true" className="absolute -right-1 -top-1 min-w-[18px] rounded-full bg-secondary px-1 text-center text-[11px] font-bold leading-[18px] text-ink">
      {count > 99 ? '99+' : count}
    </span>
  );
}
