import { useTranslation } from 'react-i18next';
import { PendingPage } from '~/components/pending-page';
import { useSessionUser } from '~/lib/root-data';

export default function ProfileHome() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return <PendingPage page="profile">{user && <p className="mt-2 text-muted">{t('profile.greeting', { name: user.Cust_Name })}</p>}</PendingPage>;
}
