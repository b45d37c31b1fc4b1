import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PendingMark } from '~/components/pending-mark';
import { CartIcon, HeartPulseIcon, PharmacyIcon, PrescriptionIcon, StethoscopeIcon } from '~/components/ui/icons';
import { isPendingPath } from '~/lib/pending-routes';
import { cardClass } from '~/components/ui/card';

type Key = 'shop' | 'prescription' | 'doctor' | 'pharmacy' | 'health';

const SHORTCUTS: { key: Key; to: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'shop', to: '/product', Icon: CartIcon },
  { key: 'prescription', to: '/prescription/upload', Icon: PrescriptionIcon },
  { key: 'doctor', to: '/doctor', Icon: StethoscopeIcon },
  { key: 'pharmacy', to: '/pharmacy', Icon: PharmacyIcon },
  { key: 'health', to: '/health-tracker', Icon: HeartPulseIcon },
];

const card = 'flex h-full flex-col gap-2';

/**
 * The shop's services. One whose page is still pending stays listed (it says what is coming) but is no
 * link: a card that opens "Segera hadir" would be a broken promise.
 */
export function ServiceShortcuts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="services-title" className="mt-10">
      <h2 id="services-title" className="text-xl font-bold">
        {t('home.servicesTitle')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SHORTCUTS.map(({ key, to, Icon }) => {
          const body = (pending: boolean): ReactNode => (
            <>
              <span className="flex flex-wrap items-start justify-between gap-2">
                <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${pending ? 'bg-gray-100 text-muted' : 'bg-primary-soft text-primary-strong'}`}>
                  <Icon className="h-6 w-6" />
                </span>
                {pending && <PendingMark />}
              </span>
              <span className="font-semibold">{t(`home.services.${key}.title`)}</span>
              <span className="text-xs text-muted">{t(`home.services.${key}.body`)}</span>
            </>
          );
          return (
            <li key={key}>
              {isPendingPath(to) ? (
                <div data-pending-service={key} className={cardClass({ tone: 'dashed' }, card)}>
                  {body(true)}
                </div>
              ) : (
                <Link to={to} className={cardClass({ interactive: true }, card)}>
                  {body(false)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
