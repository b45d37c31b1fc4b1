import { useQuery } from '@tanstack/react-query';
import { quietBrowserApi } from '~/lib/api';

export const POLL_INTERVAL_MS = 4000;

/** Polls GET /api/payment-status/{id} while the payment is pending; stops once it is settled. */
export function usePaymentStatus(orderId: string, initialStatus: string) {
  return useQuery({
    queryKey: ['payment-status', orderId],
    queryFn: async () => {
      const result = await quietBrowserApi().call('paymentStatus', { params: { id: orderId } });
      if (!result.ok) throw new Error(result.message);
      return result.body.data;
    },
    enabled: initialStatus === 'pending',
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : POLL_INTERVAL_MS),
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}
