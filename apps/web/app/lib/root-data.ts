import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@apotek/contract/constants';
import type { SocialNetwork } from '@apotek/contract/auth';
import type { SessionUser } from './session-user';

/** What the root loader gives every page. */
export interface RootData {
  locale: Locale;
  user: SessionUser | null;
  socialNetworks: SocialNetwork[];
  /** True on the first page after sign-up, which greets the new customer once. */
  welcome?: boolean;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The signed-in user, or null for a guest. */
export function useSessionUser(): SessionUser | null {
  return useRootData()?.user ?? null;
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}
