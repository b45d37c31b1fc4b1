import { COMPANY as C } from './company.ts';

/** Kebijakan Privasi, version 2026-11-01 (LEGAL_VERSIONS.privacy). */
export const PRIVACY_ID = `Kebijakan Privasi ini menjelaskan bagaimana **${C.name}** memproses data pribadi Anda saat Anda menggunakan situs dan aplikasi ${C.brand} ("Platform"), sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi ("UU PDP"), Peraturan Pemerintah Nomor 71 Tahun 2019 tentang Penyelenggaraan Sistem dan Transaksi Elektronik, dan peraturan di bidang kesehatan. Kebijakan ini adalah bagian dari [Syarat & Ketentuan](/term-condition).

## 1. Pengendali Data Pribadi

Pengendali data pribadi adalah ${C.name}, ${C.address}, penyelenggara sistem elektronik lingkup privat terdaftar (${C.pse}) dan penyelenggara sistem elektronik farmasi (${C.psef}).

Pejabat Pelindungan Data Pribadi (Data Protection Officer) kami: ${C.dpo}, e-mail **${C.privacyEmail}**, telepon ${C.phone}.

Apotek mitra yang menyerahkan obat Anda dan dokter yang Anda ajak konsultasi memproses data Anda untuk pelayanan kefarmasian dan medis. Untuk keperluan itu mereka bertindak sebagai pengendali data pribadi bersama kami, dan terikat kewajiban kerahasiaan profesi.

## 2. Data yang Kami Proses

### Data pribadi yang bersifat umum

- Identitas dan kontak: nama, e-mail, nomor telepon, tanggal lahir, jenis kelamin, foto profil.
- Alamat pengiriman dan, bila Anda mengizinkan, lokasi perangkat untuk mencari apotek terdekat (tidak disimpan).
- Riwayat pesanan, pembayaran (nomor referensi, bukan nomor kartu atau PIN), pengiriman, voucher, poin dan koin.
- Data teknis: alamat IP, jenis perangkat dan peramban, waktu akses, pengenal pengunjung acak yang dibuat di perangkat Anda, catatan keamanan (login, perangkat yang masuk).

### Data pribadi yang bersifat spesifik

Menurut Pasal 4 UU PDP, data dan informasi kesehatan, data keuangan pribadi, dan data anak adalah **data pribadi yang bersifat spesifik**. Di Platform, data tersebut meliputi:

- resep dan foto resep, data pasien pada resep (nama, umur, berat badan, hubungan dengan Anda), dan obat yang diserahkan;
- isi konsultasi dengan dokter dan chat dengan apoteker, termasuk foto yang Anda kirim;
- catatan pelacak kesehatan (BMI, berat badan, tekanan darah, gula darah, kolesterol, detak jantung, suhu anak);
- riwayat pembelian obat, yang dapat mengungkap kondisi kesehatan;
- data verifikasi identitas untuk Saldo (NIK, foto KTP dan swafoto) dan mutasi Saldo;
- data anak yang Anda masukkan sebagai pasien atau pada pelacak suhu anak.

## 3. Tujuan dan Dasar Pemrosesan

Kami memproses data pribadi hanya untuk tujuan yang jelas dan dengan dasar pemrosesan menurut Pasal 20 UU PDP:

| Tujuan | Data | Dasar pemrosesan |
|---|---|---|
| Membuat dan mengamankan akun, verifikasi OTP | identitas, kontak, data teknis | pelaksanaan perjanjian; kepentingan yang sah (keamanan) |
| Memproses pesanan, pembayaran dan pengiriman | kontak, alamat, pesanan, pembayaran | pelaksanaan perjanjian |
| Verifikasi resep dan penyerahan obat keras oleh apoteker | resep, data pasien | persetujuan eksplisit; kewajiban hukum kefarmasian |
| Konsultasi dokter dan chat apoteker | isi konsultasi dan chat | persetujuan eksplisit; pelaksanaan perjanjian |
| Pelacak kesehatan | catatan kesehatan | persetujuan eksplisit yang diminta sebelum catatan pertama |
| Saldo dan verifikasi identitas | NIK, foto KTP, swafoto, mutasi | persetujuan eksplisit; kewajiban hukum (ketentuan Bank Indonesia) |
| Pencatatan pajak dan akuntansi | transaksi | kewajiban hukum |
| Newsletter dan promosi | e-mail | persetujuan, yang dapat ditarik kapan saja |
| Mencegah penipuan, penyalahgunaan resep dan serangan | data teknis, pola pesanan | kepentingan yang sah; kewajiban hukum |

Kami **tidak menjual** data pribadi Anda, **tidak menggunakan data kesehatan Anda untuk iklan**, dan tidak memuat skrip pelacak atau iklan pihak ketiga di Platform.

## 4. Data Kesehatan sebagai Data Spesifik

- Kami meminta **persetujuan eksplisit** Anda sebelum memproses data kesehatan: saat mendaftar, saat mengunggah resep, saat memulai konsultasi, dan sebelum catatan pertama di pelacak kesehatan. Setiap persetujuan dicatat dengan versi dokumen yang Anda setujui, waktu dan salurannya.
- Resep hanya dapat dibuka oleh apoteker apotek yang Anda pilih. Catatan pelacak kesehatan hanya dapat dilihat dokter **di dalam konsultasi yang Anda mulai** dan hanya bila Anda menyetujuinya.
- **Setiap akses staf** (apoteker, dokter, admin) ke data kesehatan Anda **dicatat** beserta siapa, kapan dan untuk apa. Catatan akses itu dapat Anda lihat dan unduh melalui halaman [Cadangan Data Saya](/backup).
- Kami telah melakukan penilaian dampak pelindungan data pribadi (Pasal 34 UU PDP) karena pemrosesan data kesehatan dalam skala besar.

## 5. Pihak yang Menerima Data

Data Anda hanya dibagikan sejauh diperlukan untuk tujuan di atas:

- **apotek mitra** yang melayani pesanan atau resep Anda, dan **dokter** yang Anda ajak konsultasi;
- **penyedia jasa pembayaran** berizin Bank Indonesia (misalnya Midtrans atau Xendit) untuk memproses QRIS dan virtual account;
- **kurir** (nama penerima, nomor telepon dan alamat; isi paket obat keras tidak disebutkan);
- **penyedia layanan pesan** (SMS, WhatsApp, e-mail) untuk OTP dan pemberitahuan;
- **penyedia pusat data dan penyimpanan awan** yang menyimpan data atas nama kami;
- **instansi berwenang** (misalnya Kementerian Kesehatan, Badan POM, kepolisian, pengadilan) bila diwajibkan peraturan perundang-undangan.

## 6. Prosesor Data Pribadi

Pihak yang memproses data atas nama kami (penyedia pusat data dan penyimpanan, layanan pesan, penyedia jasa pembayaran untuk sebagian prosesnya) adalah **prosesor data pribadi** menurut UU PDP. Mereka terikat perjanjian tertulis untuk memproses data hanya atas instruksi kami, menjaga kerahasiaan, menerapkan pengamanan yang setara dengan kami, tidak melibatkan prosesor lain tanpa persetujuan kami, dan menghapus atau mengembalikan data setelah layanan berakhir. Daftar prosesor terbaru dapat Anda minta melalui ${C.privacyEmail}.

## 7. Transfer Data ke Luar Negeri

Data Platform disimpan di pusat data di Indonesia. Bila sebagian pemrosesan memerlukan transfer ke luar wilayah hukum Indonesia (misalnya layanan e-mail), kami hanya melakukannya sesuai Pasal 56 UU PDP: ke negara dengan tingkat pelindungan data pribadi yang setara atau lebih tinggi; bila tidak, dengan pelindungan yang memadai dan mengikat (perjanjian transfer data); dan bila keduanya tidak ada, dengan persetujuan Anda. **Data kesehatan tidak ditransfer ke luar negeri.**

## 8. Masa Penyimpanan

Data disimpan hanya selama diperlukan untuk tujuannya atau selama diwajibkan peraturan:

| Data | Masa simpan | Dasar |
|---|---|---|
| Akun dan profil | selama akun aktif; dihapus atau dianonimkan setelah penghapusan akun | UU PDP |
| Resep dan catatan penyerahan obat | 5 tahun sejak resep dilayani | Permenkes 73/2016 tentang Standar Pelayanan Kefarmasian di Apotek |
| Catatan konsultasi dokter (rekam medis) | sesuai Permenkes 24/2022 tentang Rekam Medis | kewajiban hukum |
| Transaksi, faktur dan pembayaran | 10 tahun | Undang-Undang Ketentuan Umum dan Tata Cara Perpajakan, Pasal 28 |
| Mutasi Saldo dan data verifikasi identitas | 5 tahun setelah hubungan berakhir | ketentuan Bank Indonesia dan anti pencucian uang |
| Chat dengan apoteker | 2 tahun sejak pesan terakhir | kepentingan yang sah (tindak lanjut keluhan) |
| Pelacak kesehatan | sampai Anda menghapus catatan atau akun | persetujuan |
| Catatan akses staf ke data kesehatan | 5 tahun | akuntabilitas (Pasal 31 UU PDP) |
| Catatan keamanan dan log server | 1 tahun | PP 71/2019; kepentingan yang sah |
| Kode OTP | 24 jam, tersimpan dalam bentuk hash | keamanan |
| Newsletter | sampai Anda berhenti berlangganan | persetujuan |
| Permintaan kerja sama iklan (/advertise) | 2 tahun sejak diterima | kepentingan yang sah |

Data yang masa simpannya berakhir dimusnahkan atau dianonimkan sehingga tidak lagi dapat mengidentifikasi Anda.

## 9. Hak Anda sebagai Subjek Data

Menurut Pasal 5 sampai 13 UU PDP, Anda berhak:

1. **mendapatkan informasi** tentang identitas kami, tujuan, dasar dan akuntabilitas pemrosesan (kebijakan ini);
2. **melengkapi, memperbarui dan memperbaiki** data yang tidak akurat, langsung di halaman [Profil Saya](/profile) atau melalui kami;
3. **mengakses dan memperoleh salinan** data Anda;
4. **mengakhiri pemrosesan, menghapus dan memusnahkan** data Anda;
5. **menarik kembali persetujuan** yang telah Anda berikan;
6. **mengajukan keberatan** atas keputusan yang hanya didasarkan pada pemrosesan otomatis, termasuk profiling, yang berdampak hukum atau signifikan bagi Anda;
7. **menunda atau membatasi** pemrosesan secara proporsional sesuai tujuannya;
8. **menggugat dan menerima ganti rugi** atas pelanggaran pemrosesan data Anda;
9. **mendapatkan dan menggunakan** data Anda dalam format yang umum dan dapat dibaca mesin, serta **mengirimkannya** ke pengendali lain (portabilitas).

### Cara menggunakan hak Anda

- **Akses, salinan dan portabilitas:** buka [Cadangan Data Saya](/backup) untuk mengunduh seluruh data Anda (profil, alamat, pesanan, pembayaran, resep beserta berkasnya, konsultasi dan chat, pelacak kesehatan, persetujuan dan catatan akses staf) sebagai file ZIP berisi JSON yang dapat dibaca mesin dan ringkasan PDF.
- **Perbaikan:** ubah nama, foto, tanggal lahir, e-mail dan nomor telepon di halaman [Profil Saya](/profile); e-mail dan nomor baru diverifikasi dengan OTP.
- **Penarikan persetujuan:** daftar persetujuan Anda beserta versi dan tanggalnya ada di halaman [Cadangan Data Saya](/backup), tempat Anda dapat menariknya sejauh diizinkan hukum. Penarikan tidak memengaruhi pemrosesan sebelumnya, dan dapat berarti layanan tertentu (misalnya pelacak kesehatan) tidak dapat digunakan lagi.
- **Penghapusan akun:** ajukan dari halaman [Cadangan Data Saya](/backup) dengan konfirmasi kata sandi atau OTP. Ada masa tenggang 14 hari; masuk kembali dalam masa itu membatalkan penghapusan. Setelahnya, data pribadi dihapus atau dianonimkan, kecuali data yang wajib disimpan menurut bagian 8, yang disimpan tanpa identitas Anda melebihi yang diwajibkan dan dimusnahkan setelah masanya berakhir.
- **Keberatan, pembatasan dan permintaan lain:** kirim e-mail ke **${C.privacyEmail}** dari alamat yang terdaftar di akun Anda.

Kami menanggapi permintaan Anda **paling lambat 3 × 24 jam** sejak permintaan diterima, sebagaimana diatur UU PDP. Kami dapat meminta verifikasi identitas, dan dapat menolak permintaan sejauh diizinkan Pasal 15 UU PDP (misalnya untuk kepentingan penegakan hukum atau kewajiban penyimpanan rekam medis), dengan memberi tahu alasannya.

## 10. Keamanan Data

Kami melindungi data dengan enkripsi saat transmisi (TLS), kata sandi yang disimpan sebagai hash argon2id, kode OTP sekali pakai yang disimpan sebagai hash, pembatasan akses berdasarkan peran, berkas resep yang hanya dapat dibuka melalui tautan bertanda tangan yang berlaku singkat, pembatasan percobaan masuk, dan pencatatan akses. Staf yang dapat mengakses data kesehatan terikat kewajiban kerahasiaan.

## 11. Pemberitahuan Kegagalan Pelindungan Data

Bila terjadi kegagalan pelindungan data pribadi, kami akan memberitahukannya secara tertulis **paling lambat 3 × 24 jam** kepada Anda dan kepada lembaga penyelenggara pelindungan data pribadi, sesuai Pasal 46 UU PDP. Pemberitahuan memuat data pribadi yang terungkap, kapan dan bagaimana data terungkap, serta upaya penanganan dan pemulihan yang kami lakukan. Bila diwajibkan, kami juga mengumumkannya kepada masyarakat.

## 12. Data Anak

Layanan ditujukan bagi pengguna dewasa. Data anak (misalnya sebagai pasien pada resep atau pada pelacak suhu anak) hanya diproses dengan persetujuan orang tua atau wali yang menggunakan akun, sesuai Pasal 25 UU PDP.

## 13. Cookie dan Penyimpanan di Perangkat

Kami hanya menggunakan cookie dan penyimpanan lokal yang diperlukan agar Platform berfungsi: cookie sesi (httpOnly), pilihan bahasa, apotek pilihan, keranjang tamu, dan pengenal pengunjung acak untuk keperluan dukungan teknis. Kami tidak menggunakan cookie iklan atau analitik pihak ketiga, dan tidak membuat sidik jari perangkat.

## 14. Perubahan Kebijakan

Setiap versi kebijakan ini memiliki nomor versi dan tanggal berlaku yang tertera di halaman ini, dan setiap versi sebelumnya tetap disimpan agar persetujuan Anda dapat dikaitkan dengan teks yang tepat. Perubahan penting akan kami beritahukan sebelum berlaku, dan bila perubahan itu memerlukan persetujuan baru, kami akan memintanya kepada Anda.

## 15. Kontak dan Pengaduan

- Pejabat Pelindungan Data Pribadi: ${C.dpo}
- E-mail: **${C.privacyEmail}**
- Telepon: ${C.phone}
- Surat: ${C.name}, u.p. Pejabat Pelindungan Data Pribadi, ${C.address}

Bila Anda tidak puas dengan tanggapan kami, Anda dapat mengadu kepada lembaga penyelenggara pelindungan data pribadi yang ditetapkan Pemerintah sesuai UU PDP.
`;

/** Privacy Policy, version 2026-11-01 (the Indonesian text prevails). */
export const PRIVACY_EN = `This Privacy Policy explains how **${C.name}** processes your personal data when you use the ${C.brand} website and app (the "Platform"), under Law No. 27 of 2022 on Personal Data Protection (the "PDP Law"), Government Regulation No. 71 of 2019 on the Operation of Electronic Systems and Transactions, and the health-sector regulations. It forms part of our [Terms and Conditions](/term-condition). This policy is made in Indonesian and English; if the two differ, the Indonesian text prevails.

## 1. The Data Controller

The personal data controller is ${C.name}, ${C.address}, a registered private-scope electronic system operator (${C.pse}) and pharmaceutical electronic system operator (${C.psef}).

Our Data Protection Officer: ${C.dpo}, e-mail **${C.privacyEmail}**, phone ${C.phone}.

The partner pharmacy that dispenses your medicines and the doctor you consult process your data for pharmaceutical and medical care. For that they act as joint controllers with us and are bound by professional confidentiality.

## 2. The Data We Process

### General personal data

- Identity and contact: name, e-mail, phone number, date of birth, gender, profile photo.
- Delivery addresses and, if you allow it, your device's location to find the nearest pharmacy (not stored).
- Order, payment (reference numbers, never card numbers or PINs), delivery, voucher, point and coin history.
- Technical data: IP address, device and browser type, access times, a random visitor id made on your device, security records (sign-ins, signed-in devices).

### Specific personal data

Under Article 4 of the PDP Law, health data and information, personal financial data and children's data are **specific personal data**. On the Platform they include:

- prescriptions and their photos, the patient details on a prescription (name, age, weight, relation to you), and the medicines dispensed;
- your consultations with doctors and chats with pharmacists, including the photos you send;
- health tracker entries (BMI, weight, blood pressure, blood sugar, cholesterol, heart rate, a child's temperature);
- your history of medicine purchases, which may reveal a health condition;
- identity verification for the wallet (NIK, KTP photo and selfie) and wallet transactions;
- data about children you enter as a patient or in the child temperature tracker.

## 3. Purposes and Legal Bases

We process personal data only for clear purposes and on a legal basis under Article 20 of the PDP Law:

| Purpose | Data | Legal basis |
|---|---|---|
| Creating and securing your account, OTP verification | identity, contact, technical data | performance of a contract; legitimate interest (security) |
| Processing orders, payments and delivery | contact, address, orders, payments | performance of a contract |
| Prescription review and dispensing by a pharmacist | prescriptions, patient details | explicit consent; legal obligations of pharmacy practice |
| Doctor consultations and pharmacist chat | consultation and chat content | explicit consent; performance of a contract |
| Health tracker | health entries | explicit consent, asked before the first entry |
| Wallet and identity verification | NIK, KTP photo, selfie, transactions | explicit consent; legal obligation (Bank Indonesia rules) |
| Tax and accounting records | transactions | legal obligation |
| Newsletter and promotions | e-mail | consent, which you may withdraw at any time |
| Preventing fraud, prescription misuse and attacks | technical data, order patterns | legitimate interest; legal obligation |

We **do not sell** your personal data, **do not use your health data for advertising**, and load no third-party tracking or advertising scripts on the Platform.

## 4. Health Data as Specific Data

- We ask for your **explicit consent** before processing health data: when you register, upload a prescription, start a consultation, and before your first health tracker entry. Each consent is recorded with the version of the document you accepted, the time and the channel.
- A prescription can be opened only by the pharmacists of the pharmacy you chose. Health tracker entries can be seen by a doctor **only inside a consultation you started** and only with your consent.
- **Every staff access** (pharmacist, doctor, admin) to your health data is **logged** with who, when and why. You can see and download that log from the [My Data Backup](/backup) page.
- Because we process health data at scale, we have carried out a personal data protection impact assessment (Article 34 of the PDP Law).

## 5. Who Receives Your Data

Your data is shared only as far as the purposes above need:

- the **partner pharmacy** serving your order or prescription, and the **doctor** you consult;
- **payment service providers** licensed by Bank Indonesia (such as Midtrans or Xendit) to process QRIS and virtual accounts;
- **couriers** (recipient name, phone number and address; the contents of a prescription parcel are not disclosed);
- **messaging providers** (SMS, WhatsApp, e-mail) for OTPs and notices;
- **data centre and cloud storage providers** that store data on our behalf;
- **competent authorities** (such as the Ministry of Health, Badan POM, the police or the courts) where the law requires.

## 6. Data Processors

Parties that process data on our behalf (data centre and storage providers, messaging services, payment providers for part of their work) are **personal data processors** under the PDP Law. They are bound by written agreements to process data only on our instructions, keep it confidential, apply security equal to ours, engage no other processor without our approval, and delete or return the data when the service ends. You can ask for the current list of processors at ${C.privacyEmail}.

## 7. Transfers Outside Indonesia

Platform data is stored in data centres in Indonesia. Where some processing needs a transfer outside Indonesia's jurisdiction (such as an e-mail service), we do so only as Article 56 of the PDP Law allows: to a country with an equal or higher level of personal data protection; failing that, with adequate and binding safeguards (a data transfer agreement); and failing both, with your consent. **Health data is not transferred abroad.**

## 8. How Long We Keep Data

Data is kept only as long as its purpose needs or the law requires:

| Data | Kept for | Basis |
|---|---|---|
| Account and profile | while the account is active; erased or anonymised after account deletion | PDP Law |
| Prescriptions and dispensing records | 5 years from dispensing | Minister of Health Regulation 73/2016 on Pharmacy Service Standards |
| Doctor consultation notes (medical records) | as Minister of Health Regulation 24/2022 on Medical Records requires | legal obligation |
| Transactions, invoices and payments | 10 years | General Tax Provisions and Procedures Law, Article 28 |
| Wallet transactions and identity verification | 5 years after the relationship ends | Bank Indonesia and anti-money-laundering rules |
| Chats with pharmacists | 2 years from the last message | legitimate interest (following up complaints) |
| Health tracker | until you delete the entries or your account | consent |
| Staff access log of health data | 5 years | accountability (Article 31 of the PDP Law) |
| Security records and server logs | 1 year | Government Regulation 71/2019; legitimate interest |
| OTP codes | 24 hours, stored hashed | security |
| Newsletter | until you unsubscribe | consent |
| Advertising enquiries (/advertise) | 2 years from receipt | legitimate interest |

Data past its retention period is destroyed or anonymised so that it no longer identifies you.

## 9. Your Rights as a Data Subject

Under Articles 5 to 13 of the PDP Law, you have the right to:

1. **be informed** of our identity and of the purpose, basis and accountability of the processing (this policy);
2. **complete, update and correct** inaccurate data, directly on your [My Profile](/profile) page or through us;
3. **access and obtain a copy** of your data;
4. **end the processing of, erase and destroy** your data;
5. **withdraw the consent** you gave;
6. **object** to decisions based solely on automated processing, including profiling, that have legal or significant effects on you;
7. **delay or restrict** processing in proportion to its purpose;
8. **sue and receive compensation** for a violation in the processing of your data;
9. **obtain and use** your data in a common, machine-readable format and **send it** to another controller (portability).

### How to exercise your rights

- **Access, copy and portability:** open [My Data Backup](/backup) to download all your data (profile, addresses, orders, payments, prescriptions with their files, consultations and chats, health tracker, consents and the staff access log) as a ZIP of machine-readable JSON with a PDF summary.
- **Correction:** change your name, photo, date of birth, e-mail and phone number on your [My Profile](/profile) page; a new e-mail or number is verified with an OTP.
- **Withdrawing consent:** the list of your consents with their versions and dates is on the [My Data Backup](/backup) page, where you can withdraw them as far as the law allows. Withdrawal does not affect processing before it, and may mean some services (such as the health tracker) can no longer be used.
- **Deleting your account:** request it from the [My Data Backup](/backup) page, confirming with your password or an OTP. There is a 14-day grace period; signing in during it cancels the deletion. After it, personal data is erased or anonymised, except data we must keep under section 8, which is kept without your identity beyond what is required and destroyed when its period ends.
- **Objection, restriction and other requests:** e-mail **${C.privacyEmail}** from the address registered to your account.

We respond to your request **within 3 × 24 hours** of receiving it, as the PDP Law requires. We may ask you to verify your identity, and may refuse a request as far as Article 15 of the PDP Law allows (for instance for law enforcement or the duty to keep medical records), telling you why.

## 10. Security

We protect data with encryption in transit (TLS), passwords stored as argon2id hashes, single-use OTP codes stored hashed, role-based access control, prescription files opened only through short-lived signed links, limits on sign-in attempts, and access logging. Staff who can access health data are bound by confidentiality.

## 11. Data Breach Notification

If a personal data protection failure occurs, we will notify you and the personal data protection authority in writing **within 3 × 24 hours**, as Article 46 of the PDP Law requires. The notice states which personal data was exposed, when and how it was exposed, and what we are doing to handle it and recover. Where required, we will also inform the public.

## 12. Children's Data

The service is meant for adults. Children's data (for instance as a patient on a prescription or in the child temperature tracker) is processed only with the consent of the parent or guardian using the account, as Article 25 of the PDP Law requires.

## 13. Cookies and Storage on Your Device

We only use the cookies and local storage the Platform needs to work: the session cookie (httpOnly), your language, your chosen pharmacy, a guest cart, and a random visitor id for technical support. We use no third-party advertising or analytics cookies and do not fingerprint devices.

## 14. Changes to This Policy

Every version of this policy carries a version number and an effective date shown on this page, and every earlier version is kept so that your consent can be tied to the exact text. We will announce material changes before they take effect, and where a change needs new consent, we will ask you for it.

## 15. Contact and Complaints

- Data Protection Officer: ${C.dpo}
- E-mail: **${C.privacyEmail}**
- Phone: ${C.phone}
- Post: ${C.name}, attn. Data Protection Officer, ${C.address}

If you are not satisfied with our answer, you may complain to the personal data protection authority established by the Government under the PDP Law.
`;
