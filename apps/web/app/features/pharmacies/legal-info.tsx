import { useTranslation } from '~/i18n/translate';
import type { PharmacyDetail } from '@apotek/contract/pharmacies';

/** The legal facts a pharmacy selling online must show (ARCHITECTURE §4). */
export function LegalInfo({ pharmacy }: { pharmacy: PharmacyDetail }) {
  const { t } = useTranslation();
  const address = [pharmacy.address, pharmacy.village, pharmacy.district, pharmacy.city, pharmacy.province, pharmacy.postal_code].filter((p) => p.trim() !== '').join(', ');
  const rows: [string, string][] = [
    [t('pharmacy.legal.legalName'), pharmacy.legal_name],
    [t('pharmacy.legal.licence'), pharmacy.licence_number],
    [t('pharmacy.legal.pharmacist'), pharmacy.pharmacist_name],
    [t('pharmacy.legal.sipa'), pharmacy.sipa_number],
    [t('pharmacy.legal.address'), address],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
      <dt className="font-medium text-muted">{t('pharmacy.legal.phone')}</dt>
      <dd>
        <a href={`tel:${pharmacy.phone.replace(/[^\d+]/g, '')}`} className="text-ink underline">
          {pharmacy.phone}
        </a>
      </dd>
    </dl>
  );
}
