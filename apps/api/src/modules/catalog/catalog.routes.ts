import { routes } from '@apotek/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { Printed } from './catalog.printed.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { CatalogIndex } from './catalog.index.ts';
import { type CacheTags, cacheKey, sendCached } from './catalog.response-cache.ts';
import type { CatalogService } from './catalog.service.ts';
import type { TaxonomyService } from './catalog.taxonomy.ts';

export function catalogRoutes(register: RouteRegistrar, deps: { catalog: CatalogService; taxonomy: TaxonomyService; index: CatalogIndex }): void {
  const { catalog, taxonomy, index } = deps;
  // Every catalogue read is cached by locale and URL until a catalogue write, or a stock move touching
  // what it shows (catalog.index.ts); `tags` names what that is.
  const cached = <T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType, data: () => Promise<T> | T, tags: (value: T) => CacheTags = NO_TAGS) =>
    sendCached(index.cache, request, reply, schema, async () => {
      const value = await data();
      return { body: ok(reply, value), tags: tags(value) };
    });
  // Answers printed from kept parts (list pages, product pages): the envelope is printed around them.
  const printed = <T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType, data: () => Promise<Printed<T>>) =>
    sendCached(index.cache, request, reply, schema, async () => {
      const { json, value, tags } = await data();
      const envelope = ok(reply, null);
      // The envelope's last field is `data`: its `null}` gives way to the printed answer.
      return { json: `${JSON.stringify(envelope).slice(0, -'null}'.length)}${json}}`, body: () => ({ ...envelope, data: value() }), tags };
    });
  // A request seen before is answered from the cache before its query is parsed again.
  const early = (request: FastifyRequest) => index.cache.get(cacheKey(request));
  const define: RouteRegistrar = (def, handler, options = {}) => register(def, handler, { ...options, early });

  define(routes.products, async ({ query, request, reply }) =>
    printed(request, reply, routes.products.response, () => catalog.listProductsPrinted(query, request.locale)),
  );
  define(routes.productSuggestions, async ({ query, request, reply }) =>
    cached(request, reply, routes.productSuggestions.response, () => catalog.suggestions(query.q || (query.keyword ?? ''), query.limit, request.locale), (list) => ({
      products: list.flatMap((s) => (s.type === 'product' ? [s.id] : [])),
    })),
  );
  // Not in the response cache: a promotion starting or ending changes it with no catalogue write.
  define(routes.promotedProducts, async ({ query, request, reply }) => ok(reply, await catalog.promoted(query.limit, request.locale)));
  define(routes.productBySku, async ({ params, query, request, reply }) =>
    printed(request, reply, routes.productBySku.response, () => catalog.productBySku(params.sku, query.store_id ?? null, request.locale)),
  );
  define(routes.product, async ({ params, query, request, reply }) =>
    printed(request, reply, routes.product.response, () => catalog.productByIdOrSlug(params.id, query.store_id ?? null, request.locale)),
  );
  define(routes.relatedProducts, async ({ params, query, request, reply }) =>
    cached(request, reply, routes.relatedProducts.response, () => catalog.related(params.id, query.limit, request.locale), listTags),
  );

  define(routes.productCategories, async ({ query, request, reply }) =>
    cached(request, reply, routes.productCategories.response, () => taxonomy.categories(query.filter, request.locale)),
  );
  define(routes.productSubCategories, async ({ params, request, reply }) =>
    cached(request, reply, routes.productSubCategories.response, () => taxonomy.subCategories(params.id, request.locale)),
  );
  define(routes.productSegments, async ({ params, request, reply }) =>
    cached(request, reply, routes.productSegments.response, () => taxonomy.segments(params.id, request.locale)),
  );

  define(routes.brands, async ({ query, request, reply }) => cached(request, reply, routes.brands.response, () => taxonomy.brands(query, request.locale)));
  define(routes.popularBrands, async ({ query, request, reply }) =>
    cached(request, reply, routes.popularBrands.response, () => taxonomy.popularBrands(query.limit, request.locale)),
  );
  define(routes.brand, async ({ params, request, reply }) => cached(request, reply, routes.brand.response, () => taxonomy.brand(params.id, request.locale)));
  define(routes.brandProducts, async ({ params, query, request, reply }) =>
    printed(request, reply, routes.brandProducts.response, () => catalog.listProductsPrinted(query, request.locale, taxonomy.brandNode(params.id).id)),
  );
}

const NO_TAGS = (): CacheTags => ({ products: [] });
const listTags = (list: ReadonlyArray<{ id: number }>): CacheTags => ({ products: list.map((p) => p.id) });

