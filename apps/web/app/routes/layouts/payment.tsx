import { Outlet } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { FocusFrame } from '~/features/layout/focus-frame';

/** Payment pages: no shop navigation to wander off to while paying. */
export default function PaymentLayout() {
  const { t } = useTranslation();
  return (
    <FocusFrame header={<span className="font-medium text-success">{t('layouts.securePayment')}</span>}>
      <Outlet />
    </FocusFrame>
  );
}
