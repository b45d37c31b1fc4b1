import type { ReactNode } from 'react';
import { Form, Link, NavLink } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Logo } from '~/components/ui/logo';
import type { SessionUser } from '~/lib/session-user';
import { Card, cardClass } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Badge } from '~/components/ui/badge';
import { ChatInboxCount } from '~/features/chat/chat-unread-badge';
import { ConsultWaitingCount } from './consultations/consult-menu-count';

/** The operations side's frame: its own header and menu, nothing of the shop to wander into. */
export function ConsoleShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { t } = useTranslation();
  const item = ({ isActive }: { isActive: boolean }, display = 'block') => `${display} whitespace-nowrap rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-primary-soft font-semibold text-primary-strong' : 'text-ink hover:bg-black/5'}`;
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-14 max-w-[1300px] items-center gap-3 px-4">
          <Link to="/console" aria-label={t('console.home')}>
            <Logo />
          </Link>
          <Badge tone="dark" shape="tag" className="uppercase">
            {t('console.badge')}
          </Badge>
          <span className="ml-auto truncate text-sm text-muted" data-testid="console-user">
            {user.Cust_Name} · {t(`console.role.${user.role}`)}
          </span>
          <Form method="post" action="/auth/logout">
            <button type="submit" className="rounded-lg px-3 py-1.5 text-sm font-semibold text-danger hover:bg-red-50">
              {t('profile.logout')}
            </button>
          </Form>
        </div>
      </header>
      <div className="mx-auto grid max-w-[1300px] gap-4 px-4 py-6 lg:grid-cols-[200px_1fr]">
        <Card as="nav" aria-label={t('console.menu')} padding="xs" className="h-fit min-w-0">
          {/* A phone scrolls the menu sideways rather than the page. */}
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            <li>
              <NavLink to="/console" end className={item}>
                {t('console.overview')}
              </NavLink>
            </li>
            {user.scope.includes('prescriptions:verify') && (
              <li>
                <NavLink to="/console/prescriptions" className={item}>
                  {t('consoleRx.queue.title')}
                </NavLink>
              </li>
            )}
            {user.scope.includes('orders:fulfil') && (
              <li>
                <NavLink to="/console/orders" className={item}>
                  {t('console.orders.title')}
                </NavLink>
              </li>
            )}
            {user.scope.includes('orders:fulfil') && (
              <li>
                <NavLink to="/console/chat" className={(state) => item(state, 'flex items-center gap-2')}>
                  {t('consoleChat.title')}
                  <ChatInboxCount />
                </NavLink>
              </li>
            )}
            {user.scope.includes('consultations:answer') && (
              <li>
                <NavLink to="/console/consultations" className={(state) => item(state, 'flex items-center gap-2')}>
                  {t('consoleConsult.title')}
                  <ConsultWaitingCount />
                </NavLink>
              </li>
            )}
            {user.scope.includes('consultations:answer') && (
              <li>
                <NavLink to="/console/appointments" className={item}>
                  {t('consoleAppt.title')}
                </NavLink>
              </li>
            )}
            {user.scope.includes('users:manage') && (
              <li>
                <NavLink to="/console/audit" className={item}>
                  {t('consoleRx.audit.title')}
                </NavLink>
              </li>
            )}
            {user.scope.includes('users:manage') && (
              <li>
                <NavLink to="/console/wallet-kyc" className={item}>
                  {t('consoleKyc.menu')}
                </NavLink>
              </li>
            )}
          </ul>
        </Card>
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The console's screens, each behind the scope the API checks for it. */
const CONSOLE_SCREENS = [
  { to: '/console/prescriptions', scope: 'prescriptions:verify', title: 'consoleRx.queue.title', intro: 'consoleRx.queue.intro' },
  { to: '/console/orders', scope: 'orders:fulfil', title: 'console.orders.title', intro: 'console.orders.intro' },
  { to: '/console/chat', scope: 'orders:fulfil', title: 'consoleChat.title', intro: 'consoleChat.intro' },
  { to: '/console/audit', scope: 'users:manage', title: 'consoleRx.audit.title', intro: 'consoleRx.audit.intro' },
  { to: '/console/wallet-kyc', scope: 'users:manage', title: 'consoleKyc.title', intro: 'consoleKyc.intro' },
  { to: '/console/consultations', scope: 'consultations:answer', title: 'consoleConsult.title', intro: 'consoleConsult.intro' },
  { to: '/console/consultations?tab=schedule', scope: 'consultations:answer', title: 'consoleConsult.schedule.menuTitle', intro: 'consoleConsult.schedule.menuIntro' },
  { to: '/console/appointments', scope: 'consultations:answer', title: 'consoleAppt.title', intro: 'consoleAppt.intro' },
] as const;

/** /console: what this user can open here. */
export function ConsoleHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const screens = CONSOLE_SCREENS.filter((screen) => user.scope.includes(screen.scope));
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold">
        {t('console.welcome', { name: user.Cust_Name })}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('console.intro')}</p>
      {screens.length > 0 ? (
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {screens.map((screen) => (
            <Link key={screen.to} to={screen.to} className={cardClass({ interactive: true }, 'block')}>
              <span className="font-semibold">{t(screen.title)}</span>
              <span className="mt-1 block text-sm text-muted">{t(screen.intro)}</span>
            </Link>
          ))}
        </div>
      ) : (
        <EmptyState compact text={t('console.nothingYet')} className="mt-4" />
      )}
    </section>
  );
}
