import { Form, NavLink } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Card } from '~/components/ui/card';

const ITEMS = [
  ['/profile', 'pages.profile.title'],
  ['/profile/transaction-history', 'pages.profileTransactionHistory.title'],
  ['/profile/address', 'pages.profileAddress.title'],
  ['/profile/health', 'pages.profileHealth.title'],
  ['/profile/voucher', 'pages.profileVoucher.title'],
  ['/profile/poin-history', 'pages.profilePoinHistory.title'],
  ['/profile/coins-history', 'pages.profileCoinsHistory.title'],
  // Export, consents and account deletion (UU PDP; issue 14).
  ['/backup', 'profileSettings.menu.privacy'],
] as const;

/** The profile section's menu, ending with sign-out (a POST, so a prefetch can never sign anyone out). */
export function ProfileMenu() {
  const { t } = useTranslation();
  return (
    <Card as="nav" aria-label={t('profile.menu')} padding="xs">
      <ul className="flex flex-col">
        {ITEMS.map(([to, key]) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) => `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-primary-soft font-semibold text-primary-strong' : 'text-ink hover:bg-black/5'}`}
            >
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/auth/logout" className="mt-2 border-t border-gray-100 pt-2">
        <button type="submit" className="w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-danger hover:bg-red-50">
          {t('profile.logout')}
        </button>
      </Form>
    </Card>
  );
}
