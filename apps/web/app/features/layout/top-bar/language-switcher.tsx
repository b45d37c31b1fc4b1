import { Form, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { LOCALES } from '@apotek/contract/constants';
import { useLocale } from '~/lib/root-data';

/**
 * en / id. Posts to /locale, which sets the i18n_redirected cookie (365 days) and comes back here, so the
 * page re-renders in the new language from the server and keeps it on reload; works without JavaScript.
 */
export function LanguageSwitcher({ dark }: { dark?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <Form method="post" action="/locale" replace preventScrollReset aria-label={t('nav.language')} className={`flex overflow-hidden rounded-full border text-xs font-semibold ${dark ? 'border-white/30' : 'border-gray-300'}`}>
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      {LOCALES.map((code) => {
        const active = code === locale;
        return (
          <button
            key={code}
            type="submit"
            name="locale"
            value={code}
            aria-pressed={active}
            aria-label={t(`nav.languageName.${code}`)}
            lang={code}
            className={`px-2.5 py-1 uppercase ${active ? 'bg-primary-strong text-white' : dark ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-black/5'}`}
          >
            {code}
          </button>
        );
      })}
    </Form>
  );
}
