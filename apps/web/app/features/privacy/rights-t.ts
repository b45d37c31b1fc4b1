import { useMemo } from 'react';
import type pack from '~/i18n/packs/rights.id.json';
import { type MessageKey, useTranslation, type Vars } from '~/i18n/translate';

type Leaf<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`> }[keyof T & string];
/** Every message of the `rights` pack by its dotted path (translate.tsx's MessageKey knows the older packs only). */
export type RightsKey = Leaf<typeof pack>;

/** The translator for /backup's own messages, checked against the pack; `t` for the shared ones. */
export function useRightsTranslation() {
  const { t } = useTranslation();
  return useMemo(() => ({ t, r: (key: RightsKey, vars?: Vars) => t(key as unknown as MessageKey, vars) }), [t]);
}
