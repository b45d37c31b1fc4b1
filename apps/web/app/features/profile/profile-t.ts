import { type MessageKey, useTranslation, type Vars } from '~/i18n/translate';
import type profilePack from '~/i18n/packs/profile.id.json';

type Leaf<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`> }[keyof T & string];
/** Every message of the profile pack (profile.id.json) by its dotted path. */
export type ProfileMessageKey = Leaf<typeof profilePack>;

/**
 * The translator with the profile pack's keys checked too (translate.tsx's MessageKey lists the main
 * messages and the older packs only); any main key still works.
 */
export function useProfileTranslation() {
  const { t, ...rest } = useTranslation();
  const pt = (key: ProfileMessageKey | MessageKey, vars?: Vars): string => t(key as MessageKey, vars);
  return { t: pt, ...rest };
}
