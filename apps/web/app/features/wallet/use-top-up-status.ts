import { useQuery } from '@tanstack/react-query';
import { quietBrowserApi } from '~/lib/api';

export const TOP_UP_POLL_MS = 4000;

/** Polls GET /api/wallet/top-up/{id} while the top-up waits for payment; stops once it is settled. */
export function useTopUpStatus(id: number, initialStatus: string) {
  return useQuery({
    queryKey: ['wallet-top-up', id],
    queryFn: async () => {
      const result = await quietBrowserApi().call('walletTopUpDetail', { params: { id } });
      if (!result.ok) throw new Error(result.message);
      return result.body.data;
    },
    enabled: initialStatus === 'pending',
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : TOP_UP_POLL_MS),
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}
