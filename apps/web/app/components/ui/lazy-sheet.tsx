import { lazy, Suspense, useState } from 'react';
import type { SheetProps } from './sheet';

const load = () => import('./sheet');
const Sheet = lazy(() => load().then((m) => ({ default: m.Sheet })));

/** Starts fetching the sheet's code ahead of the tap (on hover or focus of what opens it). */
export function preloadSheet(): void {
  void load();
}

/**
 * The Sheet, fetched the first time it opens: the dialog machinery (focus trap, scroll lock) stays out
 * of the first load of the pages that only might open it. Once loaded it stays mounted, so closing it
 * hands the focus back as the eager one does.
 */
export function LazySheet(props: SheetProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
