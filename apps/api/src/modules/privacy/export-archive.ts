import { formatDate, formatDateTime, formatRupiah, type Locale } from '@apotek/contract';
import { zipSync } from 'fflate';
import { openA4Pdf, PDF_MARGIN, PDF_TEXT_WIDTH } from '../../platform/pdf/a4-pdf.ts';
import type { PersonalData } from './privacy.ports.ts';

/** The words of the PDF summary, in the user's language. */
const TEXT = {
  id: {
    title: 'Ringkasan data pribadi Anda',
    intro: 'Salinan data yang disimpan Apotek tentang Anda (UU PDP No. 27/2022, pasal 7 dan 13). Data lengkapnya ada dalam berkas JSON di folder data/ pada ZIP ini; berkas resep ada di folder files/.',
    generated: 'Dibuat',
    profile: 'Profil',
    name: 'Nama',
    email: 'E-mail',
    phone: 'Telepon',
    memberSince: 'Terdaftar sejak',
    orders: 'Pesanan',
    prescriptions: 'Resep',
    consultations: 'Konsultasi dokter',
    consents: 'Persetujuan',
    withdrawn: 'ditarik',
    counts: 'Jumlah lainnya',
    addresses: 'Alamat',
    chats: 'Percakapan',
    health: 'Catatan kesehatan',
    staffAccess: 'Akses petugas ke data kesehatan Anda',
    none: 'Tidak ada.',
    doctor: 'Dokter',
  },
  en: {
    title: 'Summary of your personal data',
    intro: 'A copy of the data Apotek holds about you (UU PDP No. 27/2022, articles 7 and 13). The full data is in the JSON files in the data/ folder of this ZIP; prescription files are in the files/ folder.',
    generated: 'Generated',
    profile: 'Profile',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    memberSince: 'Member since',
    orders: 'Orders',
    prescriptions: 'Prescriptions',
    consultations: 'Doctor consultations',
    consents: 'Consents',
    withdrawn: 'withdrawn',
    counts: 'Other counts',
    addresses: 'Addresses',
    chats: 'Conversations',
    health: 'Health entries',
    staffAccess: 'Staff access to your health data',
    none: 'None.',
    doctor: 'Doctor',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The standard PDF fonts speak Latin-1 only: anything else becomes '?' rather than garbage. */
function latin1(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/…/g, '...').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export async function renderSummaryPdf(data: PersonalData, locale: Locale, now: Date): Promise<Buffer> {
  const t = TEXT[locale];
  const s = data.summary;
  const { doc, bytes } = openA4Pdf({ Title: t.title, Author: 'Apotek' });
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(latin1(text));
    doc.font('Helvetica').fontSize(9.5).moveDown(0.2);
  };
  const line = (text: string) => doc.text(latin1(text), PDF_MARGIN, undefined, { width: PDF_TEXT_WIDTH });
  const list = <T>(rows: readonly T[], show: (row: T) => string) => {
    if (rows.length === 0) line(t.none);
    for (const row of rows) line(`- ${show(row)}`);
  };

  doc.font('Helvetica-Bold').fontSize(16).text(latin1(t.title));
  doc.font('Helvetica').fontSize(9).fillColor('#444444').text(latin1(`${t.generated}: ${formatDateTime(now, locale)}`));
  doc.fillColor('#000000').fontSize(9.5).moveDown(0.4);
  line(t.intro);

  heading(t.profile);
  line(`${t.name}: ${s.name}`);
  line(`${t.email}: ${s.email}`);
  line(`${t.phone}: ${s.phone}`);
  if (s.memberSince) line(`${t.memberSince}: ${formatDate(s.memberSince, locale)}`);

  heading(`${t.orders} (${s.orders.length})`);
  list(s.orders, (o) => `${o.code} · ${formatDate(o.date, locale)} · ${o.store} · ${o.status} · ${formatRupiah(o.total)}`);
  heading(`${t.prescriptions} (${s.prescriptions.length})`);
  list(s.prescriptions, (p) => `${p.code} · ${formatDate(p.date, locale)} · ${p.status} · ${t.doctor}: ${p.doctor}`);
  heading(`${t.consultations} (${s.consultations.length})`);
  list(s.consultations, (c) => `${c.code} · ${formatDate(c.date, locale)} · ${c.status}`);
  heading(t.consents);
  list(s.consents, (c) => `${c.document} v${c.version} · ${formatDateTime(c.at, locale)}${c.withdrawnAt ? ` · ${t.withdrawn} ${formatDateTime(c.withdrawnAt, locale)}` : ''}`);
  heading(t.counts);
  line(`${t.addresses}: ${s.addresses} · ${t.chats}: ${s.chats} · ${t.health}: ${s.healthEntries}`);
  heading(`${t.staffAccess} (${s.staffAccess.length})`);
  list(s.staffAccess, (a) => `${formatDateTime(a.at, locale)} · ${a.who} (${a.role}) · ${a.what}`);

  doc.end();
  return bytes;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * The ZIP: data/<section>.json for every section (machine-readable, UU PDP art. 13's portability), the
 * PDF summary, and files/<purpose>/<id>.<ext> for every stored file the user owns.
 */
export function buildArchive(data: PersonalData, pdf: Buffer, files: ReadonlyArray<{ id: string; purpose: string; mime: string; bytes: Uint8Array }>, now: Date): Uint8Array {
  const enc = new TextEncoder();
  const entries: Record<string, Uint8Array> = {
    'README.txt': enc.encode(
      'Apotek - data export / ekspor data\n\n' +
        'data/*.json   all data held about you, machine-readable / semua data tentang Anda, dapat dibaca mesin\n' +
        'summary.pdf   a readable summary / ringkasan yang mudah dibaca\n' +
        'files/        your uploaded files / berkas yang Anda unggah\n\n' +
        `generated / dibuat: ${now.toISOString()}\n`,
    ),
    'summary.pdf': new Uint8Array(pdf),
  };
  for (const [section, value] of Object.entries(data.sections)) entries[`data/${section}.json`] = enc.encode(`${JSON.stringify(value, null, 2)}\n`);
  for (const f of files) entries[`files/${f.purpose}/${f.id}.${EXTENSIONS[f.mime] ?? 'bin'}`] = f.bytes;
  // Photos and PDFs are compressed already: stored as they are; the JSON is deflated.
  return zipSync(
    Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, [bytes, { level: name.startsWith('files/') || name.endsWith('.pdf') ? 0 : 6 }]])),
    { mtime: now },
  );
}
