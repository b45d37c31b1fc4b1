import { performance } from 'node:perf_hooks';
import { apiMessage, catalogAdminMessage, IMPORT_MAX_MB, routes } from '@apotek/contract';
import { mediaUrl } from '@apotek/contract/media';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { answering, CatalogAdminError, refusal } from './catalog-admin.errors.ts';
import { exportTable, toCsv, toXlsx } from './catalog-admin.export.ts';
import type { CatalogAudit, ProductImages } from './catalog-admin.ports.ts';
import { applyImport, planImport, readSheet, summarise } from './catalog-admin.import.ts';
import { exportProducts } from './catalog-admin.repository.ts';
import { CatalogAdminService } from './catalog-admin.service.ts';
import type { CatalogIndex } from './catalog.index.ts';

export interface CatalogAdminDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  /** The catalogue's in-memory index and caches, refreshed from `catalog.changed`. */
  catalogIndex: CatalogIndex;
  /** The audit module's writer and the media module's image ingest, handed over in app.ts (ADR 014). */
  audit: CatalogAudit;
  images: ProductImages;
}

/** The most bytes of an uploaded product image (the media module refuses more anyway). */
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** The width product images are linked at (as the seed's pack shots); other widths come from srcset. */
export const PRODUCT_IMAGE_WIDTH = 640;
/** Above this many products one rebuild is cheaper than refreshing each. */
const REFRESH_LIMIT = 200;

/**
 * Keeps the search index and caches in step with console writes on every node: products re-read (or
 * dropped when archived) and every cached answer cleared, since a new or re-priced product may belong on
 * pages that never showed it; a taxonomy change (no ids) or a large import rebuilds the whole index.
 */
export function followCatalogChanges(bus: EventBus, index: CatalogIndex): () => void {
  let chain = Promise.resolve();
  return bus.subscribe('catalog.changed', ({ productIds }) => {
    chain = chain.then(async () => {
      if (productIds.length === 0 || productIds.length > REFRESH_LIMIT) await index.rebuild();
      else {
        await index.refreshProducts(productIds);
        index.cache.clear();
      }
    });
    return chain;
  });
}

/** Reads the one `file` part of a multipart body, refusing anything over `maxBytes`. */
async function readOneFile(request: FastifyRequest, maxBytes: number, missing: 'fileMissing' | 'imageMissing'): Promise<Buffer> {
  if (!request.isMultipart()) throw refusal(422, missing);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || bytes) throw refusal(422, missing);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusal(413, 'fileTooLarge', { max: Math.round(maxBytes / (1024 * 1024)) });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw refusal(422, missing);
    if (error instanceof ApiError || error instanceof CatalogAdminError) throw error;
    if (error instanceof Error && !code && /form|part|multipart|boundary/i.test(error.message)) throw new ApiError(400, 'badRequest');
    throw error;
  }
  if (!bytes || bytes.byteLength === 0) throw refusal(422, missing);
  return bytes;
}

/** Issue 15 (catalog-admin; docs/decisions/039-console-catalogue.md): the console's catalogue calls. */
export function registerCatalogAdmin(define: RouteRegistrar, deps: CatalogAdminDeps): CatalogAdminService {
  const { db, clock } = deps;
  const admin = new CatalogAdminService(deps);
  followCatalogChanges(deps.bus, deps.catalogIndex);
  const ok = (locale: 'id' | 'en') => apiMessage('ok', locale);

  define(routes.consoleProducts, async ({ query, request }) => ({ status: 200, message: ok(request.locale), data: await admin.list(query) }));

  define(routes.consoleProduct, async ({ params, request }) => ({ status: 200, message: ok(request.locale), data: await admin.get(params.id) }));

  define(routes.consoleProductCreate, async ({ body, user, request, reply }) =>
    answering(reply, async () => {
      const data = await admin.create(user, body, request.locale);
      reply.code(201);
      return { status: 201, message: catalogAdminMessage('productCreated', request.locale, { sku: data.sku }), data };
    }),
  );

  define(routes.consoleProductUpdate, async ({ params, body, user, request, reply }) =>
    answering(reply, async () => {
      const data = await admin.update(user, params.id, body, request.locale);
      return { status: 200, message: catalogAdminMessage('productSaved', request.locale, { sku: data.sku }), data };
    }),
  );

  define(routes.consoleProductArchive, async ({ params, body, user, request }) => {
    const data = await admin.archive(user, params.id, body.archived);
    return { status: 200, message: catalogAdminMessage(body.archived ? 'productArchived' : 'productRestored', request.locale, { sku: data.sku }), data };
  });

  define(routes.consoleProductImage, async ({ request, reply }) =>
    answering(reply, async () => {
      const bytes = await readOneFile(request, MAX_IMAGE_BYTES, 'imageMissing');
      const original = await deps.images.ingest(bytes);
      reply.code(201);
      return { status: 201, message: catalogAdminMessage('imageUploaded', request.locale), data: { image_url: mediaUrl(original.hash, PRODUCT_IMAGE_WIDTH) } };
    }),
  );

  define(routes.consoleProductsExport, async ({ query, reply }) => {
    const [rows, categories, brands] = await Promise.all([
      exportProducts(db, query),
      db.selectFrom('product_categories').select(['id', 'slug']).execute(),
      db.selectFrom('brands').select(['id', 'slug']).execute(),
    ]);
    const table = exportTable(rows, { category: new Map(categories.map((c) => [c.id, c.slug])), brand: new Map(brands.map((b) => [b.id, b.slug])) });
    const day = clock.now().toISOString().slice(0, 10);
    const body = query.format === 'xlsx' ? await toXlsx(table) : toCsv(table);
    return reply
      .type(query.format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="produk-${day}.${query.format}"`)
      .header('cache-control', 'no-store')
      .send(body) as never;
  });

  define(routes.consoleProductImport, async ({ query, user, request, reply }) =>
    answering(reply, async () => {
      const started = performance.now();
      const bytes = await readOneFile(request, IMPORT_MAX_MB * 1024 * 1024, 'fileMissing');
      const sheet = await readSheet(bytes);
      const at = clock.now().toISOString();
      const locale = request.locale;
      if (query.mode === 'dry_run' || sheet.rows.length === 0) {
        const plan = await planImport(db, sheet, locale);
        const data = summarise(plan, 'dry_run', false, performance.now() - started);
        return { status: 200, message: catalogAdminMessage('importPreview', locale, { ...data.counts }), data };
      }
      // Apply: the plan is made again inside the transaction, so it is checked against what it writes over.
      const outcome = await db.transaction().execute(async (trx) => {
        const plan = await planImport(trx, sheet, locale);
        if (plan.rejected.length > 0) return { plan, ids: null };
        return { plan, ids: await applyImport(trx, plan, user, at, deps.audit) };
      });
      const data = summarise(outcome.plan, 'apply', outcome.ids !== null, performance.now() - started);
      if (outcome.ids === null) {
        // Nothing was written: the answer carries the same preview, so the console can show why.
        reply.code(422);
        return { status: 422, message: catalogAdminMessage('importRejected', locale, { rejected: data.counts.rejected }), data };
      }
      if (outcome.ids.length > 0) await admin.changed(outcome.ids);
      return { status: 200, message: catalogAdminMessage('importApplied', locale, { ...data.counts }), data };
    }),
  );

  define(routes.consoleCategories, async ({ request }) => ({ status: 200, message: ok(request.locale), data: { data: await admin.categories() } }));
  define(routes.consoleCategoryCreate, async ({ body, user, request, reply }) =>
    answering(reply, async () => {
      const data = await admin.createCategory(user, body);
      reply.code(201);
      return { status: 201, message: catalogAdminMessage('categorySaved', request.locale), data };
    }),
  );
  define(routes.consoleCategoryUpdate, async ({ params, body, user, request, reply }) =>
    answering(reply, async () => ({ status: 200, message: catalogAdminMessage('categorySaved', request.locale), data: await admin.updateCategory(user, params.id, body) })),
  );
  define(routes.consoleCategoryDelete, async ({ params, user, request, reply }) =>
    answering(reply, async () => {
      await admin.deleteCategory(user, params.id);
      return { status: 200, message: catalogAdminMessage('categoryDeleted', request.locale), data: null };
    }),
  );

  define(routes.consoleBrands, async ({ request }) => ({ status: 200, message: ok(request.locale), data: { data: await admin.brands() } }));
  define(routes.consoleBrandCreate, async ({ body, user, request, reply }) =>
    answering(reply, async () => {
      const data = await admin.createBrand(user, body);
      reply.code(201);
      return { status: 201, message: catalogAdminMessage('brandSaved', request.locale), data };
    }),
  );
  define(routes.consoleBrandUpdate, async ({ params, body, user, request, reply }) =>
    answering(reply, async () => ({ status: 200, message: catalogAdminMessage('brandSaved', request.locale), data: await admin.updateBrand(user, params.id, body) })),
  );
  define(routes.consoleBrandDelete, async ({ params, user, request, reply }) =>
    answering(reply, async () => {
      await admin.deleteBrand(user, params.id);
      return { status: 200, message: catalogAdminMessage('brandDeleted', request.locale), data: null };
    }),
  );
  return admin;
}
