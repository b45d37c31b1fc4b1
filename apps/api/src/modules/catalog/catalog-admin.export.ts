import { IMPORT_COLUMNS } from '@apotek/contract';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ProductRow } from './catalog-admin.repository.ts';
import { guardCell } from './catalog-admin.import.ts';

const NUMERIC = new Set(['price', 'promo_price', 'weight_grams']);

/** The import's columns for each product (categories and brands by slug), so an export imports back unchanged. */
export function exportTable(rows: ProductRow[], slugs: { category: Map<number, string>; brand: Map<number, string> }): Array<Array<string | number>> {
  return rows.map((r) =>
    IMPORT_COLUMNS.map((c) => {
      switch (c) {
        case 'category':
          return slugs.category.get(r.category_id) ?? '';
        case 'sub_category':
          return r.sub_category_id !== null ? (slugs.category.get(r.sub_category_id) ?? '') : '';
        case 'segment':
          return r.segment_id !== null ? (slugs.category.get(r.segment_id) ?? '') : '';
        case 'brand':
          return r.brand_id !== null ? (slugs.brand.get(r.brand_id) ?? '') : '';
        default: {
          const v = r[c];
          if (v === null || v === undefined) return '';
          return NUMERIC.has(c) ? Number(v) : guardCell(String(v));
        }
      }
    }),
  );
}

/** CSV with a BOM, so a spreadsheet opens it as UTF-8. */
export function toCsv(table: Array<Array<string | number>>): Buffer {
  return Buffer.from(`\uFEFF${Papa.unparse({ fields: [...IMPORT_COLUMNS], data: table }, { newline: '\r\n' })}\r\n`, 'utf8');
}

export async function toXlsx(table: Array<Array<string | number>>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('products');
  ws.addRow([...IMPORT_COLUMNS]);
  ws.getRow(1).font = { bold: true };
  for (const row of table) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
