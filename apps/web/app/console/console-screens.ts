import type { MessageKey } from '~/i18n/translate';

export interface ConsoleScreen {
  to: string;
  /** The scope the API checks for the screen's calls: the menu and the overview show it only to users who have it. */
  scope: string;
  title: MessageKey;
  intro: MessageKey;
  /** The menu's label, when shorter than the title. */
  menu?: MessageKey;
  /** A live count next to the menu item. */
  count?: 'chat' | 'consultations';
  /** Only on the overview (a tab of another screen). */
  overviewOnly?: true;
}

/**
 * The console's screens in menu order: the menu and the overview are both drawn from this table, so a
 * screen is added in one place and each role sees only the screens its scopes open (issue 15).
 */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { to: '/console/prescriptions', scope: 'prescriptions:verify', title: 'consoleRx.queue.title', intro: 'consoleRx.queue.intro' },
  { to: '/console/orders', scope: 'orders:fulfil', title: 'console.orders.title', intro: 'console.orders.intro' },
  { to: '/console/chat', scope: 'orders:fulfil', title: 'consoleChat.title', intro: 'consoleChat.intro', count: 'chat' },
  { to: '/console/consultations', scope: 'consultations:answer', title: 'consoleConsult.title', intro: 'consoleConsult.intro', count: 'consultations' },
  { to: '/console/consultations?tab=schedule', scope: 'consultations:answer', title: 'consoleConsult.schedule.menuTitle', intro: 'consoleConsult.schedule.menuIntro', overviewOnly: true },
  { to: '/console/appointments', scope: 'consultations:answer', title: 'consoleAppt.title', intro: 'consoleAppt.intro' },
  // Issue 15: people, the catalogue and the stock.
  { to: '/console/users', scope: 'users:manage', title: 'consolePeople.title', intro: 'consolePeople.intro' },
  { to: '/console/catalog', scope: 'catalog:manage', title: 'consoleCatalog.title', intro: 'consoleCatalog.intro' },
  { to: '/console/taxonomy', scope: 'catalog:manage', title: 'consoleCatalog.taxonomy.title', intro: 'consoleCatalog.taxonomy.intro' },
  { to: '/console/stock', scope: 'stock:manage', title: 'consoleStock.title', intro: 'consoleStock.intro' },
  { to: '/console/audit', scope: 'audit:read', title: 'consoleRx.audit.title', intro: 'consoleRx.audit.intro' },
  { to: '/console/wallet-kyc', scope: 'users:manage', title: 'consoleKyc.title', intro: 'consoleKyc.intro', menu: 'consoleKyc.menu' },
];

export function screensFor(scope: readonly string[]): ConsoleScreen[] {
  return CONSOLE_SCREENS.filter((screen) => scope.includes(screen.scope));
}
