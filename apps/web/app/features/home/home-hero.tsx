import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { isPendingPath } from '~/lib/pending-routes';

/** The hero's ways in, best first; pending pages drop out and the next live ones take their place. */
const ACTIONS = [
  { to: '/prescription/upload', label: 'home.uploadPrescription' },
  { to: '/doctor', label: 'home.consultDoctor' },
  { to: '/product', label: 'home.shopNow' },
  { to: '/pharmacy', label: 'home.findPharmacy' },
] as const;

const STYLES = ['border-white bg-white text-primary-strong hover:bg-primary-soft', 'border border-white text-white hover:bg-white/15'] as const;

/** The home page's welcome: what the shop offers, with its two main ways in. */
export function HomeHero() {
  const { t } = useTranslation();
  const actions = ACTIONS.filter((a) => !isPendingPath(a.to)).slice(0, 2);
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-strong via-primary to-secondary px-6 py-12 text-white sm:px-12">
      <div className="relative z-10 max-w-xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-white/90">{t('home.eyebrow')}</p>
        <h1 className="mt-3 text-2xl font-extrabold leading-tight sm:text-4xl">{t('home.headline')}</h1>
        <p className="mt-4 text-base text-white/90">{t('home.lead')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {actions.map((action, i) => (
            <LinkButton key={action.to} to={action.to} variant={i === 0 ? 'outline' : 'ghost'} className={STYLES[i]}>
              {t(action.label)}
            </LinkButton>
          ))}
        </div>
      </div>
      <svg viewBox="0 0 200 200" aria-hidden="true" className="absolute -right-10 -top-6 hidden h-72 w-72 opacity-25 md:block">
        <path d="M75 20h50v55h55v50h-55v55H75v-55H20V75h55z" fill="#fff" />
      </svg>
    </section>
  );
}
