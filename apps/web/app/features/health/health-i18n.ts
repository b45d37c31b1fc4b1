import type { Vars } from '~/i18n/translate';
import { useTranslation } from '~/i18n/translate';
import type healthPack from '~/i18n/packs/health.id.json';

type Leaf<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`> }[keyof T & string];
type PluralBase<K extends string> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : never;
type Leaves = Leaf<typeof healthPack>;
/** Every message of the `health` pack by its dotted path (the shared MessageKey does not list the new packs). */
export type HealthKey = Leaves | PluralBase<Leaves>;
export type HealthT = (key: HealthKey, vars?: Vars) => string;

/** The translator, typed by the health pack's keys. */
export function useHealthT(): HealthT {
  const { t } = useTranslation();
  return (key, vars) => t(key as never, vars);
}

/** The same over any translator's `t` (the console panel makes its own once the pack arrives). */
export function healthT(t: (key: never, vars?: Vars) => string): HealthT {
  return (key, vars) => t(key as never, vars);
}
