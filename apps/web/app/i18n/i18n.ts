import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@apotek/contract/constants';
import en from './en.json';
import id from './id.json';

export const resources = { id: { translation: id }, en: { translation: en } } as const;

/**
 * One instance per render tree: the server renders requests in different languages at the same time,
 * so a shared global instance would leak one visitor's language into another's page.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'id',
    resources,
    // Resources are bundled, so initialisation finishes synchronously and SSR renders translated text.
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
