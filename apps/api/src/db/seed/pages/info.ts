import { COMPANY as C } from './company.ts';

export const ABOUT_ID = `${C.brand} adalah apotek daring untuk keluarga Indonesia: obat, vitamin dan produk kesehatan dari apotek berizin di dekat Anda, dengan apoteker yang siap menjawab pertanyaan, dan dokter yang dapat Anda ajak konsultasi dari rumah.

## Misi kami

Membuat obat yang tepat mudah dan aman didapat. Setiap pesanan disiapkan oleh apotek berizin dan diperiksa apoteker; obat keras hanya diserahkan dengan resep dokter yang sudah diverifikasi apoteker, sesuai jumlah di resep.

## Yang kami tawarkan

- **Belanja obat dan produk kesehatan** dari apotek terdekat, diantar kurir instan, same day, reguler, atau diambil sendiri.
- **Tebus resep** dengan mengunggah foto resep; apoteker memeriksanya sebelum obat disiapkan.
- **Chat apoteker** untuk pertanyaan tentang obat, dosis dan interaksi.
- **Konsultasi dokter** dengan dokter ber-STR dan ber-SIP, termasuk janji temu.
- **Artikel kesehatan** yang ditinjau tenaga medis, dan **pelacak kesehatan** untuk BMI, tekanan darah, gula darah dan lainnya.

## Legalitas

| | |
|---|---|
| Penyelenggara | ${C.name} |
| NIB | ${C.nib} |
| Tanda daftar PSE Lingkup Privat (Komdigi) | ${C.pse} |
| Tanda daftar PSEF (Kementerian Kesehatan) | ${C.psef} |
| Apoteker penanggung jawab | ${C.pharmacist} |
| SIPA | ${C.pharmacistSipa} |

Obat diserahkan oleh apotek mitra berizin. Nama badan usaha, nomor Surat Izin Apotek, apoteker penanggung jawab beserta SIPA-nya, alamat dan telepon setiap apotek tercantum di [halaman apotek](/pharmacy).

## Privasi Anda

Data kesehatan adalah data pribadi yang bersifat spesifik. Kami memintanya hanya dengan persetujuan eksplisit Anda, mencatat setiap akses staf, dan Anda dapat mengunduh atau menghapus data Anda kapan saja. Baca [Kebijakan Privasi](/privacy).

## Hubungi kami

- Kantor: ${C.address}
- Telepon: ${C.phone}
- WhatsApp layanan pelanggan: ${C.whatsapp} (08.00–22.00 WIB)
- E-mail: ${C.careEmail}
- Kerja sama iklan: [Beriklan di ${C.brand}](/advertise)
`;

export const ABOUT_EN = `${C.brand} is an online pharmacy for Indonesian families: medicines, vitamins and health products from licensed pharmacies near you, pharmacists ready to answer your questions, and doctors you can consult from home.

## Our mission

To make the right medicine easy and safe to get. Every order is prepared by a licensed pharmacy and checked by a pharmacist; prescription-only medicines are dispensed only on a doctor's prescription verified by a pharmacist, up to the quantity prescribed.

## What we offer

- **Medicines and health products** from the nearest pharmacy, by instant, same-day or regular courier, or picked up yourself.
- **Prescription refills**: upload a photo of your prescription and a pharmacist reviews it before the medicines are prepared.
- **Pharmacist chat** for questions about medicines, doses and interactions.
- **Doctor consultations** with doctors holding a valid STR and SIP, appointments included.
- **Health articles** reviewed by medical professionals, and a **health tracker** for BMI, blood pressure, blood sugar and more.

## Licences

| | |
|---|---|
| Operator | ${C.name} |
| Business identification number (NIB) | ${C.nib} |
| Private-scope PSE registration (Ministry of Communication and Digital Affairs) | ${C.pse} |
| PSEF registration (Ministry of Health) | ${C.psef} |
| Responsible pharmacist | ${C.pharmacist} |
| SIPA | ${C.pharmacistSipa} |

Medicines are dispensed by licensed partner pharmacies. Each pharmacy's legal name, pharmacy licence number, responsible pharmacist with their SIPA, address and phone are shown on its [pharmacy page](/pharmacy).

## Your privacy

Health data is specific personal data. We ask for it only with your explicit consent, log every staff access, and you can download or delete your data at any time. Read our [Privacy Policy](/privacy).

## Contact us

- Office: ${C.address}
- Phone: ${C.phone}
- Customer care WhatsApp: ${C.whatsapp} (08:00–22:00 WIB)
- E-mail: ${C.careEmail}
- Advertising: [Advertise with ${C.brand}](/advertise)
`;

export const ADVERTISE_ID = `Jangkau jutaan keluarga Indonesia yang mencari produk kesehatan setiap hari. Tim kami membantu merek kesehatan, suplemen, alat kesehatan dan perawatan diri tampil di ${C.brand} secara bertanggung jawab.

## Format iklan

- **Banner beranda** dan **halaman kampanye** untuk peluncuran produk.
- **Produk unggulan** di hasil pencarian dan kategori, ditandai sebagai iklan.
- **Artikel bersponsor** yang tetap ditinjau tenaga medis dan ditandai sebagai konten bersponsor.
- **Voucher dan promosi** bersama untuk produk yang boleh dipromosikan.

## Aturan yang kami pegang

- **Obat keras, narkotika, psikotropika dan produk yang dilarang dijual daring tidak dapat diiklankan** kepada masyarakat, sesuai ketentuan periklanan obat dan Peraturan Badan POM tentang pengawasan periklanan obat.
- Produk yang diiklankan harus memiliki izin edar Badan POM (atau izin edar alat kesehatan dari Kementerian Kesehatan), dan klaimnya harus sesuai yang disetujui.
- Kami tidak menggunakan data kesehatan pengguna untuk penargetan iklan.

## Hubungi tim kami

Isi formulir di bawah ini; tim penjualan kami akan menghubungi Anda dalam 2 hari kerja. Anda juga dapat menulis ke ${C.salesEmail}.
`;

export const ADVERTISE_EN = `Reach millions of Indonesian families looking for health products every day. Our team helps health, supplement, medical device and personal care brands appear on ${C.brand} responsibly.

## Ad formats

- **Home page banners** and **campaign pages** for product launches.
- **Featured products** in search results and categories, labelled as ads.
- **Sponsored articles**, still reviewed by medical professionals and labelled as sponsored.
- **Joint vouchers and promotions** for products that may be promoted.

## Rules we keep

- **Prescription-only medicines, narcotics, psychotropics and products that may not be sold online cannot be advertised** to the public, under the rules on advertising medicines and the Badan POM regulation on supervising drug advertising.
- Advertised products must hold a Badan POM marketing authorisation (or a Ministry of Health authorisation for medical devices), and their claims must match what was approved.
- We never use users' health data to target ads.

## Talk to our team

Fill in the form below; our sales team will contact you within 2 working days. You can also write to ${C.salesEmail}.
`;

/** The shop's stores on marketplaces (invented for the demo). */
export const MARKETPLACES = {
  shopee: 'https://shopee.co.id/apotek.official',
  tokopedia: 'https://www.tokopedia.com/apotek-official',
  lazada: 'https://www.lazada.co.id/shop/apotek-official',
  tiktok: 'https://www.tiktok.com/@apotek.official.shop',
} as const;

export const PORTAL_ID = `Selain di situs dan aplikasi ini, ${C.brand} hadir sebagai **toko resmi** di marketplace pilihan Anda. Produk dan harganya mengikuti apotek mitra kami, dan setiap pesanan tetap disiapkan oleh apotek berizin.

## Toko resmi kami

| Marketplace | Toko | Yang dijual |
|---|---|---|
| Shopee | [Apotek Official Shop](${MARKETPLACES.shopee}) — [panduan](/portal/shopee) | obat bebas, obat bebas terbatas, vitamin, suplemen, alat kesehatan, perawatan ibu dan bayi |
| Tokopedia | [Apotek Official](${MARKETPLACES.tokopedia}) | obat bebas, obat bebas terbatas, vitamin, suplemen, alat kesehatan |
| Lazada | [Apotek Official (LazMall)](${MARKETPLACES.lazada}) | vitamin, suplemen, alat kesehatan, perawatan diri |
| TikTok Shop | [Apotek Official Shop](${MARKETPLACES.tiktok}) | vitamin, suplemen, perawatan diri |

## Obat keras tidak dijual di marketplace

**Obat keras tidak pernah dijual di marketplace**, begitu pula narkotika, psikotropika dan produk lain yang dilarang dijual daring. Untuk obat dengan resep dokter, gunakan [Tebus Resep](/prescription/upload) di situs atau aplikasi ${C.brand}: apoteker memeriksa resep Anda sebelum obat diserahkan.

## Cara mengenali toko resmi

- Toko resmi kami selalu bertanda **Official Store / Mall** dan tautannya tercantum di halaman ini.
- Kami tidak pernah meminta pembayaran di luar aplikasi marketplace, kode OTP, atau PIN Anda.
- Curiga dengan toko yang memakai nama kami? Laporkan ke ${C.careEmail}.

## Bantuan untuk pesanan marketplace

Pertanyaan tentang pesanan marketplace dijawab melalui chat toko di marketplace tersebut. Keluhan produk dapat juga disampaikan ke WhatsApp layanan pelanggan ${C.whatsapp}.
`;

export const PORTAL_EN = `Besides this website and app, ${C.brand} runs **official stores** on the marketplaces you already use. Products and prices follow our partner pharmacies, and every order is still prepared by a licensed pharmacy.

## Our official stores

| Marketplace | Store | What is sold there |
|---|---|---|
| Shopee | [Apotek Official Shop](${MARKETPLACES.shopee}) — [guide](/portal/shopee) | over-the-counter and limited over-the-counter medicines, vitamins, supplements, medical devices, mother and baby care |
| Tokopedia | [Apotek Official](${MARKETPLACES.tokopedia}) | over-the-counter and limited over-the-counter medicines, vitamins, supplements, medical devices |
| Lazada | [Apotek Official (LazMall)](${MARKETPLACES.lazada}) | vitamins, supplements, medical devices, personal care |
| TikTok Shop | [Apotek Official Shop](${MARKETPLACES.tiktok}) | vitamins, supplements, personal care |

## No prescription-only medicines on marketplaces

**Prescription-only medicines (obat keras) are never sold on marketplaces**, nor are narcotics, psychotropics or any other product that may not be sold online. For medicines on a doctor's prescription, use [Redeem a prescription](/prescription/upload) on the ${C.brand} website or app: a pharmacist reviews your prescription before the medicines are dispensed.

## How to recognise our official stores

- Our official stores always carry the **Official Store / Mall** badge and are linked from this page.
- We never ask for payment outside the marketplace's app, for OTP codes or for your PIN.
- Suspicious of a store using our name? Report it to ${C.careEmail}.

## Help with marketplace orders

Questions about a marketplace order are answered through the store's chat on that marketplace. Product complaints can also go to customer care on WhatsApp at ${C.whatsapp}.
`;

export const SHOPEE_ID = `**Apotek Official Shop** adalah toko resmi ${C.brand} di Shopee. Pesanan disiapkan oleh apotek mitra berizin kami dan dikirim dari apotek terdekat yang memiliki stok.

[Kunjungi Apotek Official Shop di Shopee](${MARKETPLACES.shopee})

## Yang bisa Anda beli di Shopee

- Obat bebas dan obat bebas terbatas (misalnya obat demam, batuk dan pilek, obat maag)
- Vitamin dan suplemen
- Alat kesehatan: termometer, tensimeter, alat cek gula darah, masker
- Perawatan ibu dan bayi, perawatan diri

## Yang tidak dijual di Shopee

- **Obat keras** (termasuk antibiotik), yang hanya dapat ditebus dengan resep melalui [Tebus Resep](/prescription/upload) di ${C.brand}
- Narkotika, psikotropika, obat yang mengandung prekursor, obat disfungsi ereksi, injeksi dan implan
- Produk yang memerlukan rantai dingin (misalnya insulin)

## Voucher dan gratis ongkir

Voucher toko dan program gratis ongkir Shopee berlaku sesuai ketentuan Shopee. Voucher ${C.brand} dari situs ini tidak berlaku di Shopee, dan sebaliknya.

## Keaslian produk

Semua produk berasal dari distributor resmi dan memiliki izin edar Badan POM. Nomor izin edar dapat Anda cek di kemasan dan di situs cekbpom.pom.go.id. Pastikan Anda membeli dari toko bertanda **Shopee Mall** dengan nama **Apotek Official Shop**.

## Butuh bantuan?

Gunakan chat toko di Shopee untuk pertanyaan pesanan. Untuk pertanyaan tentang obat, apoteker kami juga siap membantu melalui chat di situs ini atau WhatsApp ${C.whatsapp}.
`;

export const SHOPEE_EN = `**Apotek Official Shop** is ${C.brand}'s official store on Shopee. Orders are prepared by our licensed partner pharmacies and sent from the nearest pharmacy that has the stock.

[Visit Apotek Official Shop on Shopee](${MARKETPLACES.shopee})

## What you can buy on Shopee

- Over-the-counter and limited over-the-counter medicines (such as fever, cough and cold, and antacid medicines)
- Vitamins and supplements
- Medical devices: thermometers, blood pressure monitors, blood glucose meters, masks
- Mother and baby care, personal care

## What is not sold on Shopee

- **Prescription-only medicines** (antibiotics included), which can only be redeemed on a prescription through [Redeem a prescription](/prescription/upload) on ${C.brand}
- Narcotics, psychotropics, medicines containing precursors, erectile dysfunction medicines, injections and implants
- Products that need a cold chain (such as insulin)

## Vouchers and free shipping

Shop vouchers and Shopee's free shipping programmes apply under Shopee's terms. ${C.brand} vouchers from this website do not apply on Shopee, nor the other way round.

## Genuine products

All products come from authorised distributors and hold a Badan POM marketing authorisation. You can check the authorisation number on the pack and at cekbpom.pom.go.id. Make sure you buy from the store marked **Shopee Mall** named **Apotek Official Shop**.

## Need help?

Use the store chat on Shopee for questions about an order. For questions about medicines, our pharmacists are also here through the chat on this website or on WhatsApp at ${C.whatsapp}.
`;
