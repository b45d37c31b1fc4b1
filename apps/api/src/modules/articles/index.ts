/** The articles module's public face (ADR 014): what app.ts and workflows may use. */
export { registerArticles, type ArticlesDeps } from './articles.module.ts';
export type { ArticlePorts } from './articles.ports.ts';
