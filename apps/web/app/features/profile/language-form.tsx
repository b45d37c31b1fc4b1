import { Form, useNavigation } from 'react-router';
import type { Locale } from '@apotek/contract/constants';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormMessage } from '~/components/ui/form-message';
import type { ProfileFormResult } from './profile-result';

/**
 * The account's language (messages, e-mails, notifications). A plain form: saving reloads the page in the
 * chosen language, with the site's language cookie set to it too.
 */
export function LanguageForm({ locale, saved, posted }: { locale: Locale; saved: boolean; posted?: ProfileFormResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'language';
  return (
    <Card as="section" aria-labelledby="language-title" padding="roomy" id="language">
      <h2 id="language-title" className="text-lg font-semibold text-ink">
        {t('profileSettings.language.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('profileSettings.language.intro')}</p>
      <Form method="post" className="mt-4 flex flex-col gap-3" data-testid="language-form">
        <input type="hidden" name="intent" value="language" />
        {saved && <Alert tone="success">{t('profileSettings.saved')}</Alert>}
        <FormMessage unavailable="profileSettings.unavailable" result={posted} fields={[]} />
        <fieldset className="flex flex-wrap gap-3">
          <legend className="sr-only">{t('profileSettings.language.title')}</legend>
          {(['id', 'en'] as const).map((value) => (
            <label key={value} className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm text-ink has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft/40">
              <input type="radio" name="locale" value={value} defaultChecked={locale === value} className="h-4 w-4 accent-primary-strong" />
              <span lang={value}>{t(`profileSettings.language.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={busy} aria-disabled={busy} className="py-2.5">
            {t('profileSettings.language.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
