import { formatDate, formatDateTime, type Locale, type StoredFileMime } from '@apotek/contract';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import sharp from 'sharp';
import { openA4Pdf, PDF_MARGIN as MARGIN, PDF_TEXT_WIDTH as WIDTH } from '../../platform/pdf/a4-pdf.ts';
import { pdfColumns, pdfTableRow } from '../../platform/pdf/pdf-table.ts';
import { PDF_TEXT, statusText } from './prescription-text.ts';
import type { PharmacyInfo } from './prescriptions.ports.ts';
import type { PrescriptionItemRow, PrescriptionRow } from './prescriptions.repository.ts';

export interface PrescriptionPdfInput {
  row: PrescriptionRow;
  items: PrescriptionItemRow[];
  pharmacy: PharmacyInfo;
  /** The uploaded originals, in upload order. */
  files: Array<{ bytes: Buffer; mime: StoredFileMime }>;
  locale: Locale;
}

/** The product and its signa, then what was prescribed, redeemed and remains: the page's width. */
const COLUMNS = pdfColumns([['product', 170], ['signa', 160], ['prescribed', 45, 'right'], ['redeemed', 55, 'right'], ['remaining', 49, 'right']]);

/**
 * The pharmacy's "salinan resep" (prescription copy) as an A4 PDF: the pharmacy's legal header (name, SIA,
 * responsible pharmacist and SIPA, address, phone; ARCHITECTURE §4), the patient, the doctor and their SIP,
 * the date, each approved item with its signa and what was redeemed and remains, who approved it and until
 * when it is valid, then the uploaded originals: photos drawn one per page, PDF pages appended as they are.
 */
export async function renderPrescriptionPdf(input: PrescriptionPdfInput): Promise<Buffer> {
  const { row, items, pharmacy, files, locale } = input;
  const text = PDF_TEXT[locale];
  const electronic = row.consultation_ref !== null;
  const title = electronic ? text.eTitle : text.title;
  const { doc, bytes: done } = openA4Pdf({ Title: `${title} ${row.public_id}`, Author: pharmacy.legal_name });

  // The legal header.
  doc.font('Helvetica-Bold').fontSize(13).text(pharmacy.legal_name);
  doc.font('Helvetica').fontSize(9);
  doc.text(`${pharmacy.name} · ${pharmacy.address}, ${pharmacy.city}, ${pharmacy.province} ${pharmacy.postal_code}`);
  doc.text(`${text.phone} ${pharmacy.phone} · ${labelled(text.licence, pharmacy.licence_number, 'SIA')}`);
  doc.text(`${text.responsible}: ${pharmacy.pharmacist_name} · ${labelled(text.sipa, pharmacy.sipa_number, 'SIPA')}`);
  doc.moveTo(MARGIN, doc.y + 4).lineTo(MARGIN + WIDTH, doc.y + 4).strokeColor('#333333').stroke();
  doc.moveDown(1);

  doc.font('Helvetica-Bold').fontSize(16).text(title, { align: 'center' });
  doc.font('Helvetica').fontSize(10).text(`${text.number}: ${row.public_id} · ${text.status}: ${statusText(row.status, locale)}`, { align: 'center' });
  doc.moveDown();

  const relation = row.patient_relation === 'self' ? text.relationSelf : text.relationFamily;
  const weight = row.patient_weight_kg === null ? '' : ` · ${text.weight}: ${Number(row.patient_weight_kg)} kg`;
  doc.font('Helvetica-Bold').text(`${text.patient}: `, { continued: true }).font('Helvetica').text(`${row.patient_name} (${relation}) · ${text.age}: ${row.patient_age} ${text.years}${weight}`);
  doc.font('Helvetica-Bold').text(`${text.doctor}: `, { continued: true }).font('Helvetica').text(`${row.doctor_name}${doctorLicences(row, text)}`);
  if (row.consultation_ref) doc.font('Helvetica-Bold').text(`${text.consultation}: `, { continued: true }).font('Helvetica').text(row.consultation_ref);
  doc.font('Helvetica-Bold').text(`${text.date}: `, { continued: true }).font('Helvetica').text(formatDate(`${row.prescribed_on}T12:00:00+07:00`, locale));
  // An e-prescription's notes are the doctor's; a paper one's are what the patient told the pharmacist.
  if (row.notes) doc.font('Helvetica-Bold').text(`${electronic ? text.doctorNotes : text.notes}: `, { continued: true }).font('Helvetica').text(row.notes);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(11).text(text.items);
  doc.fontSize(10).moveDown(0.3);
  if (items.length === 0) {
    doc.font('Helvetica').text(text.noItems);
  } else {
    pdfTableRow(doc, COLUMNS, COLUMNS.map((c) => text[c.key] ?? ''), true);
    for (const item of items) {
      pdfTableRow(doc, COLUMNS, [item.product_name, item.signa, String(item.quantity), String(item.redeemed_quantity), String(item.quantity - item.redeemed_quantity)], false);
    }
  }
  doc.moveDown();
  doc.x = MARGIN;
  if (electronic && row.approved_at) {
    doc.font('Helvetica').text(`${text.writtenBy}: ${row.doctor_name}${doctorLicences(row, text)} · ${text.approvedAt} ${formatDateTime(row.approved_at, locale)}`);
  }
  if (row.pharmacist_name && row.pharmacist_sipa && row.approved_at) {
    doc.font('Helvetica').text(`${text.approvedBy}: ${row.pharmacist_name} · ${labelled(text.sipa, row.pharmacist_sipa, 'SIPA')} · ${text.approvedAt} ${formatDateTime(row.approved_at, locale)}`);
  }
  if (row.valid_until) doc.text(`${text.validUntil}: ${formatDate(`${row.valid_until}T12:00:00+07:00`, locale)}`);
  if (row.rejection_reason) doc.text(`${text.rejected}: ${row.rejection_reason}`);
  doc.moveDown(2).fontSize(8).fillColor('#555555').text(electronic ? text.eFooter : text.footer, { width: WIDTH }).fillColor('#000000');

  const pdfs: Buffer[] = [];
  for (const file of files) {
    if (file.mime === 'application/pdf') {
      pdfs.push(file.bytes);
      continue;
    }
    // pdfkit draws JPEG and PNG; anything else is re-encoded first.
    const image = file.mime === 'image/jpeg' || file.mime === 'image/png' ? file.bytes : await sharp(file.bytes).jpeg({ quality: 85 }).toBuffer();
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(text.images);
    doc.moveDown(0.5);
    doc.image(image, { fit: [WIDTH, 700 - (doc.y - MARGIN)], align: 'center' });
  }
  doc.end();
  const main = await done;
  if (pdfs.length === 0) return main;

  // Uploaded PDFs keep their own pages: copied in after the copy, untouched.
  const merged = await PdfLibDocument.load(main);
  for (const bytes of pdfs) {
    const source = await PdfLibDocument.load(bytes, { ignoreEncryption: false });
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}

/** " · SIP …" on paper, " · STR …" for a doctor's e-prescription (both when both are known). */
function doctorLicences(row: PrescriptionRow, text: (typeof PDF_TEXT)[Locale]): string {
  const parts = [row.doctor_sip ? labelled(text.sip, row.doctor_sip, 'SIP ') : null, row.doctor_str ? labelled(text.str, row.doctor_str, 'STR') : null].filter((p) => p !== null);
  return parts.map((p) => ` · ${p}`).join('');
}

/** "SIPA: 1988…", unless the number as written already starts with its name ("SIPA 1988…"). */
function labelled(label: string, value: string, name: string): string {
  return value.trim().toUpperCase().startsWith(name) ? value : `${label}: ${value}`;
}
