import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { LOADING_BAR } from '@apotek/contract/constants';
import { fetchActivity } from '~/lib/fetch-activity';

type Phase = 'hidden' | 'running' | 'finishing' | 'fading';

const idle = { pending: 0, failures: 0 };
const noSubscription = () => () => {};

/**
 * The thin bar on top during navigations and API calls (SPEC §9): appears only after 200 ms so quick
 * loads do not flicker, creeps towards the end over 5 s, turns red when a request failed.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const activity = useSyncExternalStore(fetchActivity.subscribe, fetchActivity.get, () => idle);
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle') || activity.pending > 0;
  const [phase, setPhase] = useState<Phase>('hidden');
  const [failed, setFailed] = useState(false);
  const seenFailures = useRef(activity.failures);
  // The page's CSP allows no style attributes in HTML, so the server renders the hidden bar with classes;
  // once hydrated, React sets the moving styles through the DOM, which the CSP does not restrict.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  useEffect(() => {
    if (activity.failures === seenFailures.current) return;
    seenFailures.current = activity.failures;
    setFailed(true);
    setPhase((p) => (p === 'hidden' ? 'finishing' : p));
  }, [activity.failures]);

  useEffect(() => {
    if (busy && (phase === 'hidden' || phase === 'fading')) {
      const timer = setTimeout(() => {
        setFailed(false);
        setPhase('running');
      }, LOADING_BAR.throttleMs);
      return () => clearTimeout(timer);
    }
    if (!busy && phase === 'running') setPhase('finishing');
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('fading'), 250);
      return () => clearTimeout(timer);
    }
    if (phase === 'fading') {
      const timer = setTimeout(() => setPhase('hidden'), 350);
      return () => clearTimeout(timer);
    }
  }, [busy, phase]);

  const width = phase === 'hidden' ? '0%' : phase === 'running' ? '90%' : '100%';
  const transition =
    phase === 'running'
      ? `width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
      : phase === 'finishing'
        ? 'width 200ms ease'
        : phase === 'fading'
          ? 'opacity 300ms ease'
          : 'none';

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-phase={phase}
      data-failed={failed ? 'true' : undefined}
      className={`pointer-events-none fixed left-0 top-0 z-[60] h-[3px]${hydrated ? '' : ' w-0 opacity-0'}`}
      style={
        hydrated
          ? {
              width,
              transition,
              opacity: phase === 'hidden' || phase === 'fading' ? 0 : 1,
              backgroundColor: failed ? LOADING_BAR.failedColor : LOADING_BAR.color,
            }
          : undefined
      }
    />
  );
}
