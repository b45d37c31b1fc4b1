import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';

/** The marketplace pages' standing note: obat keras is never sold there, prescriptions come here. */
export function NoPrescriptionNote() {
  const { t } = useTranslation();
  return (
    <aside className="mt-8 max-w-[68ch] rounded-xl border border-danger/30 bg-red-50 p-4 text-sm text-ink" data-testid="portal-no-rx">
      <p className="font-semibold">{t('info.portal.noRx')}</p>
      <Link to="/prescription/upload" className="mt-2 inline-block font-semibold text-primary-strong underline">
        {t('info.portal.redeem')}
      </Link>
    </aside>
  );
}
