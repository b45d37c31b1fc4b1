import 'i18next';
import type id from './id.json';

// Makes t('...') keys checked against id.json at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof id };
  }
}
