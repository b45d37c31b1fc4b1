import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { FETCH_MIN_DELAY_MS } from '@apotek/contract/constants';

function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, retryDelay: FETCH_MIN_DELAY_MS } } });
}

let browserClient: QueryClient | null = null;

/**
 * React Query for the few components that still poll or cache browser reads (checkout options, region
 * lists, payment status). It wraps them, not the whole app, so pages without them do not load it (ADR 020).
 * The browser keeps one client, so a cached region list survives navigation; each server render gets its own.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof document === 'undefined' ? createQueryClient() : (browserClient ??= createQueryClient())));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` inside its own QueryProvider. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <QueryProvider>
      <Component {...props} />
    </QueryProvider>
  );
  Wrapped.displayName = `withQueries(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
