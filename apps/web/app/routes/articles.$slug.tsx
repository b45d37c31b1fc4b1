import { ArticleView } from '~/features/articles/article-view';
import { loadArticle } from '~/features/articles/articles.server';
import type { Route } from './+types/articles.$slug';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadArticle(request, context, params.slug);
}

export default function ArticleSlugPage({ loaderData }: Route.ComponentProps) {
  const { article, related, canonical, origin } = loaderData;
  return <ArticleView article={article} related={related} canonical={canonical} origin={origin} />;
}
