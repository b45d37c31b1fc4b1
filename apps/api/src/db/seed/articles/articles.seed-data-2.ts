import type { SeedArticle } from './articles.seed-types.ts';

/** Chronic conditions and nutrition (issue 14's seed; written for the demo). */
export const ARTICLES_2: readonly SeedArticle[] = [
  {
    slug: 'diabetes-melitus-tipe-2',
    category: 'penyakit',
    tags: ['diabetes', 'gula-darah'],
    keywords: ['alat cek gula darah'],
    reviewer: 'dr-agus-salim-sp-pd',
    daysAgo: 4,
    title_id: 'Diabetes Melitus Tipe 2: Gejala, Diagnosis, dan Pengelolaan',
    title_en: 'Type 2 Diabetes: Symptoms, Diagnosis and Management',
    summary_id: 'Banyak penderita diabetes tipe 2 tidak merasakan gejala selama bertahun-tahun. Kenali faktor risikonya dan pentingnya pemeriksaan gula darah.',
    summary_en: 'Many people with type 2 diabetes feel nothing for years. Know the risk factors and why blood sugar checks matter.',
    body_id: `Diabetes tipe 2 terjadi ketika tubuh tidak dapat memakai insulin dengan baik, sehingga kadar gula darah tetap tinggi. Bila dibiarkan, gula darah tinggi merusak pembuluh darah, saraf, mata, ginjal, dan jantung.

## Gejala yang perlu diwaspadai

- Sering haus dan sering buang air kecil, terutama malam hari.
- Cepat lapar tetapi berat badan turun.
- Mudah lelah, pandangan kabur, luka yang lama sembuh, dan kesemutan.

Banyak orang tidak merasakan apa-apa, sehingga **pemeriksaan rutin** penting bila Anda berusia di atas 40 tahun, kelebihan berat badan, kurang aktif, atau memiliki keluarga dengan diabetes.

## Bagaimana diagnosis ditegakkan

Dokter menegakkan diagnosis dari pemeriksaan laboratorium, misalnya gula darah puasa **126 mg/dL atau lebih**, gula darah 2 jam setelah tes toleransi glukosa **200 mg/dL atau lebih**, atau HbA1c **6,5% atau lebih**, biasanya dikonfirmasi dengan pemeriksaan ulang.

## Pengelolaan

- Pola makan teratur dengan porsi sesuai, perbanyak sayur, batasi gula dan minuman manis.
- Aktivitas fisik sekitar 150 menit per minggu.
- Minum obat atau suntik insulin sesuai resep, dan **jangan menghentikan sendiri**.
- Periksa mata, kaki, ginjal, dan tekanan darah secara berkala.`,
    body_en: `Type 2 diabetes happens when the body cannot use insulin properly, so blood sugar stays high. Left untreated, high blood sugar damages blood vessels, nerves, eyes, kidneys and the heart.

## Symptoms to watch for

- Being very thirsty and passing urine often, especially at night.
- Feeling hungry yet losing weight.
- Tiredness, blurred vision, slow-healing wounds and tingling.

Many people notice nothing at all, so **regular screening** matters if you are over 40, overweight, inactive, or have diabetes in the family.

## How it is diagnosed

A doctor diagnoses diabetes from lab tests, for example fasting blood sugar of **126 mg/dL or more**, a 2-hour glucose tolerance result of **200 mg/dL or more**, or HbA1c of **6.5% or more**, usually confirmed by a repeat test.

## Management

- Regular meals with suitable portions, plenty of vegetables, and little sugar or sweet drinks.
- About 150 minutes of physical activity a week.
- Take tablets or insulin as prescribed, and **never stop them on your own**.
- Have your eyes, feet, kidneys and blood pressure checked regularly.`,
  },
  {
    slug: 'memantau-gula-darah-di-rumah',
    category: 'penyakit',
    tags: ['diabetes', 'gula-darah'],
    keywords: ['gula darah'],
    reviewer: 'dr-indah-permatasari-sp-pd',
    daysAgo: 10,
    title_id: 'Memantau Gula Darah di Rumah dan Mengatasi Hipoglikemia',
    title_en: 'Checking Blood Sugar at Home and Handling Hypoglycaemia',
    summary_id: 'Glukometer membantu penderita diabetes melihat efek makanan, aktivitas, dan obat. Pelajari cara memakainya dan aturan 15-15 saat gula darah rendah.',
    summary_en: 'A glucose meter helps people with diabetes see the effect of food, activity and medicine. Learn how to use one and the 15-15 rule for low blood sugar.',
    body_id: `Pemeriksaan gula darah mandiri membantu Anda dan dokter menyesuaikan pengobatan. Seberapa sering perlu memeriksa tergantung jenis obat yang Anda pakai; tanyakan kepada dokter.

## Cara memeriksa

1. Cuci tangan dengan sabun dan air hangat, lalu keringkan.
2. Pasang strip dan tusuk sisi ujung jari dengan lanset baru.
3. Teteskan darah ke strip dan catat hasil, waktu, serta keterangan (puasa, 2 jam setelah makan, sebelum tidur).
4. Buang lanset bekas di wadah tertutup yang kuat.

Simpan strip di wadah aslinya, tertutup rapat, dan perhatikan tanggal kedaluwarsanya.

## Hipoglikemia: gula darah terlalu rendah

Gula darah di bawah **70 mg/dL** dapat menimbulkan gemetar, berkeringat, jantung berdebar, lapar, pusing, atau bingung. Lakukan **aturan 15-15**:

- Makan atau minum sekitar 15 gram gula yang cepat diserap, misalnya setengah gelas jus buah atau 1 sendok makan gula yang dilarutkan dalam air.
- Periksa lagi setelah 15 menit; ulangi bila masih di bawah 70 mg/dL.
- Setelah pulih, makan camilan atau makanan berikutnya.

Bila penderita tidak sadar atau tidak bisa menelan, jangan beri makanan atau minuman melalui mulut; segera hubungi layanan darurat. Laporkan kepada dokter bila hipoglikemia sering terjadi.`,
    body_en: `Checking your own blood sugar helps you and your doctor adjust treatment. How often to check depends on your medicines; ask your doctor.

## How to check

1. Wash your hands with soap and warm water, then dry them.
2. Insert a strip and prick the side of a fingertip with a new lancet.
3. Put the drop of blood on the strip and record the result, the time and a note (fasting, 2 hours after a meal, bedtime).
4. Dispose of used lancets in a strong, closed container.

Keep strips in their original tub, tightly closed, and watch the expiry date.

## Hypoglycaemia: blood sugar too low

Blood sugar below **70 mg/dL** can cause shaking, sweating, a racing heart, hunger, dizziness or confusion. Use the **15-15 rule**:

- Eat or drink about 15 grams of fast-acting sugar, for example half a glass of fruit juice or 1 tablespoon of sugar dissolved in water.
- Check again after 15 minutes; repeat if still below 70 mg/dL.
- Once recovered, have a snack or your next meal.

If the person is unconscious or cannot swallow, give nothing by mouth and call emergency services at once. Tell your doctor if low sugars happen often.`,
  },
  {
    slug: 'hipertensi-si-pembunuh-senyap',
    category: 'penyakit',
    tags: ['hipertensi', 'jantung'],
    keywords: ['tensimeter'],
    reviewer: 'dr-rudi-simanjuntak-sp-pd',
    daysAgo: 7,
    title_id: 'Hipertensi, "Si Pembunuh Senyap": Kenali dan Kendalikan',
    title_en: 'Hypertension, the "Silent Killer": Recognise It and Control It',
    summary_id: 'Tekanan darah tinggi sering tanpa gejala tetapi meningkatkan risiko stroke dan serangan jantung. Ukur secara rutin dan ubah gaya hidup.',
    summary_en: 'High blood pressure often has no symptoms but raises the risk of stroke and heart attack. Measure it regularly and change your lifestyle.',
    body_id: `Hipertensi adalah tekanan darah yang terus-menerus tinggi, umumnya **140/90 mmHg atau lebih** pada beberapa kali pengukuran. Karena sering tanpa keluhan, banyak orang baru tahu setelah terjadi komplikasi seperti stroke, serangan jantung, atau gagal ginjal.

## Faktor risiko

- Usia bertambah dan riwayat keluarga.
- Konsumsi garam tinggi, jarang makan sayur dan buah.
- Berat badan berlebih dan kurang aktivitas fisik.
- Merokok, konsumsi alkohol, dan stres berkepanjangan.

## Mengendalikan dengan gaya hidup

- Batasi garam: anjuran Kementerian Kesehatan adalah tidak lebih dari **1 sendok teh garam per hari**, termasuk dari makanan olahan, kecap, dan penyedap.
- Perbanyak sayur dan buah.
- Aktif bergerak minimal 30 menit sehari, sebagian besar hari dalam seminggu.
- Turunkan berat badan bila berlebih, berhenti merokok.

## Bila perlu obat

Bila dokter meresepkan obat antihipertensi, minum setiap hari walaupun tidak ada keluhan. Tekanan darah yang normal saat minum obat justru tanda obatnya bekerja. Jangan berhenti atau mengganti dosis tanpa bicara dengan dokter.

Segera cari pertolongan bila tekanan darah sangat tinggi disertai nyeri dada, sesak, sakit kepala hebat, wajah mencong, atau lemah pada satu sisi tubuh.`,
    body_en: `Hypertension is blood pressure that stays high, generally **140/90 mmHg or more** over several readings. Because it often causes no complaints, many people only find out after a complication such as a stroke, heart attack or kidney failure.

## Risk factors

- Older age and family history.
- A salty diet with few vegetables and little fruit.
- Excess weight and too little physical activity.
- Smoking, alcohol and long-term stress.

## Control through lifestyle

- Limit salt: Indonesia's Ministry of Health advises no more than **1 teaspoon of salt a day**, including what is in processed food, soy sauce and seasoning.
- Eat more vegetables and fruit.
- Be active for at least 30 minutes a day on most days of the week.
- Lose weight if you are overweight, and stop smoking.

## When medicine is needed

If your doctor prescribes blood pressure tablets, take them every day even without symptoms. Normal readings while on treatment mean the medicine is working. Do not stop or change the dose without talking to your doctor.

Get help at once if very high blood pressure comes with chest pain, breathlessness, a severe headache, a drooping face, or weakness on one side of the body.`,
  },
  {
    slug: 'cara-mengukur-tekanan-darah-di-rumah',
    category: 'penyakit',
    tags: ['hipertensi'],
    keywords: ['tensimeter digital'],
    reviewer: 'dr-made-wirawan',
    daysAgo: 14,
    title_id: 'Cara Mengukur Tekanan Darah di Rumah dengan Benar',
    title_en: 'How to Measure Your Blood Pressure at Home Correctly',
    summary_id: 'Hasil tensimeter digital di rumah akurat bila cara mengukurnya benar. Ikuti langkah sederhana ini dan bawa catatannya saat kontrol.',
    summary_en: 'Home digital monitors give accurate readings when used correctly. Follow these simple steps and bring your log to check-ups.',
    body_id: `Pengukuran di rumah membantu dokter melihat tekanan darah Anda sehari-hari, di luar suasana klinik yang kadang membuat tekanan naik.

## Sebelum mengukur

- Hindari kopi, rokok, dan olahraga 30 menit sebelumnya.
- Buang air kecil dulu, lalu duduk tenang selama 5 menit.
- Pilih manset yang ukurannya sesuai lingkar lengan atas.

## Saat mengukur

1. Duduk dengan punggung bersandar dan kedua kaki menapak lantai, tidak bersilang.
2. Letakkan lengan di meja sehingga manset setinggi jantung.
3. Pasang manset di kulit lengan atas, bukan di atas baju tebal, sekitar 2–3 cm di atas lipatan siku.
4. Jangan bicara atau bergerak selama pengukuran.
5. Ukur dua kali dengan jeda 1–2 menit, lalu catat keduanya.

## Jadwal dan catatan

Ukur pagi sebelum minum obat dan sarapan, serta malam hari, selama beberapa hari sebelum jadwal kontrol, atau sesuai saran dokter. Catat tanggal, jam, dan hasil, lalu bawa saat kontrol. Satu hasil tinggi belum tentu hipertensi; sebaliknya, jangan mengubah dosis obat hanya karena satu hasil normal.`,
    body_en: `Home readings help your doctor see your everyday blood pressure, away from the clinic setting that sometimes pushes it up.

## Before measuring

- Avoid coffee, smoking and exercise for 30 minutes beforehand.
- Empty your bladder, then sit quietly for 5 minutes.
- Use a cuff that fits the size of your upper arm.

## While measuring

1. Sit with your back supported and both feet flat on the floor, legs uncrossed.
2. Rest your arm on a table so the cuff is at heart level.
3. Put the cuff on the bare upper arm, not over thick clothing, about 2 to 3 cm above the elbow crease.
4. Do not talk or move during the reading.
5. Take two readings 1 to 2 minutes apart and write both down.

## Schedule and log

Measure in the morning before medicines and breakfast, and again in the evening, for several days before a check-up, or as your doctor advises. Record the date, time and results, and bring them along. One high reading does not mean hypertension; and do not change your medicine because of one normal reading.`,
  },
  {
    slug: 'kolesterol-tinggi',
    category: 'penyakit',
    tags: ['kolesterol', 'jantung', 'nutrisi'],
    keywords: ['omega-3', 'fish oil'],
    reviewer: 'dr-indah-permatasari-sp-pd',
    daysAgo: 18,
    title_id: 'Kolesterol Tinggi: Memahami LDL, HDL, dan Trigliserida',
    title_en: 'High Cholesterol: Understanding LDL, HDL and Triglycerides',
    summary_id: 'Kolesterol tinggi tidak terasa, tetapi menumpuk di pembuluh darah. Kenali angka-angkanya dan langkah menurunkannya.',
    summary_en: 'High cholesterol cannot be felt, but it builds up in the arteries. Understand the numbers and how to bring them down.',
    body_id: `Kolesterol dibutuhkan tubuh, tetapi bila berlebih dapat menumpuk di dinding pembuluh darah (aterosklerosis) dan meningkatkan risiko penyakit jantung koroner serta stroke.

## Arti hasil pemeriksaan

- **LDL** sering disebut kolesterol "jahat": semakin rendah umumnya semakin baik. Target LDL berbeda untuk tiap orang, tergantung risiko jantung Anda.
- **HDL** atau kolesterol "baik" membantu membawa kolesterol keluar dari pembuluh darah.
- **Trigliserida** tinggi sering berkaitan dengan konsumsi gula, karbohidrat olahan, dan alkohol.

Orang dewasa dianjurkan memeriksa profil lemak darah secara berkala; lebih sering bila memiliki diabetes, hipertensi, atau riwayat keluarga penyakit jantung.

## Langkah menurunkan kolesterol

- Kurangi lemak jenuh (gorengan, jeroan, santan kental, kulit ayam) dan hindari lemak trans.
- Perbanyak serat: sayur, buah, kacang-kacangan, dan gandum utuh.
- Makan ikan dua kali seminggu.
- Olahraga teratur, jaga berat badan, dan berhenti merokok.

## Obat penurun kolesterol

Bila perubahan gaya hidup belum cukup atau risiko Anda tinggi, dokter dapat meresepkan obat seperti statin. Obat ini perlu resep dan dipantau dokter. Suplemen minyak ikan tidak menggantikan obat yang diresepkan.`,
    body_en: `The body needs cholesterol, but too much can build up in artery walls (atherosclerosis) and raise the risk of coronary heart disease and stroke.

## What the results mean

- **LDL**, often called "bad" cholesterol: generally the lower the better. LDL targets differ from person to person, depending on your heart risk.
- **HDL**, the "good" cholesterol, helps carry cholesterol out of the arteries.
- High **triglycerides** are often linked to sugar, refined carbohydrates and alcohol.

Adults are advised to have a blood lipid profile regularly; more often with diabetes, hypertension or a family history of heart disease.

## Steps to lower cholesterol

- Cut saturated fat (deep-fried food, offal, thick coconut milk, chicken skin) and avoid trans fats.
- Eat more fibre: vegetables, fruit, beans and whole grains.
- Eat fish twice a week.
- Exercise regularly, keep a healthy weight, and stop smoking.

## Cholesterol-lowering medicine

If lifestyle changes are not enough or your risk is high, a doctor may prescribe medicine such as a statin. It needs a prescription and a doctor's monitoring. Fish oil supplements do not replace prescribed medicine.`,
  },
  {
    slug: 'maag-dan-gerd',
    category: 'penyakit',
    tags: ['pencernaan'],
    keywords: ['promag', 'mylanta', 'antasida'],
    reviewer: 'dr-andi-pratama',
    daysAgo: 11,
    title_id: 'Maag dan GERD: Mengatur Pola Makan dan Memakai Antasida',
    title_en: 'Dyspepsia and GERD: Eating Habits and Using Antacids',
    summary_id: 'Perih ulu hati dan rasa panas di dada sering membaik dengan perubahan pola makan. Ketahui kapan antasida cukup dan kapan perlu ke dokter.',
    summary_en: 'Upper stomach pain and heartburn often improve with changes in eating habits. Know when an antacid is enough and when to see a doctor.',
    body_id: `Istilah "maag" dipakai untuk keluhan perih atau tidak nyaman di ulu hati, kembung, dan cepat kenyang (dispepsia). GERD adalah naiknya asam lambung ke kerongkongan, menimbulkan rasa panas di dada (*heartburn*) dan rasa asam di mulut.

## Kebiasaan yang membantu

- Makan teratur dengan porsi kecil tetapi lebih sering.
- Jangan langsung berbaring; beri jeda **2–3 jam** setelah makan sebelum tidur.
- Tinggikan kepala tempat tidur bila keluhan muncul malam hari.
- Kurangi makanan berlemak, pedas, kopi, cokelat, minuman bersoda, dan alkohol bila memicu keluhan.
- Berhenti merokok dan turunkan berat badan bila berlebih.

## Obat bebas

Antasida meredakan keluhan ringan dengan menetralkan asam. Ikuti aturan pakai pada kemasan, dan beri jarak sekitar 2 jam dengan obat lain karena antasida dapat mengganggu penyerapannya. Bila keluhan tetap ada setelah 2 minggu, jangan terus mengobati sendiri.

## Tanda bahaya

Segera ke dokter bila muntah darah atau cairan seperti kopi, tinja hitam, sulit atau nyeri saat menelan, berat badan turun tanpa sebab, atau keluhan baru muncul pada usia di atas 50 tahun. Nyeri dada juga bisa berasal dari jantung; jangan anggap maag bila disertai sesak atau keringat dingin.`,
    body_en: `In Indonesia, "maag" is used for a burning or uncomfortable upper stomach, bloating and feeling full quickly (dyspepsia). GERD is acid rising from the stomach into the gullet, causing a burning feeling in the chest (heartburn) and a sour taste.

## Habits that help

- Eat regularly, in smaller but more frequent meals.
- Do not lie down straight away; leave **2 to 3 hours** between a meal and bed.
- Raise the head of the bed if symptoms come at night.
- Cut down on fatty or spicy food, coffee, chocolate, fizzy drinks and alcohol if they trigger symptoms.
- Stop smoking and lose weight if you are overweight.

## Over-the-counter medicines

Antacids relieve mild symptoms by neutralising acid. Follow the directions on the pack and keep about 2 hours between an antacid and other medicines, as it can affect their absorption. If symptoms remain after 2 weeks, stop treating yourself.

## Danger signs

See a doctor promptly for vomiting blood or coffee-ground material, black stools, difficult or painful swallowing, unexplained weight loss, or new symptoms after the age of 50. Chest pain can also come from the heart; do not assume it is your stomach if it comes with breathlessness or cold sweats.`,
  },
  {
    slug: 'vitamin-c-dan-daya-tahan-tubuh',
    category: 'gizi',
    tags: ['vitamin', 'imunitas', 'nutrisi'],
    keywords: ['vitamin c'],
    reviewer: 'dr-lestiani-wulandari-sp-gk',
    daysAgo: 2,
    title_id: 'Vitamin C dan Daya Tahan Tubuh: Berapa yang Sebenarnya Dibutuhkan?',
    title_en: 'Vitamin C and Immunity: How Much Do You Really Need?',
    summary_id: 'Vitamin C penting untuk kekebalan tubuh, tetapi dosis besar tidak selalu lebih baik. Sumber terbaiknya ada di buah dan sayur sehari-hari.',
    summary_en: 'Vitamin C matters for immunity, but bigger doses are not always better. The best sources are everyday fruit and vegetables.',
    body_id: `Vitamin C membantu kerja sel kekebalan, pembentukan kolagen untuk kulit dan penyembuhan luka, serta penyerapan zat besi dari makanan nabati.

## Kebutuhan harian

Angka Kecukupan Gizi (AKG) 2019 untuk orang dewasa adalah sekitar **90 mg per hari untuk laki-laki dan 75 mg untuk perempuan**. Jumlah ini mudah dipenuhi dari makanan: satu buah jambu biji, satu jeruk, atau semangkuk pepaya sudah mendekati atau melebihinya.

## Perlukah suplemen dosis tinggi?

- Suplemen dapat membantu bila asupan buah dan sayur kurang.
- Dosis sangat tinggi tidak terbukti mencegah flu pada kebanyakan orang, dan kelebihannya dibuang lewat urine.
- Asupan di atas **2.000 mg per hari** dapat menyebabkan diare dan sakit perut, dan pada orang tertentu meningkatkan risiko batu ginjal.
- Penderita penyakit ginjal atau gangguan penyimpanan zat besi sebaiknya bertanya kepada dokter sebelum minum suplemen vitamin C.

## Tips menjaga kandungannya

Vitamin C mudah rusak oleh panas. Makan buah segar, masak sayur sebentar (dikukus atau ditumis cepat), dan jangan merendam sayur yang sudah dipotong terlalu lama.`,
    body_en: `Vitamin C supports immune cells, builds collagen for skin and wound healing, and helps the body absorb iron from plant foods.

## Daily needs

Indonesia's 2019 Recommended Dietary Allowance (AKG) for adults is about **90 mg a day for men and 75 mg for women**. Food covers this easily: one guava, one orange or a bowl of papaya comes close to or above it.

## Are high-dose supplements needed?

- A supplement can help when you eat little fruit and vegetables.
- Very high doses have not been shown to prevent colds in most people, and the excess leaves in urine.
- Intakes above **2,000 mg a day** can cause diarrhoea and stomach upset, and in some people raise the risk of kidney stones.
- People with kidney disease or iron-storage disorders should ask a doctor before taking vitamin C supplements.

## Keeping the vitamin in your food

Vitamin C is easily destroyed by heat. Eat fruit fresh, cook vegetables briefly (steam or stir-fry quickly), and do not soak cut vegetables for long.`,
  },
  {
    slug: 'vitamin-d-dan-kalsium-untuk-tulang',
    category: 'gizi',
    tags: ['vitamin', 'tulang', 'nutrisi'],
    keywords: ['vitamin d3', 'kalsium'],
    reviewer: 'dr-lestiani-wulandari-sp-gk',
    daysAgo: 13,
    title_id: 'Vitamin D dan Kalsium: Pasangan untuk Tulang Kuat',
    title_en: 'Vitamin D and Calcium: A Team for Strong Bones',
    summary_id: 'Kalsium membangun tulang, vitamin D membantu menyerapnya. Walau tinggal di negeri tropis, banyak orang Indonesia kurang vitamin D.',
    summary_en: 'Calcium builds bone and vitamin D helps absorb it. Even in the tropics, many Indonesians are low in vitamin D.',
    body_id: `Massa tulang mencapai puncaknya di usia dewasa muda dan perlahan berkurang setelahnya. Asupan kalsium dan vitamin D yang cukup membantu mencegah osteoporosis.

## Kebutuhan harian

- **Kalsium:** sekitar 1.000 mg per hari untuk dewasa muda, dan 1.200 mg untuk perempuan di atas 50 tahun (AKG 2019).
- **Vitamin D:** sekitar 15 mcg (600 IU) per hari untuk dewasa, dan 20 mcg (800 IU) untuk usia di atas 65 tahun.

## Sumber makanan dan sinar matahari

- Kalsium: susu dan olahannya, ikan teri atau ikan kecil yang dimakan dengan tulangnya, tahu, tempe, dan sayuran hijau.
- Vitamin D: ikan berlemak, kuning telur, dan paparan sinar matahari pada kulit. Banyak orang jarang terkena matahari karena bekerja di dalam ruangan atau menutup kulit.

## Tentang suplemen

Suplemen dapat berguna bila asupan kurang atau kadar vitamin D terbukti rendah. Minum kalsium bersama makanan, dan bagi dosis besar menjadi dua kali sehari agar lebih baik diserap. Vitamin D dosis tinggi jangka panjang dapat menumpuk dalam tubuh, jadi ikuti dosis pada kemasan atau saran dokter. Penderita batu ginjal atau penyakit ginjal perlu berkonsultasi dulu.

Selain gizi, olahraga dengan beban seperti jalan cepat dan latihan kekuatan membantu menjaga kepadatan tulang.`,
    body_en: `Bone mass peaks in young adulthood and slowly declines afterwards. Enough calcium and vitamin D helps prevent osteoporosis.

## Daily needs

- **Calcium:** about 1,000 mg a day for younger adults, and 1,200 mg for women over 50 (AKG 2019).
- **Vitamin D:** about 15 mcg (600 IU) a day for adults, and 20 mcg (800 IU) over the age of 65.

## Food and sunlight

- Calcium: milk and dairy, anchovies or small fish eaten with their bones, tofu, tempeh and green vegetables.
- Vitamin D: oily fish, egg yolk, and sunlight on the skin. Many people get little sun because they work indoors or keep their skin covered.

## About supplements

Supplements can help when intake is low or vitamin D levels are shown to be low. Take calcium with food, and split larger doses into two a day for better absorption. High-dose vitamin D over a long time can build up in the body, so follow the pack or your doctor. People with kidney stones or kidney disease should ask first.

Besides nutrition, weight-bearing exercise such as brisk walking and strength training helps keep bones dense.`,
  },
  {
    slug: 'anemia-dan-tablet-tambah-darah',
    category: 'wanita',
    tags: ['anemia', 'nutrisi', 'kehamilan'],
    keywords: ['tablet tambah darah'],
    reviewer: 'dr-maya-anggraini-sp-og',
    daysAgo: 16,
    title_id: 'Anemia pada Remaja Putri dan Ibu Hamil: Peran Tablet Tambah Darah',
    title_en: 'Anaemia in Teenage Girls and Pregnant Women: The Role of Iron Tablets',
    summary_id: 'Anemia membuat mudah lelah dan sulit berkonsentrasi, dan berisiko bagi kehamilan. Ketahui cara minum tablet tambah darah agar efektif.',
    summary_en: 'Anaemia causes tiredness and poor concentration, and is risky in pregnancy. Learn how to take iron tablets so they work.',
    body_id: `Anemia adalah kadar hemoglobin (Hb) yang rendah, sehingga darah kurang mampu membawa oksigen. Penyebab tersering di Indonesia adalah **kekurangan zat besi**, terutama pada remaja putri, perempuan usia subur, dan ibu hamil.

## Gejala

Lemah, letih, lesu, pusing, mata berkunang-kunang, pucat pada kelopak mata bagian dalam dan telapak tangan, serta sulit berkonsentrasi. Pemeriksaan Hb di puskesmas atau laboratorium memastikan diagnosis.

## Tablet tambah darah (TTD)

- Program pemerintah menganjurkan remaja putri minum **1 tablet setiap minggu**, dan ibu hamil minum tablet setiap hari, **minimal 90 tablet selama kehamilan**, sesuai anjuran petugas kesehatan.
- Minum dengan air putih atau jus buah; vitamin C membantu penyerapan.
- Jangan minum bersamaan dengan teh, kopi, atau susu; beri jarak sekitar 2 jam.
- Tinja berwarna hitam adalah hal yang biasa. Mual bisa dikurangi dengan minum tablet sebelum tidur.

## Makanan kaya zat besi

Hati, daging merah, ikan, dan telur mengandung zat besi yang mudah diserap. Sayuran hijau dan kacang-kacangan juga membantu, terutama bila dimakan bersama buah.

Periksakan ke dokter bila gejala berat, Hb tidak naik setelah beberapa minggu, atau ada perdarahan haid yang sangat banyak.`,
    body_en: `Anaemia is a low level of haemoglobin (Hb), so the blood carries less oxygen. The commonest cause in Indonesia is **iron deficiency**, especially in teenage girls, women of childbearing age and pregnant women.

## Symptoms

Weakness, tiredness, dizziness, seeing spots, paleness inside the eyelids and on the palms, and poor concentration. An Hb test at a puskesmas or lab confirms the diagnosis.

## Iron tablets (TTD)

- The government programme advises teenage girls to take **1 tablet a week**, and pregnant women to take one daily, **at least 90 tablets during pregnancy**, as their health worker advises.
- Take it with water or fruit juice; vitamin C helps absorption.
- Do not take it together with tea, coffee or milk; leave about 2 hours.
- Black stools are normal. Taking the tablet at bedtime can reduce nausea.

## Iron-rich food

Liver, red meat, fish and eggs contain iron that is easily absorbed. Green vegetables and beans help too, especially eaten with fruit.

See a doctor if symptoms are severe, Hb does not rise after a few weeks, or menstrual bleeding is very heavy.`,
  },
  {
    slug: 'gizi-seimbang-isi-piringku',
    category: 'gizi',
    tags: ['nutrisi'],
    keywords: ['multivitamin'],
    reviewer: 'dr-lestiani-wulandari-sp-gk',
    daysAgo: 22,
    title_id: 'Gizi Seimbang dengan Panduan "Isi Piringku"',
    title_en: 'Balanced Eating with the "Isi Piringku" Plate Guide',
    summary_id: 'Isi Piringku membagi piring makan menjadi sayur, buah, makanan pokok, dan lauk. Panduan sederhana ini memudahkan makan seimbang setiap hari.',
    summary_en: 'Isi Piringku divides your plate into vegetables, fruit, staples and protein. This simple guide makes balanced eating easy every day.',
    body_id: `Kementerian Kesehatan memperkenalkan panduan **Isi Piringku** sebagai pengganti slogan lama "4 Sehat 5 Sempurna". Intinya: variasi dan porsi yang tepat dalam setiap kali makan.

## Membagi piring

- **Setengah piring** untuk sayur dan buah, dengan porsi sayur lebih banyak daripada buah.
- **Setengah piring lainnya** untuk makanan pokok (nasi, jagung, ubi, kentang, roti) dan lauk pauk, dengan porsi makanan pokok sedikit lebih banyak daripada lauk.
- Pilih lauk bergantian: ikan, telur, ayam, daging, tahu, tempe, dan kacang-kacangan.

## Batasi gula, garam, dan lemak

Anjuran Kementerian Kesehatan untuk orang dewasa adalah tidak lebih dari **4 sendok makan gula, 1 sendok teh garam, dan 5 sendok makan minyak per hari**, termasuk yang ada dalam makanan dan minuman kemasan.

## Pelengkap gizi seimbang

- Minum air putih yang cukup, sekitar 8 gelas sehari bagi kebanyakan orang dewasa.
- Cuci tangan dengan sabun sebelum makan.
- Aktif bergerak dan pantau berat badan secara berkala.

Suplemen multivitamin tidak menggantikan makanan beragam. Ibu hamil, lansia, dan penderita penyakit tertentu mungkin memerlukan anjuran gizi khusus dari dokter atau ahli gizi.`,
    body_en: `Indonesia's Ministry of Health introduced the **Isi Piringku** ("Fill My Plate") guide to replace the old "4 Healthy 5 Perfect" slogan. The core idea: variety and the right portions at every meal.

## Dividing the plate

- **Half the plate** for vegetables and fruit, with more vegetables than fruit.
- **The other half** for staples (rice, corn, sweet potato, potato, bread) and protein, with slightly more staple than protein.
- Vary your protein: fish, eggs, chicken, meat, tofu, tempeh and beans.

## Limit sugar, salt and fat

The Ministry advises adults to have no more than **4 tablespoons of sugar, 1 teaspoon of salt and 5 tablespoons of oil a day**, including what is in packaged food and drinks.

## Completing a balanced diet

- Drink enough water, about 8 glasses a day for most adults.
- Wash hands with soap before eating.
- Stay active and check your weight regularly.

Multivitamins do not replace a varied diet. Pregnant women, older people and people with certain illnesses may need specific advice from a doctor or dietitian.`,
  },
];
