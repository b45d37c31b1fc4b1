import { apiMessage, INFO_PAGE_SLUGS, LEGAL_PAGE_OF, LEGAL_VERSIONS, SALES_EMAIL } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVerified, type TestApp } from '../../../test/app.ts';
import { seedInfoPages } from '../../db/seed/pages/pages.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction().execute((trx) => seedInfoPages(trx, t.clock.now()));
});
afterAll(async () => {
  await t.close();
});

const en = { cookies: { i18n_redirected: 'en' } };

describe('GET /api/pages/{slug}', () => {
  it.each(INFO_PAGE_SLUGS.flatMap((slug) => [[slug, 'id'] as const, [slug, 'en'] as const]))('answers %s in %s as sanitised HTML with its version', async (slug, lang) => {
    const res = await t.call({ method: 'GET', url: `/api/pages/${slug}`, ...(lang === 'en' ? en : {}) });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.slug).toBe(slug);
    expect(page.locale).toBe(lang);
    expect(page.title.length).toBeGreaterThan(5);
    expect(page.html).toMatch(/^<p>/);
    expect(page.html).toContain('<h2 id="');
    expect(page.html).not.toMatch(/<script|<h1|onerror|javascript:/i);
    expect(page.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.effective_at).toBe(new Date(`${page.version}T00:00:00+07:00`).toISOString());
    expect(page.current).toBe(true);
    expect(page.versions).toEqual([{ version: page.version, effective_at: page.effective_at }]);
    expect(page.toc.length).toBeGreaterThan(1);
    for (const entry of page.toc) expect(page.html).toContain(`id="${entry.id}"`);
    // Cached like the other public reads: an ETag, and Vary on the language.
    expect(res.headers.etag).toBeTruthy();
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
  });

  it('answers the language asked with ?lang= whatever the cookie says', async () => {
    const res = await t.call({ method: 'GET', url: '/api/pages/privacy?lang=en' });
    expect(res.json().data.title).toBe('Privacy Policy');
    const id = await t.call({ method: 'GET', url: '/api/pages/privacy?lang=id', ...en });
    expect(id.json().data.title).toBe('Kebijakan Privasi');
  });

  it('holds the real content of the legal documents: PSE/PSEF, UU PDP rights, specific data, retention, breach notice, the controller', async () => {
    const privacy = (await t.call({ method: 'GET', url: '/api/pages/privacy' })).json().data.html as string;
    for (const text of ['Undang-Undang Nomor 27 Tahun 2022', 'bersifat spesifik', 'privacy@apotek.id', '3 × 24 jam', 'Masa Penyimpanan', 'Transfer Data ke Luar Negeri', 'href="/backup"', 'href="/profile"', 'portabilitas', 'menarik kembali persetujuan']) {
      expect(privacy, text).toContain(text);
    }
    const terms = (await t.call({ method: 'GET', url: '/api/pages/term-condition', ...en })).json().data.html as string;
    for (const text of ['Government Regulation No. 71 of 2019', 'Regulation No. 5 of 2020', 'PSEF', 'Badan POM Regulation No. 8 of 2020', 'only be bought with a doctor', 'href="/privacy"']) {
      expect(terms, text).toContain(text);
    }
  });

  it('opens external links apart without referrer, and keeps in-site links plain', async () => {
    const portal = (await t.call({ method: 'GET', url: '/api/pages/portal' })).json().data.html as string;
    expect(portal).toContain('<a href="https://shopee.co.id/apotek.official" rel="noopener noreferrer" target="_blank">');
    expect(portal).toContain('<a href="/portal/shopee">');
    expect(portal).toContain('<table>');
  });

  it('answers 404 for an unknown page or version', async () => {
    for (const url of ['/api/pages/tidak-ada', '/api/pages/privacy?version=1999-01-01', '/api/pages/../etc']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const bad = await t.call({ method: 'GET', url: '/api/pages/privacy?version=%3Cscript%3E' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['version']);
  });

  it('keeps an earlier version readable after a new one is published, so a consent points at its exact text', async () => {
    const db = t.database.db;
    const old = (await t.call({ method: 'GET', url: '/api/pages/about-us' })).json().data;
    await db
      .insertInto('info_page_versions')
      .values({ page_slug: 'about-us', version: '2027-01-01', effective_at: '2027-01-01T00:00:00.000Z', title_id: 'Tentang Kami', title_en: 'About Us', summary_id: 'Baru', summary_en: 'New', body_id: '## Versi baru\n\nTeks baru.', body_en: '## New version\n\nNew text.', created_at: t.clock.now().toISOString() })
      .execute();
    await db.updateTable('info_pages').set({ current_version: '2027-01-01' }).where('slug', '=', 'about-us').execute();

    const now = (await t.call({ method: 'GET', url: '/api/pages/about-us' })).json().data;
    expect(now.version).toBe('2027-01-01');
    expect(now.html).toContain('Teks baru.');
    expect(now.versions.map((v: { version: string }) => v.version)).toEqual(['2027-01-01', old.version]);
    const earlier = (await t.call({ method: 'GET', url: `/api/pages/about-us?version=${old.version}` })).json().data;
    expect(earlier.current).toBe(false);
    expect(earlier.html).toBe(old.html);
  });
});

describe('the consent registration records is the version the pages show', () => {
  it('LEGAL_VERSIONS equals the seeded current versions of the terms and the privacy policy', async () => {
    for (const [doc, slug] of Object.entries(LEGAL_PAGE_OF) as [keyof typeof LEGAL_VERSIONS, string][]) {
      const page = (await t.call({ method: 'GET', url: `/api/pages/${slug}` })).json().data;
      expect(page.version, slug).toBe(LEGAL_VERSIONS[doc]);
    }
  });

  it("a fresh registration's consents carry the versions /term-condition and /privacy show", async () => {
    const { token } = await registerVerified(t);
    const consents = (await t.call({ method: 'GET', url: '/api/my/consents', token })).json().data as Array<{ document: 'terms' | 'privacy'; version: string }>;
    expect(consents.map((c) => c.document).sort()).toEqual(['privacy', 'terms']);
    for (const consent of consents) {
      const page = (await t.call({ method: 'GET', url: `/api/pages/${LEGAL_PAGE_OF[consent.document]}` })).json().data;
      expect(consent.version, consent.document).toBe(page.version);
      // The exact text stays reachable by that version.
      const exact = await t.call({ method: 'GET', url: `/api/pages/${LEGAL_PAGE_OF[consent.document]}?version=${consent.version}` });
      expect(exact.statusCode).toBe(200);
    }
  });
});

describe('GET /api/faq', () => {
  it('answers every entry in both languages, grouped by topic in order', async () => {
    const res = await t.call({ method: 'GET', url: '/api/faq' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.q).toBe('');
    expect(data.topics.map((topic: { id: string }) => topic.id)).toEqual(['prescriptions', 'orders', 'payment', 'consultations', 'account']);
    const entries = data.topics.flatMap((topic: { id: string; entries: Array<{ topic: string }> }) => topic.entries.map((e) => [topic.id, e] as const));
    expect(entries.length).toBe(data.total);
    expect(data.total).toBeGreaterThanOrEqual(15);
    for (const [topic, entry] of entries) {
      expect(entry.topic).toBe(topic);
      for (const text of [entry.question.id, entry.question.en, entry.answer.id, entry.answer.en]) expect(text.length).toBeGreaterThan(10);
      expect(entry.keywords.length).toBeGreaterThan(2);
    }
    expect(data.topics[0].title).toEqual({ id: 'Resep & Obat', en: 'Prescriptions & Medicines' });
  });

  it.each([
    ['ongkir', 'shipping'],
    ['bisa bayar pakai QRIS?', 'payment'],
    ['antibiotik tanpa resep', 'prescription-only'],
    ['how do I delete my account', 'my-data'],
    ['saldo', 'wallet'],
    ['injeksi', 'not-sold-online'],
  ])('finds %s → %s first, leaving topics without a match out', async (q, id) => {
    const res = await t.call({ method: 'GET', url: `/api/faq?q=${encodeURIComponent(q)}` });
    const data = res.json().data;
    expect(data.q).toBe(q.trim());
    const all = data.topics.flatMap((topic: { entries: Array<{ id: string }> }) => topic.entries.map((e) => e.id));
    expect(all).toContain(id);
    expect(all.length).toBe(data.total);
    expect(data.total).toBeLessThan(10);
    for (const topic of data.topics) expect(topic.entries.length).toBeGreaterThan(0);
  });

  it('finds words of the answers too, and nothing for nonsense', async () => {
    const bpjs = (await t.call({ method: 'GET', url: '/api/faq?q=kedaluwarsa' })).json().data;
    expect(bpjs.topics.flatMap((topic: { entries: Array<{ id: string }> }) => topic.entries.map((e) => e.id))).toContain('returns');
    const none = (await t.call({ method: 'GET', url: '/api/faq?q=xyzzy%20qwerty' })).json().data;
    expect(none).toEqual({ q: 'xyzzy qwerty', total: 0, topics: [] });
  });

  it('refuses an over-long search', async () => {
    const res = await t.call({ method: 'GET', url: `/api/faq?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['q']);
  });
});

describe('POST /api/advertise', () => {
  const valid = {
    company: 'PT Sehat Sentosa',
    name: 'Rina Kusuma',
    email: 'Rina@SehatSentosa.co.id',
    phone: '0812-3456-7890',
    budget_range: '10m-50m',
    message: 'Kami ingin menayangkan banner vitamin anak selama bulan Desember.',
  };

  it('refuses a bad enquiry field by field in the language of the request, and stores and sends nothing', async () => {
    const before = await t.database.db.selectFrom('outbox').select('id').execute();
    const bad = { company: '', name: 'R', email: 'bukan-email', phone: '12345', budget_range: 'gratis', message: 'pendek' };
    const id = await t.call({ method: 'POST', url: '/api/advertise', ip: '198.51.100.20', payload: bad });
    expect(id.statusCode).toBe(422);
    expect(id.json().message).toBe(apiMessage('validation', 'id'));
    const errors = id.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['budget_range', 'company', 'email', 'message', 'name', 'phone']);
    expect(errors.company).toEqual(['Nama perusahaan wajib diisi']);
    expect(errors.email).toEqual(['E-mail bukan alamat e-mail yang valid']);
    expect(errors.phone).toEqual(['Nomor telepon bukan nomor telepon yang valid']);
    expect(errors.budget_range).toEqual(['Pilih kisaran anggaran']);
    expect(errors.message[0]).toMatch(/^Pesan: /);

    const english = await t.call({ method: 'POST', url: '/api/advertise', ip: '198.51.100.20', payload: {}, ...en });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.company).toEqual(['The Company name field is required']);
    expect(english.json().errors.budget_range).toEqual(['The Budget range field is required']);

    expect(await t.database.db.selectFrom('advertise_inquiries').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('outbox').select('id').execute()).toEqual(before);
  });

  it("stores the enquiry and e-mails the sales desk through the messaging sandbox", async () => {
    const res = await t.call({ method: 'POST', url: '/api/advertise', ip: '198.51.100.21', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(apiMessage('created', 'id'));
    const reference = res.json().data.reference as string;
    expect(reference).toMatch(/^ADV-[0-9A-Z]{8}$/);

    const row = await t.database.db.selectFrom('advertise_inquiries').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company: 'PT Sehat Sentosa', name: 'Rina Kusuma', email: 'rina@sehatsentosa.co.id', phone: '+6281234567890', budget_range: '10m-50m', locale: 'id', message: valid.message });
    expect(new Date(row.created_at).toISOString()).toBe(t.clock.now().toISOString());

    const mail = await t.database.db.selectFrom('outbox').select(['channel', 'recipient', 'subject', 'body']).where('recipient', '=', SALES_EMAIL).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.channel).toBe('email');
    expect(mail.subject).toBe(`Permintaan beriklan ${reference}: PT Sehat Sentosa`);
    for (const text of ['Rina Kusuma', 'rina@sehatsentosa.co.id', '+6281234567890', 'Rp10–50 juta', valid.message]) expect(mail.body).toContain(text);
  });

  it('rate-limits enquiries per IP (a refused form does not count)', async () => {
    const ip = '198.51.100.99';
    await t.call({ method: 'POST', url: '/api/advertise', ip, payload: { ...valid, email: 'x' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.call({ method: 'POST', url: '/api/advertise', ip, payload: { ...valid, name: `Pengiklan ${i}` } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await t.call({ method: 'POST', url: '/api/advertise', ip, payload: valid, ...en });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(limited.json().message).toMatch(/^Too many attempts/);
    const stored = await t.database.db.selectFrom('advertise_inquiries').select('name').where('name', 'like', 'Pengiklan %').execute();
    expect(stored).toHaveLength(5);
  });
});
