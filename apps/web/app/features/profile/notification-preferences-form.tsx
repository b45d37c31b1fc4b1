import { useFetcher } from 'react-router';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS, type NotificationPreference } from '@apotek/contract/profile';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormMessage } from '~/components/ui/form-message';
import { useActionNotice } from '~/lib/use-action-notice';
import type { ProfileFormResult } from './profile-result';

/**
 * Notifications per category and channel: essential ones show "always on" and cannot be changed; the
 * optional ones (promotions) are boxes. Every category is a row, so a phone reads it as a list.
 */
export function NotificationPreferencesForm({ preferences, posted }: { preferences: NotificationPreference[]; posted?: ProfileFormResult | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileFormResult>();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const { inline } = useActionNotice(result);
  const byCell = new Map(preferences.map((p) => [`${p.category}.${p.channel}`, p]));
  const anyOptional = preferences.some((p) => !p.locked);
  return (
    <Card as="section" aria-labelledby="notifications-title" padding="roomy" id="notifications">
      <h2 id="notifications-title" className="text-lg font-semibold text-ink">
        {t('profileSettings.notifications.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('profileSettings.notifications.intro')}</p>
      <fetcher.Form method="post" className="mt-4 flex flex-col gap-4" data-testid="preferences-form">
        <input type="hidden" name="intent" value="preferences" />
        {inline && result?.success && <Alert tone="success">{result.success}</Alert>}
        <FormMessage unavailable="profileSettings.unavailable" result={result} fields={[]} />
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
          {NOTIFICATION_CATEGORIES.map((category) => (
            <li key={category} className="flex flex-col gap-2 p-3 lg:flex-row lg:items-start lg:justify-between lg:gap-4" data-testid={`pref-${category}`}>
              <div className="min-w-0 lg:max-w-[45%]">
                <p className="text-sm font-semibold text-ink">{t(`profileSettings.notifications.categories.${category}`)}</p>
                <p className="text-xs text-muted">{t(`profileSettings.notifications.hints.${category}`)}</p>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const cell = byCell.get(`${category}.${channel}`);
                  if (!cell) return null;
                  const channelName = t(`profileSettings.notifications.channels.${channel}`);
                  if (cell.locked) {
                    return (
                      <span key={channel} className="inline-flex items-center gap-2 text-sm text-muted" data-testid={`pref-${category}-${channel}`}>
                        <input type="checkbox" checked disabled readOnly aria-label={`${channelName}: ${t('profileSettings.notifications.always')}`} className="h-4 w-4 accent-primary-strong" />
                        {channelName}
                        <span className="rounded bg-gray-100 px-1.5 py-0.5 text-[11px] font-medium text-muted">{t('profileSettings.notifications.always')}</span>
                      </span>
                    );
                  }
                  return (
                    <label key={channel} className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink">
                      <input type="checkbox" name={`pref.${category}.${channel}`} defaultChecked={cell.enabled} className="h-4 w-4 accent-primary-strong" data-testid={`pref-${category}-${channel}`} />
                      {channelName}
                    </label>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
        {anyOptional && (
          <div>
            <Button type="submit" disabled={busy} aria-disabled={busy} className="py-2.5" data-testid="preferences-save">
              {t('profileSettings.notifications.save')}
            </Button>
          </div>
        )}
      </fetcher.Form>
    </Card>
  );
}
