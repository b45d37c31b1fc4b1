import { COMPANY as C } from './company.ts';

/** Syarat & Ketentuan, version 2026-11-01 (LEGAL_VERSIONS.terms). */
export const TERMS_ID = `Syarat & Ketentuan ini mengatur penggunaan situs dan aplikasi ${C.brand} ("Platform") yang dikelola oleh **${C.name}** ("Kami"). Dengan membuat akun, menyentuh tombol setuju saat mendaftar, atau menggunakan Platform, Anda menyatakan telah membaca, memahami dan menyetujui Syarat & Ketentuan ini beserta [Kebijakan Privasi](/privacy) yang menjadi bagian tidak terpisahkan darinya.

## 1. Tentang Kami dan Platform

- ${C.name} adalah badan hukum Indonesia dengan Nomor Induk Berusaha (NIB) ${C.nib}, berkedudukan di ${C.address}.
- Platform terdaftar sebagai **Penyelenggara Sistem Elektronik (PSE) Lingkup Privat** di Kementerian Komunikasi dan Digital dengan tanda daftar ${C.pse}, sebagaimana diwajibkan oleh Peraturan Pemerintah Nomor 71 Tahun 2019 tentang Penyelenggaraan Sistem dan Transaksi Elektronik dan Peraturan Menteri Komunikasi dan Informatika Nomor 5 Tahun 2020 tentang PSE Lingkup Privat beserta perubahannya.
- Platform juga terdaftar sebagai **Penyelenggara Sistem Elektronik Farmasi (PSEF)** di Kementerian Kesehatan dengan nomor ${C.psef}, sesuai Peraturan Menteri Kesehatan Nomor 14 Tahun 2021 tentang Standar Kegiatan Usaha dan Produk pada Penyelenggaraan Perizinan Berusaha Berbasis Risiko Sektor Kesehatan. Apoteker penanggung jawab Platform adalah ${C.pharmacist} (SIPA ${C.pharmacistSipa}).
- Obat diserahkan oleh **apotek mitra** yang memiliki Surat Izin Apotek (SIA) dan apoteker penanggung jawab dengan Surat Izin Praktik Apoteker (SIPA) yang masih berlaku. Nama badan usaha, nomor izin, apoteker dan alamat setiap apotek tampil di halaman apotek tersebut. Kami menyediakan sistem elektronik; pelayanan kefarmasian dilakukan oleh apoteker di apotek mitra sesuai Peraturan Pemerintah Nomor 51 Tahun 2009 tentang Pekerjaan Kefarmasian.

## 2. Istilah

- **Obat bebas** (lingkaran hijau) dan **obat bebas terbatas** (lingkaran biru) dapat dibeli tanpa resep, dengan memperhatikan aturan pakai dan peringatan pada kemasan.
- **Obat keras** (huruf K dalam lingkaran merah), termasuk antibiotik, hanya dapat diserahkan berdasarkan resep dokter.
- **Resep** adalah permintaan tertulis atau elektronik dari dokter, dokter gigi atau dokter hewan yang memiliki izin praktik kepada apoteker.
- **Pesanan** adalah permintaan pembelian yang Anda buat melalui Platform kepada satu apotek mitra.

## 3. Akun Anda

1. Anda harus berusia minimal 18 tahun atau telah menikah untuk membuat akun. Anak di bawah 18 tahun hanya boleh dilayani melalui akun orang tua atau wali, yang bertanggung jawab atas penggunaannya.
2. Data yang Anda berikan (nama, e-mail, nomor telepon) harus benar dan milik Anda sendiri. Nomor telepon dan e-mail diverifikasi dengan kode sekali pakai (OTP).
3. Anda bertanggung jawab menjaga kerahasiaan kata sandi, kode OTP dan PIN Saldo. Kami tidak pernah meminta kode OTP atau PIN melalui telepon, chat atau e-mail. Segera ubah kata sandi dan hubungi kami bila Anda menduga akun Anda digunakan orang lain; Anda dapat mengakhiri sesi di perangkat lain dari halaman profil.
4. Kami dapat membatasi atau menutup akun yang digunakan untuk pelanggaran hukum, pemalsuan resep, penimbunan obat, penipuan pembayaran atau pelanggaran Syarat & Ketentuan ini, setelah memberi tahu Anda alasannya, kecuali hukum melarang pemberitahuan tersebut.
5. Anda dapat menghapus akun kapan saja. Tata caranya dan data yang tetap wajib kami simpan dijelaskan di [Kebijakan Privasi](/privacy).

## 4. Pembelian Obat dan Resep

1. Setiap produk di Platform memiliki golongan obat yang ditampilkan di halaman produk. Kami hanya menampilkan produk yang memiliki izin edar Badan POM.
2. **Obat keras hanya dapat dibeli dengan resep dokter** yang Anda unggah melalui Platform dan telah diverifikasi serta disetujui oleh apoteker apotek mitra. Jumlah yang dapat dibeli tidak melebihi jumlah yang tertulis pada resep. Apoteker dapat meminta resep asli ditunjukkan saat penyerahan, menghubungi dokter penulis resep, atau menolak resep yang tidak lengkap, tidak terbaca, kedaluwarsa, diduga palsu, atau membahayakan pasien.
3. Sesuai Peraturan Badan POM Nomor 8 Tahun 2020 tentang Pengawasan Obat dan Makanan yang Diedarkan Secara Daring, **produk berikut tidak dijual secara daring** melalui Platform, walaupun informasinya dapat ditampilkan: narkotika dan psikotropika; obat keras yang termasuk obat-obat tertentu yang sering disalahgunakan; obat yang mengandung prekursor farmasi; obat untuk disfungsi ereksi; sediaan injeksi selain insulin untuk penggunaan sendiri; dan sediaan implan yang pemasangannya memerlukan tenaga kesehatan.
4. Untuk keselamatan pasien dan mencegah penimbunan, setiap apotek menetapkan jumlah maksimal per produk dalam satu pesanan, dan akun dibatasi jumlah barang yang belum dibayar.
5. Informasi obat di Platform (komposisi, indikasi, dosis, efek samping) bersumber dari kemasan dan informasi produk yang disetujui Badan POM. Informasi tersebut tidak menggantikan nasihat dokter atau apoteker. Bacalah aturan pakai dan tanyakan kepada apoteker melalui fitur chat bila ragu.
6. Dengan mengunggah resep, Anda menyatakan bahwa resep tersebut asli, ditulis untuk Anda atau orang yang Anda wakili secara sah, dan belum ditebus seluruhnya di tempat lain.

## 5. Konsultasi Dokter

1. Konsultasi melalui Platform dilakukan oleh dokter yang memiliki Surat Tanda Registrasi (STR) dan Surat Izin Praktik (SIP) yang berlaku, sesuai Undang-Undang Nomor 17 Tahun 2023 tentang Kesehatan dan ketentuan pelaksanaannya tentang telemedisin.
2. **Konsultasi daring bukan layanan gawat darurat.** Bila Anda atau orang di dekat Anda mengalami keadaan darurat (misalnya sesak napas berat, nyeri dada, penurunan kesadaran, perdarahan hebat), segera hubungi 119 atau datang ke Instalasi Gawat Darurat terdekat.
3. Dokter dapat menyarankan pemeriksaan langsung bila kondisi Anda tidak dapat dinilai secara daring. Resep elektronik dari konsultasi hanya berlaku untuk pasien yang dikonsultasikan.
4. Catatan konsultasi merupakan bagian rekam medis yang disimpan sesuai Peraturan Menteri Kesehatan Nomor 24 Tahun 2022 tentang Rekam Medis.

## 6. Harga dan Pembayaran

1. Harga dalam Rupiah dan sudah termasuk pajak yang berlaku, kecuali dinyatakan lain. Ongkos kirim dan biaya layanan (bila ada) ditampilkan sebelum Anda mengonfirmasi pesanan.
2. Pembayaran dilakukan melalui QRIS, virtual account bank, atau Saldo ${C.brand}, diproses oleh penyedia jasa pembayaran yang berizin Bank Indonesia. Kami tidak menyimpan nomor kartu atau PIN m-banking Anda.
3. Pesanan yang tidak dibayar sampai batas waktunya dibatalkan otomatis dan stoknya dikembalikan ke apotek.
4. Bila terjadi kesalahan harga yang nyata, kami akan memberi tahu Anda dan Anda dapat memilih melanjutkan dengan harga yang benar atau membatalkan dengan pengembalian dana penuh.

## 7. Pengiriman dan Pengambilan

1. Pesanan dikirim oleh kurir mitra atau diambil sendiri di apotek dengan kode pengambilan. Perkiraan waktu tiba bersifat perkiraan.
2. Produk yang memerlukan suhu tertentu (misalnya insulin atau vaksin yang dijual bebas) dikemas dengan kemasan pendingin dan hanya dikirim dengan layanan yang dapat menjaga suhunya.
3. Periksa pesanan saat diterima. Untuk obat keras, apoteker dapat meminta penerima menunjukkan identitas.

## 8. Pembatalan, Pengembalian dan Keluhan

1. Pesanan yang belum dibayar dapat Anda batalkan dari halaman pesanan. Setelah pembayaran, pembatalan mengikuti status pesanan di apotek.
2. Demi keamanan dan mutu obat, **obat yang telah diterima dalam keadaan baik tidak dapat dikembalikan**. Bila produk yang Anda terima salah, rusak, tidak lengkap atau kedaluwarsa, laporkan melalui halaman pesanan paling lambat 2 × 24 jam setelah diterima dengan menyertakan foto. Apotek akan mengganti produk atau mengembalikan dana Anda.
3. Pengembalian dana dikirim ke metode pembayaran asal atau ke Saldo ${C.brand} sesuai pilihan Anda, paling lambat 14 hari kerja setelah disetujui.
4. Hak Anda sebagai konsumen menurut Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen dan Peraturan Pemerintah Nomor 80 Tahun 2019 tentang Perdagangan Melalui Sistem Elektronik tetap berlaku. Keluhan dapat disampaikan kepada layanan pelanggan kami (bagian 14).

## 9. Saldo, Voucher, Poin dan Koin

1. Saldo ${C.brand} tunduk pada ketentuan Bank Indonesia tentang batas saldo dan transaksi; verifikasi identitas diperlukan untuk batas yang lebih tinggi.
2. Voucher, promosi, poin dan koin berlaku sesuai syarat masing-masing, tidak dapat diuangkan, dan dapat dibatalkan bila diperoleh dengan kecurangan.
3. Sesuai ketentuan periklanan obat, **obat keras tidak pernah mendapat potongan harga, voucher atau promosi.**

## 10. Konten Kesehatan

Artikel dan informasi kesehatan di Platform ditulis untuk edukasi dan ditinjau oleh tenaga medis. Konten tersebut tidak menggantikan diagnosis atau pengobatan oleh dokter. Jangan menghentikan atau mengubah pengobatan tanpa berkonsultasi dengan dokter Anda.

## 11. Hal yang Dilarang

Anda dilarang:

- mengunggah resep palsu, resep milik orang lain tanpa hak, atau mengubah isi resep (perbuatan ini dapat dipidana);
- membeli obat untuk dijual kembali atau menimbun obat;
- menggunakan Platform untuk penipuan, pencucian uang, atau transaksi dengan identitas orang lain;
- mengganggu sistem, mencoba mengakses akun atau data orang lain, atau menggunakan program otomatis untuk mengambil data Platform;
- melecehkan apoteker, dokter, kurir atau staf kami melalui chat atau sarana lain.

## 12. Hak Kekayaan Intelektual

Merek, logo, desain, teks dan perangkat lunak Platform adalah milik ${C.name} atau pemberi lisensinya. Anda boleh menggunakannya hanya untuk keperluan pribadi sebagai pengguna Platform.

## 13. Batasan Tanggung Jawab

1. Kami bertanggung jawab atas penyelenggaraan sistem elektronik secara andal dan aman sesuai PP 71/2019. Apotek mitra bertanggung jawab atas pelayanan kefarmasian dan mutu obat yang diserahkannya; dokter bertanggung jawab atas layanan medis yang diberikannya.
2. Sejauh diizinkan hukum, kami tidak bertanggung jawab atas kerugian yang timbul karena informasi yang tidak benar dari Anda, penggunaan obat yang tidak sesuai aturan pakai atau nasihat tenaga kesehatan, atau gangguan di luar kendali wajar kami (keadaan kahar). Ketentuan ini tidak mengurangi hak Anda menurut Undang-Undang Perlindungan Konsumen.

## 14. Kontak dan Layanan Pelanggan

- WhatsApp: ${C.whatsapp} (setiap hari 08.00–22.00 WIB)
- E-mail: ${C.careEmail}
- Telepon: ${C.phone}
- Alamat: ${C.name}, ${C.address}

Pengaduan konsumen juga dapat disampaikan kepada Direktorat Jenderal Perlindungan Konsumen dan Tertib Niaga, Kementerian Perdagangan Republik Indonesia.

## 15. Perubahan Syarat & Ketentuan

Setiap versi Syarat & Ketentuan memiliki nomor versi dan tanggal berlaku yang tertera di halaman ini, dan versi sebelumnya tetap disimpan. Perubahan yang penting akan kami beritahukan paling lambat 14 hari sebelum berlaku melalui e-mail dan notifikasi; bila perubahan memerlukan persetujuan Anda, kami akan meminta persetujuan baru saat Anda masuk.

## 16. Hukum yang Berlaku dan Penyelesaian Sengketa

Syarat & Ketentuan ini tunduk pada hukum Republik Indonesia. Sengketa diselesaikan terlebih dahulu secara musyawarah dalam 30 hari sejak pemberitahuan tertulis. Bila tidak tercapai kesepakatan, Anda dapat menempuh penyelesaian melalui Badan Penyelesaian Sengketa Konsumen (BPSK) atau Pengadilan Negeri Jakarta Selatan, tanpa mengurangi hak Anda untuk menggugat di pengadilan tempat tinggal Anda sebagaimana diatur Undang-Undang Perlindungan Konsumen.
`;

/** Terms and Conditions, version 2026-11-01 (the Indonesian text prevails). */
export const TERMS_EN = `These Terms and Conditions govern the use of the ${C.brand} website and app (the "Platform") run by **${C.name}** ("we", "us"). By creating an account, ticking the consent box when you register, or using the Platform, you confirm that you have read, understood and accepted these Terms together with our [Privacy Policy](/privacy), which forms part of them. These Terms are made in Indonesian and English; if the two differ, the Indonesian text prevails.

## 1. About Us and the Platform

- ${C.name} is an Indonesian legal entity with business identification number (NIB) ${C.nib}, domiciled at ${C.address}.
- The Platform is registered as a **private-scope Electronic System Operator (PSE)** with the Ministry of Communication and Digital Affairs under registration ${C.pse}, as required by Government Regulation No. 71 of 2019 on the Operation of Electronic Systems and Transactions and Minister of Communication and Informatics Regulation No. 5 of 2020 on Private-Scope Electronic System Operators, as amended.
- The Platform is also registered as a **Pharmaceutical Electronic System Operator (PSEF)** with the Ministry of Health under number ${C.psef}, under Minister of Health Regulation No. 14 of 2021 on Business Activity and Product Standards in Risk-Based Business Licensing in the Health Sector. The Platform's responsible pharmacist is ${C.pharmacist} (SIPA ${C.pharmacistSipa}).
- Medicines are dispensed by **partner pharmacies** that hold a pharmacy licence (SIA) and a responsible pharmacist with a valid pharmacist practice licence (SIPA). Each pharmacy's legal name, licence number, pharmacist and address are shown on its page. We provide the electronic system; pharmaceutical care is given by the pharmacists of the partner pharmacies under Government Regulation No. 51 of 2009 on Pharmaceutical Work.

## 2. Terms Used

- **Over-the-counter medicines** (obat bebas, green circle) and **limited over-the-counter medicines** (obat bebas terbatas, blue circle) may be bought without a prescription, following the directions and warnings on the pack.
- **Prescription-only medicines** (obat keras, a letter K in a red circle), antibiotics included, may only be dispensed on a doctor's prescription.
- A **prescription** is a written or electronic request to a pharmacist from a licensed physician, dentist or veterinarian.
- An **order** is a purchase request you place through the Platform with one partner pharmacy.

## 3. Your Account

1. You must be at least 18 years old or married to open an account. Children under 18 may only be served through a parent's or guardian's account, who is responsible for its use.
2. The details you give (name, e-mail, phone number) must be true and your own. Phone numbers and e-mail addresses are verified with a one-time code (OTP).
3. You are responsible for keeping your password, OTP codes and wallet PIN secret. We never ask for an OTP or PIN by phone, chat or e-mail. Change your password and contact us at once if you think someone else is using your account; you can end sessions on other devices from your profile.
4. We may restrict or close an account used to break the law, forge prescriptions, stockpile medicines, commit payment fraud or breach these Terms, after telling you why, unless the law forbids us to.
5. You may delete your account at any time. How, and which data we must still keep, is explained in the [Privacy Policy](/privacy).

## 4. Buying Medicines and Prescriptions

1. Every product on the Platform shows its drug class on its page. We only list products with a marketing authorisation from the Indonesian FDA (Badan POM).
2. **Prescription-only medicines can only be bought with a doctor's prescription** that you upload through the Platform and that a partner pharmacy's pharmacist has verified and approved. You may not buy more than the prescription prescribes. The pharmacist may ask to see the original prescription on delivery, contact the prescribing doctor, or refuse a prescription that is incomplete, illegible, expired, suspected to be forged, or unsafe for the patient.
3. Under Badan POM Regulation No. 8 of 2020 on the Supervision of Drugs and Food Distributed Online, **the following are not sold online** through the Platform, although their information may be shown: narcotics and psychotropics; prescription-only medicines classed as "certain drugs" that are often misused; medicines containing pharmaceutical precursors; erectile dysfunction medicines; injections other than insulin for personal use; and implants that must be inserted by a health professional.
4. For patient safety and to prevent stockpiling, each pharmacy sets the most of one product an order may hold, and an account's unpaid items are capped.
5. Medicine information on the Platform (composition, indications, dose, side effects) comes from the pack and the product information approved by Badan POM. It does not replace the advice of a doctor or pharmacist. Read the directions and ask a pharmacist through the chat if in doubt.
6. By uploading a prescription you confirm that it is genuine, written for you or for a person you lawfully represent, and not already fully dispensed elsewhere.

## 5. Doctor Consultations

1. Consultations on the Platform are given by doctors with a valid registration certificate (STR) and practice licence (SIP), under Law No. 17 of 2023 on Health and its implementing rules on telemedicine.
2. **Online consultation is not an emergency service.** If you or someone near you has an emergency (for example severe breathlessness, chest pain, loss of consciousness, heavy bleeding), call 119 or go to the nearest emergency department at once.
3. A doctor may advise an in-person examination when your condition cannot be assessed online. An electronic prescription from a consultation is valid only for the patient consulted.
4. Consultation notes are part of the medical record and are kept under Minister of Health Regulation No. 24 of 2022 on Medical Records.

## 6. Prices and Payment

1. Prices are in rupiah and include applicable taxes unless stated otherwise. Delivery and service fees (if any) are shown before you confirm an order.
2. Payment is made by QRIS, bank virtual account or ${C.brand} wallet, processed by payment service providers licensed by Bank Indonesia. We do not store your card number or mobile-banking PIN.
3. An order not paid by its deadline is cancelled automatically and its stock returns to the pharmacy.
4. If an obvious pricing error occurs, we will tell you, and you may either continue at the correct price or cancel with a full refund.

## 7. Delivery and Pick-up

1. Orders are delivered by partner couriers or picked up at the pharmacy with a pick-up code. Arrival times are estimates.
2. Products that need a set temperature (such as insulin) are packed with cooling and sent only by services that can keep that temperature.
3. Check your order when it arrives. For prescription-only medicines the pharmacist may ask the recipient for identification.

## 8. Cancellations, Returns and Complaints

1. You can cancel an unpaid order from its page. After payment, cancellation depends on the order's status at the pharmacy.
2. For the safety and quality of medicines, **medicines received in good condition cannot be returned**. If what you receive is wrong, damaged, incomplete or expired, report it from the order's page within 2 × 24 hours of receipt, with a photo. The pharmacy will replace the product or refund you.
3. Refunds go to the original payment method or to your ${C.brand} wallet, as you choose, within 14 working days of approval.
4. Your rights as a consumer under Law No. 8 of 1999 on Consumer Protection and Government Regulation No. 80 of 2019 on Trading Through Electronic Systems remain. Complaints can be made to our customer care (section 14).

## 9. Wallet, Vouchers, Points and Coins

1. The ${C.brand} wallet follows Bank Indonesia's rules on balance and transaction limits; identity verification is needed for the higher limits.
2. Vouchers, promotions, points and coins apply under their own conditions, cannot be exchanged for cash, and may be cancelled if obtained by fraud.
3. Under the rules on advertising medicines, **prescription-only medicines are never discounted or covered by vouchers or promotions.**

## 10. Health Content

Articles and health information on the Platform are written for education and reviewed by medical professionals. They do not replace diagnosis or treatment by a doctor. Do not stop or change a treatment without asking your doctor.

## 11. What You May Not Do

You may not:

- upload a forged prescription, someone else's prescription without the right to, or alter a prescription (which may be a criminal offence);
- buy medicines to resell or stockpile them;
- use the Platform for fraud, money laundering, or transactions under someone else's identity;
- disrupt the system, try to reach other people's accounts or data, or scrape the Platform with automated tools;
- harass pharmacists, doctors, couriers or our staff through the chat or otherwise.

## 12. Intellectual Property

The Platform's trademarks, logos, design, text and software belong to ${C.name} or its licensors. You may use them only for your own use of the Platform.

## 13. Limitation of Liability

1. We are responsible for operating the electronic system reliably and securely under Government Regulation 71/2019. Partner pharmacies are responsible for the pharmaceutical care and the quality of the medicines they dispense; doctors are responsible for the medical services they give.
2. To the extent the law allows, we are not liable for losses caused by incorrect information you gave, by use of medicines against their directions or a health professional's advice, or by events beyond our reasonable control (force majeure). Nothing here limits your rights under the Consumer Protection Law.

## 14. Contact and Customer Care

- WhatsApp: ${C.whatsapp} (daily 08:00–22:00 WIB)
- E-mail: ${C.careEmail}
- Phone: ${C.phone}
- Address: ${C.name}, ${C.address}

Consumer complaints may also be made to the Directorate General of Consumer Protection and Trade Compliance of the Ministry of Trade of the Republic of Indonesia.

## 15. Changes to These Terms

Every version of these Terms carries a version number and an effective date shown on this page, and earlier versions are kept. We will announce material changes at least 14 days before they take effect by e-mail and notification; where a change needs your consent, we will ask for it again when you sign in.

## 16. Governing Law and Disputes

These Terms are governed by the laws of the Republic of Indonesia. Disputes are first settled by deliberation within 30 days of written notice. If no agreement is reached, you may bring the dispute to the Consumer Dispute Settlement Body (BPSK) or the South Jakarta District Court, without prejudice to your right to sue in the court of your domicile under the Consumer Protection Law.
`;
