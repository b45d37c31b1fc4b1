import { useTranslation } from '~/i18n/translate';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-semibold text-primary-strong focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
      {t('nav.skipToContent')}
    </a>
  );
}
