import { useTranslation } from '~/i18n/translate';
import { Card } from '~/components/ui/card';

export interface AccountDetailsData {
  name: string;
  email: string;
  /** Already formatted the Indonesian way (0812-3456-7890). */
  phone: string;
}

/** Who is signed in: name, e-mail and phone, as the account holds them. */
export function AccountDetails({ account }: { account: AccountDetailsData }) {
  const { t } = useTranslation();
  const rows = [
    [t('account.name'), account.name],
    [t('account.email'), account.email],
    [t('account.phone'), account.phone],
  ] as const;
  return (
    <Card as="section" aria-labelledby="account-details-title" padding="roomy">
      <h2 id="account-details-title" className="text-lg font-semibold text-ink">
        {t('account.details')}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="-mt-2 break-words font-medium text-ink sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
