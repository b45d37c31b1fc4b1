import { useLocation } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * The page a plain form post (sent before the scripts run) comes back to. Once hydrated the field goes
 * empty: the fetcher then takes the action's answer as data and the page stays where it is.
 */
export function ReturnField({ to }: { to?: string }) {
  const hydrated = useHydrated();
  const location = useLocation();
  return <input type="hidden" name="redirectTo" value={hydrated ? '' : (to ?? location.pathname + location.search)} />;
}
