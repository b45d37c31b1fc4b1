import type { Locale, Order, PharmacyDetail } from '@apotek/contract';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { openA4Pdf, PDF_MARGIN as MARGIN } from '../../../platform/pdf/a4-pdf.ts';
import { pdfColumns, pdfTableRow } from '../../../platform/pdf/pdf-table.ts';
import { CHANNEL_TEXT, DRUG_CLASS_TEXT, INVOICE_TEXT } from './invoice-text.ts';

/** The pharmacy's legal identity as the contract publishes it (ARCHITECTURE §4). */
export type InvoicePharmacy = Pick<PharmacyDetail, 'name' | 'legal_name' | 'licence_number' | 'pharmacist_name' | 'sipa_number' | 'address'>;

export interface InvoiceBuyer {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface InvoiceInput {
  order: Order;
  pharmacy: InvoicePharmacy;
  buyer: InvoiceBuyer;
  locale: Locale;
}

/** The product and its drug class, then the quantity and the money: the page's width. */
const COLUMNS = pdfColumns([['product', 200], ['drugClass', 100], ['qty', 30, 'right'], ['unitPrice', 75, 'right'], ['lineTotal', 74, 'right']]);

/**
 * A paid order's invoice as an A4 PDF (for office expense and insurance claims): the pharmacy's legal
 * identity (the licence and the pharmacist with their SIPA, which claims ask for), the buyer, each line
 * with its drug class, the money in rupiah and how and when it was paid, in Asia/Jakarta time.
 */
export function renderInvoicePdf({ order, pharmacy, buyer, locale }: InvoiceInput): Promise<Buffer> {
  const text = INVOICE_TEXT[locale];
  const { doc, bytes } = openA4Pdf({ Title: `${text.title} ${order.id}`, Author: pharmacy.legal_name });

  doc.font('Helvetica-Bold').fontSize(18).text(text.title);
  doc.font('Helvetica').fontSize(10).text(`${text.number}: ${order.id}`).text(`${text.issued}: ${formatDateTime(order.created_at, locale)}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').text(pharmacy.legal_name);
  doc.font('Helvetica').text(`${pharmacy.name} · ${pharmacy.address}`);
  doc.text(`${text.licence}: ${pharmacy.licence_number}`);
  doc.text(`${text.pharmacist}: ${pharmacy.pharmacist_name} · ${text.sipa}: ${pharmacy.sipa_number}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').text(text.buyer);
  doc.font('Helvetica').text([buyer.name, buyer.phone, buyer.email].filter(Boolean).join(' · '));
  if (order.address) {
    const a = order.address;
    doc.text(`${text.shipTo}: ${a.recipient_name} · ${a.recipient_phone}, ${a.address_line}, ${a.village.name}, ${a.district.name}, ${a.city.name} ${a.postal_code}`);
  } else if (order.shipment_type === 'pickup') {
    doc.text(text.pickup);
  }
  doc.moveDown();

  pdfTableRow(doc, COLUMNS, COLUMNS.map((c) => text[c.key]), true);
  for (const item of order.items) {
    pdfTableRow(doc, COLUMNS, [item.name, DRUG_CLASS_TEXT[locale][item.drug_class], String(item.quantity), formatRupiah(item.unit_price), formatRupiah(item.subtotal)], false);
  }
  doc.moveDown(0.5);

  total(doc, text.subtotal, formatRupiah(order.subtotal));
  total(doc, text.shipping, formatRupiah(order.shipping_cost));
  if (order.discount > 0) total(doc, text.discount, `-${formatRupiah(order.discount)}`);
  doc.font('Helvetica-Bold');
  total(doc, text.total, formatRupiah(order.total));
  doc.font('Helvetica').moveDown();

  if (order.payment) {
    doc.x = MARGIN;
    doc.text(`${text.paidWith}: ${CHANNEL_TEXT[order.payment.channel]}`);
    if (order.payment.paid_at) doc.text(`${text.paidAt}: ${formatDateTime(order.payment.paid_at, locale)}`);
  }
  doc.moveDown(2).fontSize(8).fillColor('#555555').text(text.footer);
  doc.end();
  return bytes;
}

function total(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.text(label, MARGIN + 250, y, { width: 150, align: 'left' });
  doc.text(value, MARGIN + 400, y, { width: 99, align: 'right' });
  doc.x = MARGIN;
}
