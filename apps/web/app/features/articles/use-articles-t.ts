import type pack from '~/i18n/packs/articles.id.json';
import { type MessageKey, useTranslation, type Vars } from '~/i18n/translate';

type Leaf<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`> }[keyof T & string];
/** Every message of the articles pack by its dotted path (the pack is loaded on /articles: i18n.ts). */
export type ArticlesKey = Leaf<typeof pack>;

/** The translator, typed for the articles pack's keys as well as the main messages. */
export function useArticlesT() {
  const { t, i18n } = useTranslation();
  const ta = (key: ArticlesKey | MessageKey, vars?: Vars): string => t(key as MessageKey, vars);
  return { t: ta, i18n };
}
