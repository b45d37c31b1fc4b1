import type { SeedArticle } from './articles.seed-types.ts';

/** Medicines, first aid, women's health and healthy living (issue 14's seed; written for the demo). */
export const ARTICLES_3: readonly SeedArticle[] = [
  {
    slug: 'minum-obat-dengan-benar-dagusibu',
    category: 'obat',
    tags: ['obat-bebas'],
    keywords: [],
    reviewer: 'dr-made-wirawan',
    daysAgo: 3,
    title_id: 'DAGUSIBU: Dapatkan, Gunakan, Simpan, dan Buang Obat dengan Benar',
    title_en: 'DAGUSIBU: Get, Use, Store and Dispose of Medicines Properly',
    summary_id: 'Gerakan DAGUSIBU dari Ikatan Apoteker Indonesia membantu keluarga memakai obat dengan aman, dari membeli hingga membuangnya.',
    summary_en: "The DAGUSIBU campaign of the Indonesian Pharmacists Association helps families use medicines safely, from buying them to throwing them away.",
    body_id: `DAGUSIBU adalah singkatan dari **Dapatkan, Gunakan, Simpan, dan Buang** obat dengan benar.

## Dapatkan

Beli obat di apotek atau toko obat berizin, termasuk apotek daring yang terdaftar. Obat keras hanya boleh diberikan dengan resep dokter. Periksa kemasan: nomor izin edar BPOM, tanggal kedaluwarsa, dan segel yang utuh.

## Gunakan

- Baca aturan pakai. "3 kali sehari" berarti kira-kira **setiap 8 jam**, bukan hanya saat makan pagi, siang, dan malam.
- Perhatikan petunjuk sebelum atau sesudah makan.
- Gunakan sendok takar untuk obat cair, bukan sendok makan dapur.
- Jangan memberikan obat resep Anda kepada orang lain, walaupun keluhannya mirip.
- Beri tahu dokter dan apoteker tentang obat, jamu, atau suplemen lain yang sedang diminum.

## Simpan

Simpan dalam kemasan aslinya, di tempat sejuk dan kering, terhindar dari sinar matahari, dan jauh dari jangkauan anak. Jangan simpan obat di kamar mandi atau di dalam mobil. Simpan di lemari es hanya bila kemasan memintanya.

## Buang

Hilangkan label, hancurkan tablet dan campur dengan tanah atau ampas kopi, lalu buang dalam kantong tertutup. Kosongkan sirup ke saluran pembuangan yang mengalir, lalu buang botolnya setelah label dirusak. Tanyakan apoteker bila ragu.`,
    body_en: `DAGUSIBU stands for **Get, Use, Store and Dispose** of medicines properly (*Dapatkan, Gunakan, Simpan, Buang*).

## Get

Buy medicines from licensed pharmacies or drugstores, including registered online pharmacies. Prescription-only medicines need a doctor's prescription. Check the pack: the BPOM registration number, the expiry date, and an unbroken seal.

## Use

- Read the directions. "3 times a day" means roughly **every 8 hours**, not just at breakfast, lunch and dinner.
- Note whether to take it before or after food.
- Use a measuring spoon for liquid medicines, not a kitchen spoon.
- Do not share your prescription medicine, even if someone has similar symptoms.
- Tell your doctor and pharmacist about other medicines, herbal remedies or supplements you take.

## Store

Keep medicines in their original packs, somewhere cool and dry, out of sunlight and out of children's reach. Do not keep them in the bathroom or in a car. Refrigerate only if the pack says so.

## Dispose

Remove the label, crush tablets and mix them with soil or coffee grounds, then throw them away in a closed bag. Empty syrups into running drains and discard the bottle after defacing the label. Ask a pharmacist if unsure.`,
  },
  {
    slug: 'antibiotik-harus-dengan-resep',
    category: 'obat',
    tags: ['antibiotik'],
    keywords: [],
    reviewer: 'dr-yohanes-wenda',
    daysAgo: 17,
    title_id: 'Antibiotik Harus dengan Resep: Mencegah Resistansi',
    title_en: 'Antibiotics Need a Prescription: Preventing Resistance',
    summary_id: 'Antibiotik hanya bekerja melawan bakteri. Memakainya tanpa indikasi membuat bakteri kebal. Ini yang perlu Anda ketahui.',
    summary_en: 'Antibiotics only work against bacteria. Using them without need makes bacteria resistant. Here is what you should know.',
    body_id: `Antibiotik termasuk **obat keras** yang hanya boleh diberikan dengan resep dokter. Di apotek kami, antibiotik tidak dijual tanpa resep yang diperiksa apoteker.

## Kapan antibiotik tidak berguna

Sebagian besar batuk, pilek, flu, dan radang tenggorokan disebabkan virus. Antibiotik tidak mempercepat kesembuhannya, tetapi tetap dapat menimbulkan efek samping seperti diare, ruam, atau reaksi alergi.

## Apa itu resistansi antimikroba

Setiap kali antibiotik dipakai, bakteri yang paling kuat bisa bertahan dan berkembang biak. Lama-kelamaan, infeksi menjadi sulit diobati. Organisasi Kesehatan Dunia menyebut resistansi antimikroba sebagai salah satu ancaman kesehatan global terbesar.

## Bila dokter meresepkan antibiotik

- Minum sesuai dosis dan jadwal, dan habiskan sesuai lama pengobatan yang ditentukan dokter.
- Jangan menyimpan sisa antibiotik untuk dipakai lain kali atau memberikannya kepada orang lain.
- Beri tahu dokter bila Anda pernah alergi obat.
- Segera kembali ke dokter bila muncul ruam, bengkak di wajah, atau sesak napas.`,
    body_en: `Antibiotics are **prescription-only medicines** (obat keras) that may only be given with a doctor's prescription. At our pharmacy, antibiotics are never sold without a prescription checked by a pharmacist.

## When antibiotics do not help

Most coughs, colds, flu and sore throats are caused by viruses. Antibiotics do not make them heal faster, yet they can still cause side effects such as diarrhoea, rashes or allergic reactions.

## What antimicrobial resistance is

Each time antibiotics are used, the toughest bacteria can survive and multiply. Over time, infections become hard to treat. The World Health Organization calls antimicrobial resistance one of the greatest global health threats.

## If your doctor prescribes an antibiotic

- Take it at the dose and times given, and complete the course your doctor sets.
- Do not keep leftover antibiotics for next time or give them to others.
- Tell your doctor if you have ever been allergic to a medicine.
- Go back to the doctor promptly if you develop a rash, facial swelling or difficulty breathing.`,
  },
  {
    slug: 'arti-logo-pada-kemasan-obat',
    category: 'obat',
    tags: ['obat-bebas', 'antibiotik'],
    keywords: [],
    reviewer: 'dr-andi-pratama',
    daysAgo: 24,
    title_id: 'Arti Logo Hijau, Biru, dan Merah pada Kemasan Obat',
    title_en: 'What the Green, Blue and Red Marks on Medicine Packs Mean',
    summary_id: 'Lingkaran berwarna pada kemasan menunjukkan golongan obat dan cara memperolehnya. Kenali artinya sebelum membeli.',
    summary_en: 'The coloured circle on a pack shows the class of the medicine and how it may be obtained. Know what it means before you buy.',
    body_id: `Di Indonesia, setiap obat jadi wajib mencantumkan penanda golongan pada kemasannya.

## Obat bebas: lingkaran hijau

Lingkaran hijau dengan garis tepi hitam. Dapat dibeli tanpa resep, misalnya beberapa obat penurun panas dan vitamin. Tetap baca aturan pakai.

## Obat bebas terbatas: lingkaran biru

Lingkaran biru dengan garis tepi hitam. Dapat dibeli tanpa resep dalam jumlah terbatas, dan kemasannya memuat **tanda peringatan P1 sampai P6**, misalnya "Awas! Obat keras. Bacalah aturan memakainya" atau "Hanya untuk dikumur, jangan ditelan".

## Obat keras: lingkaran merah berhuruf K

Lingkaran merah dengan huruf K hitam di dalamnya. Hanya boleh diberikan dengan **resep dokter**, contohnya antibiotik, obat tekanan darah, dan obat diabetes. Golongan ini tidak boleh dipromosikan kepada masyarakat umum.

## Narkotika dan psikotropika

Narkotika ditandai palang merah dalam lingkaran; peredarannya diawasi sangat ketat dan tidak dilayani secara daring.

## Obat bahan alam

Jamu, obat herbal terstandar, dan fitofarmaka memiliki logo sendiri berupa gambar ranting daun atau jari-jari daun dalam lingkaran, dengan warna sesuai tingkat pembuktiannya.`,
    body_en: `In Indonesia, every finished medicine must show its class mark on the pack.

## Over-the-counter (obat bebas): green circle

A green circle with a black border. It can be bought without a prescription, for example some fever reducers and vitamins. Still read the directions.

## Limited over-the-counter (bebas terbatas): blue circle

A blue circle with a black border. It can be bought without a prescription in limited amounts, and the pack carries **warning labels P1 to P6**, such as "Caution! Read the directions" or "For gargling only, do not swallow".

## Prescription-only (obat keras): red circle with a K

A red circle with a black letter K inside. It may only be given with a **doctor's prescription**, for example antibiotics, blood pressure and diabetes medicines. This class may not be advertised to the public.

## Narcotics and psychotropics

Narcotics are marked with a red cross in a circle; they are very strictly controlled and are not dispensed online.

## Herbal medicines

Jamu, standardised herbal medicines and phytopharmaceuticals have their own logos showing leaves or a branch in a circle, coloured by the level of evidence behind them.`,
  },
  {
    slug: 'isi-kotak-p3k-di-rumah',
    category: 'obat',
    tags: ['p3k'],
    keywords: ['plester', 'betadine', 'kasa steril', 'termometer'],
    reviewer: 'dr-yohanes-wenda',
    daysAgo: 5,
    title_id: 'Isi Kotak P3K yang Wajib Ada di Rumah',
    title_en: 'What Every Home First-Aid Kit Should Contain',
    summary_id: 'Kotak P3K yang lengkap membantu Anda menangani luka kecil dan keluhan ringan dengan cepat. Ini daftar isinya dan cara merawatnya.',
    summary_en: 'A complete first-aid kit helps you deal quickly with small injuries and minor complaints. Here is the list and how to keep it in order.',
    body_id: `Kecelakaan kecil di rumah bisa terjadi kapan saja. Kotak P3K yang tertata rapi memudahkan pertolongan pertama sebelum mendapat bantuan medis.

## Perlengkapan dasar

- Plester berbagai ukuran, kasa steril, dan perban gulung.
- Cairan antiseptik (misalnya povidon iodin) dan kapas.
- Gunting kecil, pinset, dan sarung tangan sekali pakai.
- Termometer digital.
- Kantong kompres dingin atau instan.

## Obat-obatan bebas

- Penurun panas dan pereda nyeri seperti parasetamol.
- Oralit untuk diare.
- Antasida untuk keluhan lambung ringan.
- Obat khusus anggota keluarga yang diresepkan dokter, beserta catatan dosisnya.

## Merawat kotak P3K

- Simpan di tempat yang mudah dijangkau orang dewasa tetapi jauh dari anak-anak.
- Periksa isi dan tanggal kedaluwarsa setiap 6 bulan, lalu ganti yang sudah habis atau kedaluwarsa.
- Tempelkan daftar nomor darurat: **112** untuk layanan gawat darurat, **119** untuk layanan ambulans dan kesehatan, serta nomor dokter atau rumah sakit terdekat.`,
    body_en: `Small accidents at home can happen at any time. A well-organised first-aid kit makes it easier to help before medical care arrives.

## Basic supplies

- Plasters in various sizes, sterile gauze and roller bandages.
- Antiseptic solution (such as povidone-iodine) and cotton wool.
- Small scissors, tweezers and disposable gloves.
- A digital thermometer.
- A cold pack or instant cold compress.

## Over-the-counter medicines

- A fever and pain reliever such as paracetamol.
- Oral rehydration salts for diarrhoea.
- An antacid for mild stomach upset.
- Any family member's prescribed medicines, with a note of the dose.

## Looking after the kit

- Keep it where adults can reach it easily but children cannot.
- Check the contents and expiry dates every 6 months, and replace anything used up or expired.
- Stick a list of emergency numbers inside: **112** for emergencies, **119** for ambulance and health services, and your nearest doctor or hospital.`,
  },
  {
    slug: 'merawat-luka-kecil',
    category: 'obat',
    tags: ['p3k', 'kulit'],
    keywords: ['betadine', 'plester'],
    reviewer: 'dr-made-wirawan',
    daysAgo: 19,
    title_id: 'Merawat Luka Kecil dan Lecet dengan Benar',
    title_en: 'Caring for Small Cuts and Grazes Properly',
    summary_id: 'Luka kecil akan cepat sembuh bila dibersihkan dan ditutup dengan benar. Kenali juga tanda infeksi dan kapan perlu suntik tetanus.',
    summary_en: 'Small wounds heal quickly when they are cleaned and covered properly. Know the signs of infection and when a tetanus shot is needed.',
    body_id: `Sebagian besar luka kecil dapat dirawat di rumah.

## Langkah pertolongan

1. Cuci tangan Anda lebih dulu.
2. Hentikan perdarahan dengan menekan luka memakai kasa atau kain bersih selama beberapa menit.
3. **Bilas luka dengan air mengalir** untuk membuang kotoran. Sabun boleh dipakai di sekitar luka.
4. Oleskan antiseptik secukupnya bila perlu.
5. Tutup dengan plester atau kasa steril, dan ganti setiap hari atau bila basah dan kotor.

Hindari meniup luka, menaburkan bubuk kopi, atau mengoleskan bahan lain yang tidak steril.

## Tanda infeksi

Luka makin merah, bengkak, terasa panas dan makin nyeri, keluar nanah, muncul garis merah dari luka, atau disertai demam.

## Kapan ke dokter

- Luka dalam, menganga, atau perdarahan tidak berhenti setelah ditekan 10 menit.
- Luka akibat gigitan hewan, tertusuk paku berkarat, atau sangat kotor: Anda mungkin perlu suntik tetanus bila imunisasi terakhir lebih dari 5–10 tahun lalu.
- Luka di wajah atau sendi, luka bakar luas, atau ada benda yang tertancap.
- Penderita diabetes sebaiknya memeriksakan luka di kaki sejak awal.`,
    body_en: `Most small wounds can be cared for at home.

## First-aid steps

1. Wash your own hands first.
2. Stop the bleeding by pressing on the wound with gauze or a clean cloth for a few minutes.
3. **Rinse the wound under running water** to remove dirt. Soap may be used around the wound.
4. Apply a little antiseptic if needed.
5. Cover with a plaster or sterile gauze, and change it daily or when it gets wet or dirty.

Do not blow on the wound, sprinkle coffee powder on it, or apply anything else that is not sterile.

## Signs of infection

The wound becomes redder, swollen, warm and more painful, there is pus, red streaks spread from it, or you develop a fever.

## When to see a doctor

- A deep or gaping wound, or bleeding that has not stopped after 10 minutes of pressure.
- An animal bite, a puncture from a rusty nail, or a very dirty wound: you may need a tetanus shot if your last one was more than 5 to 10 years ago.
- A wound on the face or a joint, a large burn, or an embedded object.
- People with diabetes should have foot wounds checked early.`,
  },
  {
    slug: 'asam-folat-sebelum-dan-saat-hamil',
    category: 'wanita',
    tags: ['kehamilan', 'vitamin'],
    keywords: ['asam folat'],
    reviewer: 'dr-fitri-handayani-sp-og',
    daysAgo: 6,
    title_id: 'Asam Folat: Mulai Sebelum Hamil, Bukan Setelahnya',
    title_en: 'Folic Acid: Start Before Pregnancy, Not After',
    summary_id: 'Asam folat membantu mencegah cacat tabung saraf pada janin. Perlindungan terbaik didapat bila diminum sejak sebelum kehamilan.',
    summary_en: 'Folic acid helps prevent neural tube defects in the baby. The best protection comes from taking it before pregnancy begins.',
    body_id: `Tabung saraf janin, yang kelak menjadi otak dan sumsum tulang belakang, terbentuk sangat awal, sering sebelum seorang perempuan tahu dirinya hamil. Karena itu asam folat perlu diminum **sebelum** kehamilan.

## Anjuran umum

- Perempuan yang merencanakan kehamilan dianjurkan minum **400 mcg asam folat setiap hari**, mulai setidaknya 1 bulan sebelum hamil hingga akhir trimester pertama.
- Perempuan dengan riwayat kehamilan dengan cacat tabung saraf, penderita epilepsi, atau diabetes mungkin memerlukan dosis lebih tinggi; dosis ini ditentukan dokter.
- Banyak suplemen kehamilan sudah mengandung asam folat. Periksa label agar tidak dobel.

## Dari makanan

Folat alami terdapat pada sayuran hijau seperti bayam dan brokoli, kacang-kacangan, hati, dan jeruk. Makanan ini baik, tetapi suplemen tetap dianjurkan selama masa perencanaan dan awal kehamilan.

## Pemeriksaan kehamilan

Segera periksakan kehamilan ke bidan atau dokter kandungan. Pemeriksaan kehamilan minimal 6 kali selama hamil, termasuk pemeriksaan oleh dokter, membantu memantau kesehatan ibu dan janin.`,
    body_en: `The baby's neural tube, which becomes the brain and spinal cord, forms very early, often before a woman knows she is pregnant. That is why folic acid needs to be taken **before** pregnancy.

## General advice

- Women planning a pregnancy are advised to take **400 mcg of folic acid every day**, starting at least 1 month before conception until the end of the first trimester.
- Women who have had a pregnancy affected by a neural tube defect, or who have epilepsy or diabetes, may need a higher dose; a doctor decides it.
- Many pregnancy supplements already contain folic acid. Check the label so you do not double up.

## From food

Natural folate is found in green vegetables such as spinach and broccoli, beans, liver and oranges. These foods are good, but a supplement is still advised while planning and in early pregnancy.

## Antenatal check-ups

See a midwife or obstetrician as soon as you are pregnant. At least 6 antenatal check-ups during pregnancy, including visits to a doctor, help monitor the health of mother and baby.`,
  },
  {
    slug: 'nyeri-haid',
    category: 'wanita',
    tags: ['menstruasi'],
    keywords: ['ibuprofen', 'paracetamol'],
    reviewer: 'dr-maya-anggraini-sp-og',
    daysAgo: 21,
    title_id: 'Nyeri Haid: Cara Meredakan dan Kapan Perlu Diperiksa',
    title_en: 'Period Pain: How to Ease It and When to Get It Checked',
    summary_id: 'Nyeri haid ringan sampai sedang umum terjadi dan bisa diredakan. Nyeri yang sangat berat atau berubah pola perlu diperiksakan.',
    summary_en: 'Mild to moderate period pain is common and can be eased. Pain that is severe or changes pattern needs a check-up.',
    body_id: `Nyeri haid (dismenore) biasanya berupa kram di perut bagian bawah yang muncul menjelang atau pada hari-hari pertama haid. Nyeri ini disebabkan zat prostaglandin yang membuat otot rahim berkontraksi.

## Cara meredakan

- Kompres hangat di perut bagian bawah atau punggung.
- Olahraga ringan dan peregangan.
- Istirahat cukup dan kurangi kafein.
- Obat antiinflamasi nonsteroid seperti ibuprofen bekerja menekan prostaglandin dan paling efektif bila diminum sejak awal nyeri, setelah makan, sesuai dosis pada kemasan. Hindari bila Anda punya riwayat tukak lambung, asma yang kambuh karena obat nyeri, atau penyakit ginjal; parasetamol bisa menjadi pilihan lain.

## Kapan ke dokter

- Nyeri sangat berat hingga mengganggu sekolah atau pekerjaan walaupun sudah minum obat.
- Nyeri baru muncul setelah usia 25 tahun atau makin berat dari bulan ke bulan.
- Nyeri di luar masa haid, nyeri saat berhubungan, atau perdarahan sangat banyak.
- Sulit hamil.

Keluhan seperti ini dapat menandakan kondisi seperti endometriosis atau mioma yang perlu pemeriksaan dokter kandungan.`,
    body_en: `Period pain (dysmenorrhoea) is usually cramping in the lower belly just before or during the first days of a period. It is caused by prostaglandins that make the womb muscles contract.

## How to ease it

- A warm compress on the lower belly or back.
- Light exercise and stretching.
- Enough rest and less caffeine.
- Non-steroidal anti-inflammatory drugs such as ibuprofen suppress prostaglandins and work best when taken as the pain begins, after food, at the dose on the pack. Avoid them if you have had a stomach ulcer, asthma triggered by painkillers, or kidney disease; paracetamol is an alternative.

## When to see a doctor

- Pain so severe it stops you going to school or work despite medicine.
- Pain that starts after the age of 25 or worsens month by month.
- Pain outside your period, pain during sex, or very heavy bleeding.
- Difficulty getting pregnant.

Symptoms like these can point to conditions such as endometriosis or fibroids that need an obstetrician's examination.`,
  },
  {
    slug: 'minyak-ikan-omega-3',
    category: 'gizi',
    tags: ['nutrisi', 'jantung'],
    keywords: ['omega-3', 'fish oil'],
    reviewer: 'dr-lestiani-wulandari-sp-gk',
    daysAgo: 26,
    title_id: 'Omega-3 dan Minyak Ikan: Manfaat dan Batasannya',
    title_en: 'Omega-3 and Fish Oil: Benefits and Limits',
    summary_id: 'Asam lemak omega-3 penting untuk jantung dan otak. Ikan tetap sumber terbaik; suplemen punya tempatnya sendiri.',
    summary_en: 'Omega-3 fatty acids matter for the heart and brain. Fish remains the best source; supplements have their own place.',
    body_id: `Omega-3 jenis EPA dan DHA banyak terdapat pada ikan laut berlemak. Tubuh hanya sedikit membuatnya sendiri, jadi perlu didapat dari makanan.

## Sumber terbaik: ikan

Makan ikan **dua kali seminggu**, terutama ikan kembung, sarden, tongkol, tuna, atau salmon. Ikan kembung yang mudah didapat di Indonesia termasuk sumber omega-3 yang sangat baik dan terjangkau. Pilih cara masak dikukus, dipanggang, atau dipepes daripada digoreng.

## Tentang suplemen

- Suplemen minyak ikan dapat membantu orang yang jarang makan ikan.
- Pada dosis tinggi, dokter terkadang memakainya untuk menurunkan trigliserida, tetapi suplemen tidak menggantikan obat jantung atau penurun kolesterol yang diresepkan.
- Efek samping yang sering: rasa amis, bersendawa, dan gangguan perut ringan; minum bersama makanan.
- Konsultasikan dengan dokter bila Anda minum obat pengencer darah atau akan menjalani operasi.

## Untuk ibu hamil

DHA penting untuk perkembangan otak janin. Ibu hamil dianjurkan makan ikan yang rendah merkuri, dan menanyakan kepada dokter bila ingin memakai suplemen.`,
    body_en: `The omega-3 fats EPA and DHA are found mainly in oily sea fish. The body makes very little itself, so they must come from food.

## The best source: fish

Eat fish **twice a week**, especially mackerel, sardines, tuna or salmon. Short mackerel (*ikan kembung*), easy to find in Indonesia, is an excellent and affordable source of omega-3. Steam, grill or bake it rather than deep-frying.

## About supplements

- Fish oil supplements can help people who rarely eat fish.
- At high doses doctors sometimes use them to lower triglycerides, but supplements do not replace prescribed heart or cholesterol medicine.
- Common side effects: a fishy taste, burping and mild stomach upset; take them with food.
- Ask your doctor if you take blood thinners or are about to have surgery.

## In pregnancy

DHA is important for the baby's brain development. Pregnant women are advised to eat fish that is low in mercury, and to ask their doctor before taking a supplement.`,
  },
  {
    slug: 'tidur-cukup-untuk-kesehatan',
    category: 'gaya-hidup',
    tags: ['tidur'],
    keywords: [],
    reviewer: 'dr-arief-rahman-sp-kj',
    daysAgo: 9,
    title_id: 'Tidur Cukup: Fondasi Kesehatan yang Sering Dilupakan',
    title_en: 'Enough Sleep: The Often Forgotten Foundation of Health',
    summary_id: 'Orang dewasa butuh 7–9 jam tidur setiap malam. Kurang tidur berkaitan dengan tekanan darah tinggi, diabetes, dan suasana hati buruk.',
    summary_en: 'Adults need 7 to 9 hours of sleep a night. Too little sleep is linked to high blood pressure, diabetes and low mood.',
    body_id: `Saat tidur, tubuh memperbaiki diri, mengatur hormon, dan otak menyimpan ingatan. Kurang tidur kronis berkaitan dengan kenaikan berat badan, tekanan darah tinggi, diabetes, dan daya tahan tubuh yang menurun.

## Berapa lama?

- Dewasa: **7–9 jam** per malam.
- Remaja: sekitar 8–10 jam.
- Anak sekolah: sekitar 9–12 jam.

## Kebiasaan tidur sehat

- Tidur dan bangun pada jam yang sama setiap hari, termasuk akhir pekan.
- Matikan layar ponsel dan televisi setidaknya 30–60 menit sebelum tidur.
- Jaga kamar gelap, tenang, dan sejuk.
- Hindari kopi, teh kental, dan minuman berenergi sejak sore, serta makan berat dan rokok menjelang tidur.
- Bila belum mengantuk setelah sekitar 20 menit, bangun sebentar dan lakukan kegiatan tenang.

## Kapan perlu ke dokter

Bila sulit tidur lebih dari 3 bulan, mengorok keras disertai henti napas saat tidur, atau sangat mengantuk di siang hari hingga mengganggu kegiatan. Obat tidur hanya dipakai atas resep dokter.`,
    body_en: `During sleep the body repairs itself, balances hormones, and the brain stores memories. Long-term lack of sleep is linked to weight gain, high blood pressure, diabetes and lower immunity.

## How long?

- Adults: **7 to 9 hours** a night.
- Teenagers: about 8 to 10 hours.
- School-age children: about 9 to 12 hours.

## Healthy sleep habits

- Go to bed and get up at the same time every day, weekends included.
- Turn off phones and television at least 30 to 60 minutes before bed.
- Keep the bedroom dark, quiet and cool.
- Avoid coffee, strong tea and energy drinks from the afternoon, and heavy meals and smoking near bedtime.
- If you are not sleepy after about 20 minutes, get up briefly and do something calm.

## When to see a doctor

If you have had trouble sleeping for more than 3 months, snore loudly with pauses in breathing, or are so sleepy in the day that it affects what you do. Sleeping pills should only be used on a doctor's prescription.`,
  },
  {
    slug: 'olahraga-150-menit-seminggu',
    category: 'gaya-hidup',
    tags: ['olahraga', 'jantung'],
    keywords: [],
    reviewer: 'dr-rina-kusumawati',
    daysAgo: 12,
    title_id: 'Aktif Bergerak 150 Menit Seminggu: Mulai dari yang Ringan',
    title_en: '150 Active Minutes a Week: Start Small',
    summary_id: 'WHO menganjurkan orang dewasa aktif minimal 150 menit seminggu. Jalan kaki cepat pun sudah dihitung.',
    summary_en: 'The WHO advises adults to be active for at least 150 minutes a week. Brisk walking counts.',
    body_id: `Aktivitas fisik teratur menurunkan risiko penyakit jantung, stroke, diabetes tipe 2, beberapa jenis kanker, dan depresi.

## Anjuran WHO untuk dewasa

- **150–300 menit** aktivitas intensitas sedang per minggu, misalnya jalan cepat, bersepeda santai, atau berkebun; **atau** 75–150 menit aktivitas berat seperti lari atau senam aerobik.
- Latihan penguatan otot, misalnya push-up, squat, atau angkat beban ringan, **minimal 2 hari** per minggu.
- Kurangi duduk lama; sedikit bergerak lebih baik daripada tidak sama sekali.

Intensitas sedang berarti Anda masih bisa berbicara tetapi tidak bisa bernyanyi.

## Cara memulai

- Mulai 10 menit sehari, lalu tambah perlahan.
- Pilih kegiatan yang Anda sukai dan bisa dilakukan dekat rumah.
- Naik tangga, berjalan ke warung, atau turun satu halte lebih awal juga dihitung.
- Lakukan pemanasan dan pendinginan, dan minum air yang cukup.

## Perlu konsultasi dulu?

Bicarakan dengan dokter sebelum mulai olahraga berat bila Anda memiliki penyakit jantung, tekanan darah tinggi yang belum terkontrol, diabetes, atau sedang hamil. Hentikan dan cari pertolongan bila muncul nyeri dada, sesak berat, atau pusing hebat saat berolahraga.`,
    body_en: `Regular physical activity lowers the risk of heart disease, stroke, type 2 diabetes, some cancers and depression.

## WHO advice for adults

- **150 to 300 minutes** of moderate activity a week, such as brisk walking, easy cycling or gardening; **or** 75 to 150 minutes of vigorous activity such as running or aerobics.
- Muscle-strengthening exercise, such as push-ups, squats or light weights, on **at least 2 days** a week.
- Cut down long periods of sitting; a little movement is better than none.

Moderate intensity means you can still talk but not sing.

## Getting started

- Start with 10 minutes a day and build up slowly.
- Choose something you enjoy and can do near home.
- Taking the stairs, walking to the shop, or getting off one stop early all count.
- Warm up and cool down, and drink enough water.

## Check with a doctor first?

Talk to a doctor before starting hard exercise if you have heart disease, uncontrolled high blood pressure, diabetes, or are pregnant. Stop and get help if you have chest pain, severe breathlessness or bad dizziness while exercising.`,
  },
  {
    slug: 'cuci-tangan-pakai-sabun',
    category: 'gaya-hidup',
    tags: ['kebersihan', 'imunitas'],
    keywords: ['masker medis', 'alkohol 70'],
    reviewer: 'dr-yohanes-wenda',
    daysAgo: 28,
    title_id: 'Cuci Tangan Pakai Sabun: Enam Langkah, 20 Detik',
    title_en: 'Handwashing with Soap: Six Steps, 20 Seconds',
    summary_id: 'Mencuci tangan dengan sabun adalah cara murah dan efektif mencegah diare, tifus, dan infeksi saluran napas.',
    summary_en: 'Washing hands with soap is a cheap and effective way to prevent diarrhoea, typhoid and airway infections.',
    body_id: `Tangan membawa kuman dari permukaan ke mulut, hidung, dan mata. Cuci tangan pakai sabun (CTPS) dengan air mengalir terbukti mengurangi penularan diare dan infeksi saluran napas.

## Waktu penting mencuci tangan

- Sebelum makan dan sebelum menyiapkan makanan.
- Setelah buang air besar dan setelah menceboki anak.
- Sebelum menyusui atau menyuapi anak.
- Setelah batuk, bersin, atau memegang hewan dan sampah.
- Sebelum dan sesudah merawat orang sakit atau luka.

## Enam langkah, sekitar 20 detik

1. Basahi tangan dan gosok sabun di kedua telapak tangan.
2. Gosok punggung tangan dan sela-sela jari.
3. Gosok telapak tangan dengan jari saling bertautan.
4. Gosok punggung jari dengan mengunci jari kedua tangan.
5. Gosok ibu jari secara memutar.
6. Gosok ujung jari pada telapak tangan, lalu bilas dan keringkan dengan lap bersih atau tisu.

## Bila tidak ada air

Cairan pembersih tangan berbasis alkohol (kadar sekitar 60–80%) dapat dipakai sementara, tetapi kurang efektif bila tangan tampak kotor atau berminyak. Cuci dengan sabun dan air begitu memungkinkan.`,
    body_en: `Hands carry germs from surfaces to the mouth, nose and eyes. Washing hands with soap under running water has been shown to reduce the spread of diarrhoea and airway infections.

## Key times to wash

- Before eating and before preparing food.
- After using the toilet and after cleaning a child.
- Before breastfeeding or feeding a child.
- After coughing, sneezing, or touching animals and rubbish.
- Before and after caring for someone who is ill or has a wound.

## Six steps, about 20 seconds

1. Wet your hands and rub soap over both palms.
2. Rub the backs of the hands and between the fingers.
3. Rub palm to palm with fingers interlaced.
4. Rub the backs of the fingers against the opposite palm with fingers interlocked.
5. Rub each thumb in a rotating motion.
6. Rub the fingertips against the palm, then rinse and dry with a clean towel or tissue.

## When there is no water

Alcohol-based hand sanitiser (about 60 to 80% alcohol) can be used for now, but works less well when hands look dirty or greasy. Wash with soap and water as soon as you can.`,
  },
];
