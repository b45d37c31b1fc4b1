import {
  catalogAdminMessage,
  type CatalogAdminMessageKey,
  DRUG_CLASSES,
  type DrugClass,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportRejection,
  type ImportResult,
  type Locale,
  localizeIssue,
  needsPrescriptionByClass,
  type ProductInput,
  productInput,
  productRules,
} from '@apotek/contract';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Executor } from '../../db/database.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { refusal } from './catalog-admin.errors.ts';
import { allProductsBySku, allSlugs, EDITABLE_COLUMNS, type EditableColumn, insertProducts, type NewProduct, type ProductRow, replaceImages, updateProduct } from './catalog-admin.repository.ts';
import { auditActor, type CatalogAudit } from './catalog-admin.ports.ts';
import { slugify } from './catalog.random.ts';

export type ImportFormat = 'csv' | 'xlsx';

/** A sheet: the header and the rows as strings, with each row's number in the file (the header is 1). */
export interface Sheet {
  format: ImportFormat;
  header: string[];
  rows: Array<{ line: number; cells: string[] }>;
}

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const FORMULA_LEAD = /^[=+\-@\t\r]/;

/** An exported text cell that a spreadsheet would run as a formula gets a leading apostrophe; the import takes it off again. */
export const guardCell = (v: string) => (FORMULA_LEAD.test(v) ? `'${v}` : v);
const unguard = (v: string) => (v.startsWith("'") && FORMULA_LEAD.test(v.slice(1)) ? v.slice(1) : v);

/** Reads a CSV (any of , ; or tab, UTF-8 with or without BOM) or an XLSX (its first sheet). */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  const isXlsx = XLSX_MAGIC.every((b, i) => bytes[i] === b);
  const table: Array<{ line: number; cells: string[] }> = [];
  if (isXlsx) {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw refusal(422, 'fileUnreadable');
    }
    const ws = wb.worksheets[0];
    if (!ws) throw refusal(422, 'fileEmpty');
    ws.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(String(row.getCell(c).text ?? ''));
      table.push({ line, cells });
    });
  } else {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    if (text.includes('\u0000')) throw refusal(422, 'fileUnreadable');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
    parsed.data.forEach((cells, i) => table.push({ line: i + 1, cells }));
  }
  const nonEmpty = table.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [head, ...rows] = nonEmpty;
  if (!head) throw refusal(422, 'fileEmpty');
  return { format: isXlsx ? 'xlsx' : 'csv', header: head.cells.map((h) => h.trim().toLowerCase()), rows };
}

/** What the import needs of the taxonomy: slugs to ids, and each category's level and parent. */
export interface ImportTaxonomy {
  categories: Map<string, { id: number; level: string; parent_id: number | null }>;
  brands: Map<string, number>;
}

export async function loadImportTaxonomy(db: Executor): Promise<ImportTaxonomy> {
  const [categories, brands] = await Promise.all([db.selectFrom('product_categories').select(['id', 'slug', 'level', 'parent_id']).execute(), db.selectFrom('brands').select(['id', 'slug']).execute()]);
  return { categories: new Map(categories.map((c) => [c.slug, c])), brands: new Map(brands.map((b) => [b.slug, b.id])) };
}

const FIELD_COLUMN: Record<string, ImportColumn> = { category_id: 'category', sub_category_id: 'sub_category', segment_id: 'segment', brand_id: 'brand' };

interface Planned {
  line: number;
  sku: string;
  input: ProductInput;
  existing: ProductRow | undefined;
  fields: EditableColumn[];
}

export interface ImportPlan {
  format: ImportFormat;
  rows: number;
  planned: Planned[];
  rejected: ImportRejection[];
}

/**
 * Checks every row and compares it with the catalogue: new, updated (with the columns that change) or
 * unchanged; every refused row with its line, column and reason in the caller's language. Nothing is written.
 */
export async function planImport(db: Executor, sheet: Sheet, locale: Locale): Promise<ImportPlan> {
  const msg = (key: CatalogAdminMessageKey, vars?: Record<string, string | number>) => catalogAdminMessage(key, locale, vars);
  const rejected: ImportRejection[] = [];
  const header = sheet.header;
  const known = new Set<string>(IMPORT_COLUMNS);
  const missing = IMPORT_REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  const unknown = header.filter((h) => !known.has(h));
  const twice = header.filter((h, i) => header.indexOf(h) !== i);
  if (missing.length) rejected.push({ row: 1, column: null, sku: null, reason: msg('columnsMissing', { columns: missing.join(', ') }) });
  if (unknown.length) rejected.push({ row: 1, column: null, sku: null, reason: msg('columnsUnknown', { columns: unknown.join(', ') }) });
  if (twice.length) rejected.push({ row: 1, column: null, sku: null, reason: msg('columnsDuplicate', { columns: [...new Set(twice)].join(', ') }) });
  if (rejected.length) return { format: sheet.format, rows: sheet.rows.length, planned: [], rejected };
  if (sheet.rows.length === 0) throw refusal(422, 'fileEmpty');
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw refusal(422, 'tooManyRows', { max: IMPORT_MAX_ROWS });

  const [existingBySku, taxonomy] = await Promise.all([allProductsBySku(db), loadImportTaxonomy(db)]);
  const col = new Map(header.map((h, i) => [h, i]));
  const has = (c: ImportColumn) => col.has(c);
  const firstLine = new Map<string, number>();
  const planned: Planned[] = [];

  for (const { line, cells } of sheet.rows) {
    const get = (c: ImportColumn) => unguard((cells[col.get(c)!] ?? '').trim());
    const reasons: Array<{ column: ImportColumn | null; reason: string }> = [];
    const reject = (column: ImportColumn | null, key: CatalogAdminMessageKey, vars?: Record<string, string | number>) => reasons.push({ column, reason: msg(key, vars) });
    const sku = get('sku');
    if (!sku) reject('sku', 'required');
    const skuKey = sku.toLowerCase();
    if (sku && firstLine.has(skuKey)) reject('sku', 'skuDuplicateFile', { sku, other: firstLine.get(skuKey)! });
    else if (sku) firstLine.set(skuKey, line);
    const existing = sku ? existingBySku.get(skuKey) : undefined;

    // Start from the product as it is (an update may leave optional columns out), or from nothing.
    const base: Record<string, unknown> = {};
    if (existing) for (const c of EDITABLE_COLUMNS) base[c] = existing[c];
    const raw: Record<string, unknown> = { ...base, sku };
    for (const c of ['name', 'name_en', 'unit', 'bpom_number', 'manufacturer', 'description', 'description_en', 'weight_grams', 'image_url'] as const) {
      if (has(c)) raw[c] = c === 'image_url' ? get(c) || null : c === 'weight_grams' ? get(c) || 0 : get(c);
    }
    for (const c of EDITABLE_COLUMNS) if (c.startsWith('composition') || c.startsWith('indications') || c.startsWith('dosage') || c.startsWith('contraindications') || c.startsWith('side_effects') || c.startsWith('storage') || c.startsWith('packaging')) if (has(c as ImportColumn)) raw[c] = get(c as ImportColumn);

    const cls = get('drug_class').toLowerCase().replace(/\s+/g, '_');
    if (!(DRUG_CLASSES as readonly string[]).includes(cls)) reject('drug_class', cls ? 'drugClassUnknown' : 'required', { value: get('drug_class') });
    raw.drug_class = cls;

    for (const c of ['price', 'promo_price'] as const) {
      if (!has(c)) continue;
      const v = get(c).replace(/^rp\s*/i, '');
      if (v === '') {
        if (c === 'price') reject(c, 'required');
        raw[c] = null;
        continue;
      }
      const n = Number(v);
      if (!Number.isFinite(n)) reject(c, 'priceInvalid');
      else if (n < 0) reject(c, 'priceNegative');
      else if (!Number.isInteger(n)) reject(c, 'priceInvalid');
      raw[c] = n;
    }

    const catSlug = get('category').toLowerCase();
    const cat = taxonomy.categories.get(catSlug);
    if (!catSlug) reject('category', 'required');
    else if (!cat || cat.level !== 'category') reject('category', 'unknownCategory', { value: catSlug });
    raw.category_id = cat?.id ?? 0;
    let parentId = cat?.id ?? null;
    for (const [c, level] of [['sub_category', 'sub_category'], ['segment', 'segment']] as const) {
      if (!has(c)) continue;
      const s = get(c).toLowerCase();
      const field = c === 'sub_category' ? 'sub_category_id' : 'segment_id';
      if (!s) {
        raw[field] = null;
        parentId = null;
        continue;
      }
      const node = taxonomy.categories.get(s);
      if (!node || node.level !== level || node.parent_id !== parentId) reject(c, 'categoryLevel', { value: s, level: level === 'segment' ? 'segmen' : 'subkategori' });
      raw[field] = node?.id ?? null;
      parentId = node?.id ?? null;
    }
    if (has('brand')) {
      const b = get('brand').toLowerCase();
      const brandId = b ? taxonomy.brands.get(b) : null;
      if (b && brandId === undefined) reject('brand', 'unknownBrand', { value: b });
      raw.brand_id = brandId ?? null;
    }

    if (reasons.length === 0) {
      const parsed = productInput.safeParse(raw, { reportInput: true });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          reasons.push({ column: (FIELD_COLUMN[field] ?? (known.has(field) ? field : null)) as ImportColumn | null, reason: localizeIssue(issue, locale) });
        }
      } else {
        for (const r of productRules(parsed.data, locale)) reasons.push({ column: r.field, reason: msg(r.key, r.vars) });
        if (reasons.length === 0) {
          const input = parsed.data;
          const fields = existing ? EDITABLE_COLUMNS.filter((c) => !same(existing[c], input[c])) : [];
          planned.push({ line, sku, input, existing, fields });
        }
      }
    }
    for (const r of reasons) rejected.push({ row: line, column: r.column, sku: sku || null, reason: r.reason });
  }
  return { format: sheet.format, rows: sheet.rows.length, planned, rejected };
}

function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return norm(a) === norm(b);
}

const CHANGE_LIMIT = 500;

export function summarise(plan: ImportPlan, mode: 'dry_run' | 'apply', applied: boolean, elapsedMs: number): ImportResult {
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  const changes: ImportResult['changes'] = [];
  for (const p of plan.planned) {
    const action = !p.existing ? 'new' : p.fields.length ? 'updated' : 'unchanged';
    if (action === 'new') created++;
    else if (action === 'updated') updated++;
    else unchanged++;
    if (action !== 'unchanged' && changes.length < CHANGE_LIMIT) changes.push({ row: p.line, sku: p.sku, action, fields: p.fields });
  }
  const rejectedRows = new Set(plan.rejected.map((r) => r.row)).size;
  return {
    mode,
    applied,
    format: plan.format,
    counts: { rows: plan.rows, new: created, updated, unchanged, rejected: rejectedRows },
    changes,
    rejected: plan.rejected,
    elapsed_ms: Math.round(elapsedMs),
  };
}

/**
 * Writes a plan with no rejected row, inside the caller's transaction: new products inserted in chunks,
 * changed ones updated column by column, one audit entry for the whole import. Answers the ids touched.
 */
export async function applyImport(trx: Executor, plan: ImportPlan, user: AuthUser, at: string, audit: CatalogAudit): Promise<number[]> {
  const slugs = await allSlugs(trx);
  const fresh: NewProduct[] = [];
  const freshImages: Array<{ index: number; url: string; alt: string }> = [];
  for (const p of plan.planned) {
    if (p.existing) continue;
    const base = slugify(`${p.input.name} ${p.sku}`).slice(0, 150) || 'produk';
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    const row: Record<string, unknown> = {};
    for (const c of EDITABLE_COLUMNS) row[c] = p.input[c];
    if (p.input.image_url) freshImages.push({ index: fresh.length, url: p.input.image_url, alt: p.input.name });
    fresh.push({ ...(row as Omit<NewProduct, 'slug' | 'created_at'>), slug, created_at: at, requires_prescription: needsPrescriptionByClass(p.input.drug_class as DrugClass) ? 1 : 0 });
  }
  const newIds = await insertProducts(trx, fresh);
  for (const img of freshImages) await replaceImages(trx, newIds[img.index]!, img.url, img.alt);

  const touched = [...newIds];
  const before: Record<string, Record<string, unknown>> = {};
  const after: Record<string, Record<string, unknown>> = {};
  for (const p of plan.planned) {
    if (!p.existing || p.fields.length === 0) continue;
    const patch: Record<string, unknown> = {};
    const was: Record<string, unknown> = {};
    for (const f of p.fields) {
      patch[f] = p.input[f];
      was[f] = p.existing[f];
    }
    if (p.fields.includes('drug_class')) patch.requires_prescription = needsPrescriptionByClass(p.input.drug_class) ? 1 : 0;
    await updateProduct(trx, p.existing.id, patch);
    if (p.fields.includes('image_url')) await replaceImages(trx, p.existing.id, p.input.image_url, p.input.name);
    before[p.sku] = was;
    after[p.sku] = patch;
    touched.push(p.existing.id);
  }
  await audit(trx, {
    ...auditActor(user),
    action: 'product.import',
    entity: 'product',
    entityId: `import:${at}`,
    before: Object.keys(before).length ? before : null,
    after: { format: plan.format, rows: plan.rows, created: fresh.map((f) => f.sku), updated: after },
    at,
  });
  return touched;
}
