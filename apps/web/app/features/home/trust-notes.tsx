import { useTranslation } from '~/i18n/translate';

const NOTES = ['licensed', 'pharmacist', 'privacy'] as const;

/** What the shop promises by law (ARCHITECTURE §4), said plainly on the home page. */
export function TrustNotes() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trust-title" className="mt-10 rounded-2xl bg-white p-6">
      <h2 id="trust-title" className="text-xl font-bold">
        {t('home.trustTitle')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {NOTES.map((key) => (
          <li key={key} className="rounded-xl bg-secondary-soft p-4">
            <p className="font-semibold text-secondary-strong">{t(`home.trust.${key}.title`)}</p>
            <p className="mt-1 text-sm text-ink">{t(`home.trust.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
