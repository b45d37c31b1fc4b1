import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { ArticlePorts } from './articles.ports.ts';
import { articlesRoutes } from './articles.routes.ts';
import { ArticlesService } from './articles.service.ts';

export interface ArticlesDeps {
  db: Kysely<Database>;
  clock: Clock;
  ports: ArticlePorts;
}

/** Articles, tags and home banners (issue 14; docs/decisions/033-articles-and-banners.md). */
export function registerArticles(define: RouteRegistrar, deps: ArticlesDeps): ArticlesService {
  const articles = new ArticlesService(deps);
  articlesRoutes(define, articles);
  return articles;
}
