import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartIcon, HeartPulseIcon, PharmacyIcon, PrescriptionIcon, StethoscopeIcon } from '~/components/ui/icons';

type Key = 'shop' | 'prescription' | 'doctor' | 'pharmacy' | 'health';

const SHORTCUTS: { key: Key; to: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'shop', to: '/product', Icon: CartIcon },
  { key: 'prescription', to: '/prescription/upload', Icon: PrescriptionIcon },
  { key: 'doctor', to: '/doctor', Icon: StethoscopeIcon },
  { key: 'pharmacy', to: '/pharmacy', Icon: PharmacyIcon },
  { key: 'health', to: '/health-tracker', Icon: HeartPulseIcon },
];

/** The shop's services, each a real page. */
export function ServiceShortcuts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="services-title" className="mt-10">
      <h2 id="services-title" className="text-xl font-bold">
        {t('home.servicesTitle')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SHORTCUTS.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link to={to} className="flex h-full flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 transition hover:border-primary hover:shadow-md">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
                <Icon className="h-6 w-6" />
              </span>
              <span className="font-semibold">{t(`home.services.${key}.title`)}</span>
              <span className="text-xs text-muted">{t(`home.services.${key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
