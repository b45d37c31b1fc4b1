import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/translate';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { BellIcon } from '~/components/ui/icons';
import { showSnackbar } from '~/lib/snackbar-store';

type PushState = 'unknown' | 'unsupported' | 'denied' | 'off' | 'on' | 'busy';

/** VAPID keys travel as base64url; PushManager.subscribe wants the raw bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

async function api() {
  const { browserApi } = await import('~/lib/api');
  return browserApi();
}

/**
 * Browser notifications, opt-in (issue 11): the service worker subscribes with the server's VAPID key and
 * the server pushes the same events as the bell when no tab of the shop is open. Shown only where the
 * browser can do it; a refused permission says how to allow it again.
 */
export function PushOptIn() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState>('unknown');

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setState('denied');
      return;
    }
    void currentSubscription()
      .then((s) => setState(s ? 'on' : 'off'))
      .catch(() => setState('unsupported'));
  }, []);

  if (state === 'unknown' || state === 'unsupported') return null;

  const turnOn = async () => {
    setState('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const client = await api();
      const key = await client.call('pushKey');
      if (!key.ok) throw new Error(key.message);
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.body.data.public_key) });
      const saved = await client.call('pushSubscribe', { body: subscription.toJSON() as never });
      if (!saved.ok) {
        await subscription.unsubscribe();
        throw new Error(saved.message);
      }
      setState('on');
      showSnackbar({ content: saved.body.message, color: 'success' });
    } catch (error) {
      setState('off');
      showSnackbar({ content: error instanceof Error && error.message ? error.message : t('notifications.push.failed'), color: 'error' });
    }
  };

  const turnOff = async () => {
    setState('busy');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const client = await api();
        const result = await client.call('pushUnsubscribe', { body: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
        if (result.ok) showSnackbar({ content: result.body.message, color: 'success' });
      }
      setState('off');
    } catch {
      setState('on');
      showSnackbar({ content: t('notifications.push.failed'), color: 'error' });
    }
  };

  return (
    <Card as="section" aria-labelledby="push-title" className="flex flex-wrap items-center gap-3" data-testid="push-opt-in" data-state={state}>
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <BellIcon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="push-title" className="text-sm font-semibold text-ink">
          {t('notifications.push.title')}
        </h2>
        <p className="text-sm text-muted">{state === 'denied' ? t('notifications.push.denied') : state === 'on' ? t('notifications.push.on') : t('notifications.push.body')}</p>
      </div>
      {state !== 'denied' && (
        <Button variant={state === 'on' ? 'outline' : 'primary'} disabled={state === 'busy'} onClick={() => void (state === 'on' ? turnOff() : turnOn())} data-testid="push-toggle">
          {state === 'on' ? t('notifications.push.turnOff') : t('notifications.push.turnOn')}
        </Button>
      )}
    </Card>
  );
}
