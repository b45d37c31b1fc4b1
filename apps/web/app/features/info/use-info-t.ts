import type pack from '~/i18n/packs/info.id.json';
import { type MessageKey, useTranslation, type Vars } from '~/i18n/translate';

type Leaf<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`> }[keyof T & string];
type PluralBase<K extends string> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : never;
type Leaves = Leaf<typeof pack>;
/** Every message of the info pack by its dotted path, plural groups by their base (the pack is loaded on the info pages: i18n.ts). */
export type InfoKey = Leaves | PluralBase<Leaves>;

/** The translator, typed for the info pack's keys as well as the main messages. */
export function useInfoT() {
  const { t, i18n } = useTranslation();
  const ti = (key: InfoKey | MessageKey, vars?: Vars): string => t(key as MessageKey, vars);
  return { t: ti, i18n };
}
