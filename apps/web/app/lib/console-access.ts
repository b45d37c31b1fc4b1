import type { SessionUser } from './session-user';

/** The scope every console screen needs (pharmacists, doctors, admins hold it; customers do not). */
export const CONSOLE_SCOPE = 'console';

/** Whether the shop should offer this user the way into the console: the same test as its gate. */
export function canOpenConsole(user: SessionUser | null): boolean {
  return user?.scope.includes(CONSOLE_SCOPE) ?? false;
}
