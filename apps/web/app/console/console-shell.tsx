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
import { screensFor } from './console-screens';

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
            {screensFor(user.scope)
              .filter((screen) => !screen.overviewOnly)
              .map((screen) => (
                <li key={screen.to}>
                  <NavLink to={screen.to} className={(state) => item(state, screen.count ? 'flex items-center gap-2' : 'block')}>
                    {t(screen.menu ?? screen.title)}
                    {screen.count === 'chat' && <ChatInboxCount />}
                    {screen.count === 'consultations' && <ConsultWaitingCount />}
                  </NavLink>
                </li>
              ))}
          </ul>
        </Card>
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    </div>
  );
}

/** /console: what this user can open here. */
export function ConsoleHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const screens = screensFor(user.scope);
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
