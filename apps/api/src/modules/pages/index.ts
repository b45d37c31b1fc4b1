/** The information pages' public face (ADR 014; docs/decisions/034-information-pages.md). */
export { registerInfoPages } from './pages.module.ts';
export type { InfoPagesTables } from './pages.tables.ts';
