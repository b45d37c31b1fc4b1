import { Link, Outlet } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { FocusFrame } from '~/features/layout/focus-frame';

/** Wallet pages: logo header with the way back to the profile. */
export default function WalletLayout() {
  const { t } = useTranslation();
  return (
    <FocusFrame
      header={
        <>
          <Link to="/wallet" className="font-semibold text-primary-strong hover:underline">
            {t('pages.wallet.title')}
          </Link>
          <Link to="/profile" className="text-muted hover:underline">
            {t('pages.profile.title')}
          </Link>
        </>
      }
    >
      <Outlet />
    </FocusFrame>
  );
}
