import * as c from './catalog-admin.ts';
import { route } from './route-def.ts';

const auth = { scope: 'catalog:manage' } as const;
const tags = ['console'];

/** Routes of issue 15 (catalog-admin; docs/decisions/039-console-catalogue.md); spread into the route table in routes.ts. */
export const catalogAdminRoutes = {
  consoleProducts: route({ method: 'GET', path: '/api/console/products', query: c.consoleProductsQuery, response: c.consoleProductsResponse, auth, tags, summary: 'Products for the console: search, filter by class, category, brand and status, sort, page' }),
  consoleProductsExport: route({ method: 'GET', path: '/api/console/products/export', query: c.consoleProductsExportQuery, response: c.consoleProductsExport, auth, tags, summary: 'The filtered products as CSV or XLSX, in the import\'s columns' }),
  consoleProductImport: route({ method: 'POST', path: '/api/console/products/import', query: c.importQuery, response: c.importResponse, auth, tags, summary: 'Import products from CSV or XLSX (multipart, one `file` part): dry_run previews, apply writes all rows in one transaction or none' }),
  consoleProductImage: route({ method: 'POST', path: '/api/console/products/image', response: c.productImageResponse, auth, tags, summary: 'Upload a product image (multipart, one `file` part) through the media pipeline; answers its URL' }),
  consoleProduct: route({ method: 'GET', path: '/api/console/products/:id', params: c.consoleProductParams, response: c.consoleProductResponse, auth, tags, summary: 'One product with every field the console edits' }),
  consoleProductCreate: route({ method: 'POST', path: '/api/console/products', body: c.productInput, response: c.consoleProductResponse, auth, tags, summary: 'Create a product' }),
  consoleProductUpdate: route({ method: 'PUT', path: '/api/console/products/:id', params: c.consoleProductParams, body: c.productInput, response: c.consoleProductResponse, auth, tags, summary: 'Update a product' }),
  consoleProductArchive: route({ method: 'POST', path: '/api/console/products/:id/archive', params: c.consoleProductParams, body: c.consoleArchiveBody, response: c.consoleProductResponse, auth, tags, summary: 'Archive a product (gone from search and lists) or restore it' }),
  consoleCategories: route({ method: 'GET', path: '/api/console/categories', response: c.consoleCategoriesResponse, auth, tags, summary: 'Every category, sub-category and segment with its product count' }),
  consoleCategoryCreate: route({ method: 'POST', path: '/api/console/categories', body: c.categoryInput, response: c.consoleCategoryResponse, auth, tags, summary: 'Create a category, sub-category or segment (by its parent)' }),
  consoleCategoryUpdate: route({ method: 'PUT', path: '/api/console/categories/:id', params: c.taxonomyIdParams, body: c.categoryInput, response: c.consoleCategoryResponse, auth, tags, summary: 'Update a category' }),
  consoleCategoryDelete: route({ method: 'DELETE', path: '/api/console/categories/:id', params: c.taxonomyIdParams, response: c.taxonomyDeletedResponse, auth, tags, summary: 'Delete a category no product and no child uses' }),
  consoleBrands: route({ method: 'GET', path: '/api/console/brands', response: c.consoleBrandsResponse, auth, tags, summary: 'Every brand with its product count' }),
  consoleBrandCreate: route({ method: 'POST', path: '/api/console/brands', body: c.brandInput, response: c.consoleBrandResponse, auth, tags, summary: 'Create a brand' }),
  consoleBrandUpdate: route({ method: 'PUT', path: '/api/console/brands/:id', params: c.taxonomyIdParams, body: c.brandInput, response: c.consoleBrandResponse, auth, tags, summary: 'Update a brand' }),
  consoleBrandDelete: route({ method: 'DELETE', path: '/api/console/brands/:id', params: c.taxonomyIdParams, response: c.taxonomyDeletedResponse, auth, tags, summary: 'Delete a brand no product uses' }),
} as const satisfies Record<string, ReturnType<typeof route>>;
