import { useCallback, useRef, useState } from 'react';
import { PHARMACY_PAGE_SIZE } from '@apotek/contract/constants';
import type { PharmacySummary } from '@apotek/contract/pharmacies';
import { nearPointCookie } from '~/lib/store-cookie';

export type NearbyState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'denied' }
  | { status: 'unsupported' }
  | { status: 'failed' }
  | { status: 'ready'; items: PharmacySummary[]; page: number; lastPage: number; total: number; point: { lat: number; lng: number } };

/**
 * "Use my location": asks the browser for its position (only when the shopper presses the button),
 * then lists pharmacies nearest first, 70 a page, each with its distance. The position is kept only as a
 * session cookie rounded to about a kilometre (`apotek_near`), from which product pages pick the nearest
 * pharmacy with stock (docs/decisions/011-auto-pharmacy.md).
 */
export function useNearby() {
  const [state, setState] = useState<NearbyState>({ status: 'idle' });
  const point = useRef<{ lat: number; lng: number } | null>(null);

  const load = useCallback(async (page: number) => {
    const at = point.current;
    if (!at) return;
    const { browserApi } = await import('~/lib/api');
    const result = await browserApi().call('pharmacies', { query: { lat: at.lat, lng: at.lng, page, perPage: PHARMACY_PAGE_SIZE } });
    if (!result.ok) return setState({ status: 'failed' });
    const list = result.body.data;
    setState({ status: 'ready', items: list.data, page: list.page, lastPage: list.lastPage, total: list.total, point: at });
  }, []);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return setState({ status: 'unsupported' });
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        // Rounded to about 100 m: enough to sort by distance, less precise than where the shopper stands.
        point.current = { lat: Math.round(pos.coords.latitude * 1000) / 1000, lng: Math.round(pos.coords.longitude * 1000) / 1000 };
        document.cookie = nearPointCookie(point.current);
        void load(1).catch(() => setState({ status: 'failed' }));
      },
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, [load]);

  const reset = useCallback(() => {
    point.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, locate, reset, goTo: (page: number) => void load(page).catch(() => setState({ status: 'failed' })) };
}
