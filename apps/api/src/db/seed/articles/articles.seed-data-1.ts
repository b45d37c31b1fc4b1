import type { SeedArticle } from './articles.seed-types.ts';

/** Children and infectious illness common in Indonesia (issue 14's seed; written for the demo). */
export const ARTICLES_1: readonly SeedArticle[] = [
  {
    slug: 'demam-pada-anak',
    category: 'anak',
    tags: ['demam', 'anak'],
    keywords: ['paracetamol anak', 'termometer'],
    reviewer: 'dr-siti-rahmawati-sp-a',
    daysAgo: 1,
    title_id: 'Demam pada Anak: Kapan Cukup Dirawat di Rumah, Kapan ke Dokter',
    title_en: 'Fever in Children: When Home Care Is Enough and When to See a Doctor',
    summary_id: 'Demam adalah cara tubuh melawan infeksi. Kenali cara mengukur suhu yang benar, perawatan di rumah, dan tanda bahaya yang perlu segera diperiksakan.',
    summary_en: "Fever is the body's way of fighting infection. Learn how to take a temperature properly, how to care for your child at home, and the danger signs that need a doctor straight away.",
    body_id: `Demam bukan penyakit, melainkan tanda bahwa tubuh anak sedang melawan sesuatu, paling sering infeksi virus. Anak disebut demam bila suhunya **38 °C atau lebih**.

## Cara mengukur suhu yang benar

- Gunakan termometer digital. Termometer raksa sudah tidak dianjurkan karena berbahaya bila pecah.
- Untuk bayi dan balita, pengukuran di ketiak cukup praktis; tunggu sampai termometer berbunyi.
- Meraba dahi saja tidak cukup untuk memastikan demam.

## Perawatan di rumah

- Berikan minum lebih sering: ASI, air putih, sup atau jus buah.
- Kenakan pakaian tipis dan jaga ruangan tetap sejuk; jangan diselimuti tebal.
- Kompres dengan air hangat, bukan air dingin atau alkohol.
- Obat penurun panas seperti parasetamol boleh diberikan bila anak tampak tidak nyaman. Dosis dihitung dari **berat badan**, bukan usia; ikuti aturan pada kemasan dan gunakan sendok takar yang disertakan.
- Jangan memberi aspirin kepada anak kecuali atas saran dokter.

## Tanda bahaya: segera ke dokter atau IGD

- Bayi di bawah 3 bulan dengan suhu 38 °C atau lebih.
- Kejang, sangat lemas, sulit dibangunkan, atau menangis terus tanpa bisa ditenangkan.
- Sesak napas, bibir kebiruan, atau ruam yang tidak memudar saat ditekan.
- Tanda kekurangan cairan: jarang buang air kecil, mulut kering, menangis tanpa air mata.
- Demam lebih dari 3 hari, atau demam tinggi yang tidak turun dengan obat.

Di Indonesia, demam hari ke-3 sampai ke-5 juga perlu diwaspadai sebagai kemungkinan demam berdarah dengue.`,
    body_en: `Fever is not an illness in itself but a sign that a child's body is fighting something, most often a viral infection. A child has a fever when their temperature is **38 °C or higher**.

## Taking a temperature properly

- Use a digital thermometer. Mercury thermometers are no longer recommended because they are dangerous if they break.
- For babies and toddlers, the armpit is practical; wait until the thermometer beeps.
- Feeling the forehead is not enough to confirm a fever.

## Care at home

- Offer drinks more often: breast milk, water, soup or fruit juice.
- Dress the child lightly and keep the room cool; do not wrap them in thick blankets.
- Sponge with lukewarm water, never cold water or alcohol.
- A fever reducer such as paracetamol may be given if the child is uncomfortable. The dose depends on **body weight**, not age; follow the pack and use the measuring spoon that comes with it.
- Do not give aspirin to children unless a doctor advises it.

## Danger signs: see a doctor or go to the emergency room

- A baby under 3 months with a temperature of 38 °C or more.
- Seizures, being very drowsy or hard to wake, or crying that cannot be soothed.
- Difficulty breathing, bluish lips, or a rash that does not fade when pressed.
- Signs of dehydration: passing little urine, a dry mouth, crying without tears.
- Fever lasting more than 3 days, or a high fever that does not come down with medicine.

In Indonesia, a fever on days 3 to 5 should also raise the possibility of dengue.`,
  },
  {
    slug: 'diare-pada-anak-dan-oralit',
    category: 'anak',
    tags: ['anak', 'pencernaan'],
    keywords: ['oralit', 'zinc'],
    reviewer: 'dr-budi-hartono-sp-a',
    daysAgo: 3,
    title_id: 'Diare pada Anak: Oralit dan Zinc Lebih Penting daripada Obat Mampet',
    title_en: 'Diarrhoea in Children: ORS and Zinc Matter More than Anti-Diarrhoeals',
    summary_id: 'Bahaya utama diare adalah kehilangan cairan. Pelajari cara memberi oralit, manfaat zinc, dan kapan anak harus dibawa ke fasilitas kesehatan.',
    summary_en: 'The main danger of diarrhoea is fluid loss. Learn how to give oral rehydration salts, why zinc helps, and when a child must be taken to a clinic.',
    body_id: `Diare adalah buang air besar cair tiga kali atau lebih dalam sehari. Pada anak, penyebab tersering adalah infeksi virus, dan bahaya terbesarnya adalah **dehidrasi**.

## Lima langkah tuntaskan diare (LINTAS Diare)

1. Berikan **oralit** setiap kali anak buang air besar cair.
2. Berikan **zinc** selama 10 hari berturut-turut, meskipun diare sudah berhenti.
3. Lanjutkan ASI dan makanan seperti biasa.
4. Antibiotik hanya bila diresepkan dokter, misalnya untuk diare berdarah.
5. Beri nasihat kepada orang tua tentang tanda bahaya dan kapan kembali.

## Cara memberi oralit

- Larutkan satu sachet dalam air matang sesuai petunjuk kemasan; jangan ditambah gula.
- Berikan sedikit-sedikit dengan sendok atau gelas kecil. Bila anak muntah, tunggu 10 menit lalu lanjutkan lebih pelan.
- Larutan yang sudah dibuat sebaiknya habis dalam 24 jam.

Obat penghenti diare tidak dianjurkan untuk anak kecil tanpa saran dokter, karena tidak mengganti cairan yang hilang.

## Segera ke fasilitas kesehatan bila

- Anak sangat lemas, sulit minum, atau terus muntah.
- Mata cekung, mulut kering, atau tidak buang air kecil lebih dari 6 jam.
- Tinja berdarah, atau diare berlangsung lebih dari 14 hari.
- Demam tinggi, terutama pada bayi.`,
    body_en: `Diarrhoea means passing loose stools three or more times a day. In children the commonest cause is a viral infection, and the greatest danger is **dehydration**.

## Five steps to treat diarrhoea

1. Give **oral rehydration salts (ORS)** after every loose stool.
2. Give **zinc** for 10 days in a row, even after the diarrhoea stops.
3. Keep breastfeeding and keep feeding as usual.
4. Antibiotics only when a doctor prescribes them, for example for bloody diarrhoea.
5. Make sure parents know the danger signs and when to come back.

## How to give ORS

- Dissolve one sachet in boiled, cooled water as the pack says; do not add sugar.
- Give small sips with a spoon or a small cup. If the child vomits, wait 10 minutes and continue more slowly.
- Use the prepared solution within 24 hours.

Medicines that stop diarrhoea are not recommended for young children without a doctor's advice, because they do not replace the lost fluid.

## Go to a clinic straight away if

- The child is very weak, cannot drink, or keeps vomiting.
- The eyes are sunken, the mouth is dry, or no urine has been passed for more than 6 hours.
- There is blood in the stool, or the diarrhoea lasts more than 14 days.
- There is a high fever, especially in a baby.`,
  },
  {
    slug: 'batuk-pilek-pada-anak',
    category: 'anak',
    tags: ['anak', 'pernapasan'],
    keywords: ['minyak telon', 'obh anak'],
    reviewer: 'dr-nurul-hidayah-sp-a',
    daysAgo: 5,
    title_id: 'Batuk Pilek pada Anak: Sebagian Besar Sembuh Sendiri',
    title_en: 'Coughs and Colds in Children: Most Get Better on Their Own',
    summary_id: 'Batuk pilek pada anak umumnya disebabkan virus dan membaik dalam 7–10 hari. Ini cara meringankannya dan tanda yang perlu diperiksakan.',
    summary_en: 'Coughs and colds in children are usually viral and improve within 7 to 10 days. Here is how to ease them and which signs need a check-up.',
    body_id: `Anak balita bisa mengalami batuk pilek beberapa kali dalam setahun. Hampir semuanya disebabkan virus, sehingga **antibiotik tidak membantu**.

## Meringankan gejala di rumah

- Cukupi cairan dan istirahat.
- Bersihkan hidung bayi dengan tetes atau semprot air garam (saline) sebelum menyusu.
- Uap air hangat dan posisi kepala sedikit lebih tinggi saat tidur membantu anak bernapas lebih lega.
- Untuk anak di atas 1 tahun, satu sendok teh madu sebelum tidur dapat meredakan batuk. **Jangan beri madu pada bayi di bawah 1 tahun.**
- Obat batuk pilek bebas tidak dianjurkan untuk anak di bawah 2 tahun kecuali atas saran dokter. Untuk anak yang lebih besar, pilih produk khusus anak dan ikuti dosis pada kemasan.

## Cegah penularan

Ajari anak menutup mulut dengan siku saat batuk, cuci tangan dengan sabun, dan biarkan anak beristirahat di rumah saat sakit.

## Periksakan ke dokter bila

- Napas cepat atau tarikan dinding dada ke dalam saat bernapas.
- Demam lebih dari 3 hari, atau anak tampak sangat lemas.
- Telinga sakit atau keluar cairan dari telinga.
- Batuk lebih dari 2 minggu, atau batuk disertai bunyi mengi.`,
    body_en: `Toddlers may catch a cough or cold several times a year. Nearly all are caused by viruses, so **antibiotics do not help**.

## Easing the symptoms at home

- Make sure the child drinks enough and rests.
- Clear a baby's nose with saline drops or spray before feeds.
- Warm steam and a slightly raised head while sleeping help the child breathe more easily.
- For children over 1 year, a teaspoon of honey at bedtime can soothe a cough. **Never give honey to babies under 1 year.**
- Over-the-counter cough and cold medicines are not recommended under 2 years unless a doctor advises them. For older children, choose a children's product and follow the dose on the pack.

## Stop it spreading

Teach the child to cough into their elbow, wash hands with soap, and keep them home to rest while ill.

## See a doctor if

- Breathing is fast, or the chest pulls in with each breath.
- Fever lasts more than 3 days, or the child seems very weak.
- There is ear pain or fluid coming from the ear.
- The cough lasts more than 2 weeks, or comes with wheezing.`,
  },
  {
    slug: 'imunisasi-dasar-anak',
    category: 'anak',
    tags: ['anak', 'imunitas'],
    keywords: [],
    reviewer: 'dr-siti-rahmawati-sp-a',
    daysAgo: 8,
    title_id: 'Imunisasi Anak: Perlindungan yang Sudah Terbukti',
    title_en: 'Childhood Immunisation: Protection with a Proven Record',
    summary_id: 'Imunisasi melindungi anak dari penyakit berbahaya seperti campak, difteri dan polio. Simak cara memastikan jadwal anak lengkap.',
    summary_en: 'Immunisation protects children from dangerous diseases such as measles, diphtheria and polio. Here is how to make sure your child is up to date.',
    body_id: `Imunisasi melatih sistem kekebalan tubuh mengenali kuman tertentu sebelum anak benar-benar terpapar. Vaksin yang dipakai dalam program pemerintah telah melalui uji keamanan dan dipantau terus.

## Penyakit yang dicegah

Imunisasi rutin di Indonesia melindungi dari antara lain hepatitis B, tuberkulosis berat, polio, difteri, pertusis (batuk rejan), tetanus, infeksi Hib, campak dan rubela, serta pneumonia dan diare berat akibat rotavirus di daerah yang sudah menerapkannya.

## Memastikan jadwal lengkap

- Imunisasi hepatitis B pertama diberikan segera setelah lahir, idealnya dalam 24 jam.
- Catat setiap imunisasi di **Buku KIA** dan bawa buku itu setiap ke posyandu, puskesmas, atau dokter.
- Jadwal dapat berubah mengikuti kebijakan terbaru; tanyakan kepada petugas kesehatan imunisasi apa yang diperlukan anak Anda berikutnya.
- Imunisasi yang terlewat umumnya masih bisa dikejar. Jangan menunggu, segera konsultasikan.

## Setelah imunisasi

Demam ringan, rewel, atau bengkak kemerahan di bekas suntikan biasa terjadi dan hilang dalam 1–2 hari. Kompres hangat dan obat penurun panas sesuai dosis dapat membantu. Segera hubungi petugas kesehatan bila anak kejang, sesak napas, bengkak di wajah, atau demam sangat tinggi.`,
    body_en: `Immunisation trains the immune system to recognise certain germs before a child is actually exposed to them. The vaccines used in the government programme have been tested for safety and are monitored continuously.

## Diseases it prevents

Routine immunisation in Indonesia protects against, among others, hepatitis B, severe tuberculosis, polio, diphtheria, pertussis (whooping cough), tetanus, Hib infection, measles and rubella, and pneumonia and severe rotavirus diarrhoea in regions where those vaccines are given.

## Keeping the schedule complete

- The first hepatitis B dose is given right after birth, ideally within 24 hours.
- Record every vaccination in the **KIA (mother and child health) book** and bring it to every posyandu, puskesmas or doctor visit.
- Schedules change with new policy; ask your health worker which vaccines your child needs next.
- A missed vaccination can usually still be caught up. Do not wait; ask soon.

## After immunisation

A mild fever, fussiness, or a red, swollen spot where the injection was given are common and fade within 1 to 2 days. A warm compress and a correctly dosed fever reducer can help. Contact a health worker at once if the child has a seizure, difficulty breathing, facial swelling, or a very high fever.`,
  },
  {
    slug: 'mengenal-demam-berdarah-dengue',
    category: 'penyakit',
    tags: ['dbd', 'demam', 'nyamuk'],
    keywords: ['paracetamol', 'oralit', 'termometer'],
    reviewer: 'dr-agus-salim-sp-pd',
    daysAgo: 2,
    title_id: 'Mengenal Demam Berdarah Dengue (DBD) dan Fase Kritisnya',
    title_en: 'Understanding Dengue Fever and Its Critical Phase',
    summary_id: 'DBD disebabkan virus dengue yang ditularkan nyamuk Aedes. Demam yang turun justru bisa menandai fase paling berbahaya. Kenali tanda peringatannya.',
    summary_en: 'Dengue is caused by a virus spread by Aedes mosquitoes. A fever that drops can mark the most dangerous phase. Know the warning signs.',
    body_id: `Demam berdarah dengue (DBD) disebabkan virus dengue yang ditularkan oleh gigitan nyamuk *Aedes aegypti*. Kasusnya meningkat saat musim hujan.

## Gejala dan tiga fase

- **Fase demam (hari 1–3):** demam tinggi mendadak, sakit kepala, nyeri di belakang mata, nyeri otot dan sendi, kadang muncul bintik merah.
- **Fase kritis (sekitar hari 3–7):** demam turun, tetapi pada sebagian orang cairan darah merembes keluar pembuluh. Fase ini bisa berbahaya walaupun pasien tampak membaik.
- **Fase pemulihan:** nafsu makan kembali dan kondisi membaik.

## Tanda peringatan: segera ke rumah sakit

- Nyeri perut hebat atau muntah terus-menerus.
- Perdarahan: mimisan, gusi berdarah, muntah atau tinja berwarna hitam.
- Lemas sekali, gelisah, atau tangan dan kaki dingin dan lembap.
- Jarang buang air kecil.

## Yang boleh dan tidak boleh

- Minum cukup cairan: air putih, oralit, jus, atau sup.
- Untuk demam dan nyeri gunakan **parasetamol** sesuai dosis. **Hindari ibuprofen, asam mefenamat, dan aspirin**, karena dapat meningkatkan risiko perdarahan.
- Dokter biasanya memantau trombosit dan hematokrit melalui pemeriksaan darah. Tidak ada obat antivirus khusus; yang terpenting adalah pemantauan cairan.`,
    body_en: `Dengue is caused by the dengue virus, spread by the bite of the *Aedes aegypti* mosquito. Cases rise in the rainy season.

## Symptoms and three phases

- **Febrile phase (days 1 to 3):** sudden high fever, headache, pain behind the eyes, muscle and joint pain, sometimes small red spots.
- **Critical phase (around days 3 to 7):** the fever falls, but in some people plasma leaks out of the blood vessels. This phase can be dangerous even though the patient seems better.
- **Recovery phase:** appetite returns and the patient improves.

## Warning signs: go to hospital now

- Severe abdominal pain or persistent vomiting.
- Bleeding: nosebleeds, bleeding gums, black vomit or stools.
- Extreme weakness, restlessness, or cold, clammy hands and feet.
- Passing little urine.

## Dos and don'ts

- Drink enough: water, oral rehydration salts, juice or soup.
- For fever and pain use **paracetamol** at the right dose. **Avoid ibuprofen, mefenamic acid and aspirin**, which can raise the risk of bleeding.
- Doctors usually monitor platelets and haematocrit with blood tests. There is no specific antiviral; careful fluid monitoring is what matters most.`,
  },
  {
    slug: 'mencegah-dbd-dengan-3m-plus',
    category: 'penyakit',
    tags: ['dbd', 'nyamuk', 'kebersihan'],
    keywords: [],
    reviewer: 'dr-andi-pratama',
    daysAgo: 6,
    title_id: 'Mencegah DBD dengan 3M Plus di Rumah',
    title_en: 'Preventing Dengue at Home with 3M Plus',
    summary_id: 'Nyamuk Aedes berkembang biak di air bersih yang tergenang. Gerakan 3M Plus memutus siklus hidupnya. Ini langkah praktisnya.',
    summary_en: 'Aedes mosquitoes breed in still, clean water. The 3M Plus movement breaks their life cycle. Here are the practical steps.',
    body_id: `Nyamuk *Aedes* bertelur di genangan air bersih di sekitar rumah: bak mandi, vas bunga, tatakan pot, dispenser, hingga ban bekas. Dari telur hingga menjadi nyamuk dewasa butuh sekitar satu minggu, jadi pemberantasan sarang perlu dilakukan **setiap minggu**.

## 3M

1. **Menguras** dan menyikat tempat penampungan air seperti bak mandi dan ember.
2. **Menutup** rapat tempat penampungan air.
3. **Mendaur ulang** atau memanfaatkan kembali barang bekas yang bisa menampung air.

## Plus

- Menaburkan bubuk larvasida pada tempat air yang sulit dikuras.
- Memelihara ikan pemakan jentik di kolam atau bak.
- Memakai losion antinyamuk, kelambu, dan kasa pada ventilasi.
- Tidak menggantung pakaian bekas pakai di dalam kamar.
- Menanam tanaman pengusir nyamuk dan menjaga cahaya serta ventilasi rumah cukup.

## Peran keluarga

Program *Satu Rumah Satu Jumantik* mengajak satu anggota keluarga memeriksa jentik di rumah setiap minggu. Bila ada anggota keluarga demam tinggi mendadak, segera periksakan ke fasilitas kesehatan.`,
    body_en: `*Aedes* mosquitoes lay eggs in still, clean water around the home: bathtubs, flower vases, plant-pot saucers, water dispensers, even old tyres. It takes about a week from egg to adult mosquito, so breeding sites must be cleared **every week**.

## 3M

1. **Drain** and scrub water containers such as bathtubs and buckets.
2. **Cover** water containers tightly.
3. **Recycle** or reuse unused items that can collect water.

## Plus

- Sprinkle larvicide powder in water containers that are hard to drain.
- Keep larvae-eating fish in ponds or tubs.
- Use mosquito repellent, bed nets, and screens on vents.
- Do not hang worn clothes inside bedrooms.
- Grow mosquito-repelling plants and keep the home bright and airy.

## The family's part

The *One House, One Larva Monitor* programme asks one family member to check for larvae every week. If anyone at home has a sudden high fever, have them seen at a clinic promptly.`,
  },
  {
    slug: 'tifus-demam-tifoid',
    category: 'penyakit',
    tags: ['demam', 'pencernaan', 'kebersihan'],
    keywords: ['termometer', 'oralit'],
    reviewer: 'dr-indah-permatasari-sp-pd',
    daysAgo: 12,
    title_id: 'Tifus (Demam Tifoid): Gejala, Pengobatan, dan Pencegahan',
    title_en: 'Typhoid Fever: Symptoms, Treatment and Prevention',
    summary_id: 'Demam tifoid disebabkan bakteri Salmonella Typhi dari makanan atau minuman tercemar. Pengobatannya perlu resep dokter.',
    summary_en: 'Typhoid fever is caused by Salmonella Typhi bacteria in contaminated food or drink. Its treatment needs a doctor\'s prescription.',
    body_id: `Demam tifoid atau yang sering disebut tifus disebabkan bakteri *Salmonella* Typhi. Penularannya melalui makanan atau minuman yang tercemar tinja penderita atau pembawa kuman.

## Gejala

- Demam yang naik bertahap, sering lebih tinggi pada sore dan malam hari.
- Sakit kepala, lemas, dan nafsu makan menurun.
- Nyeri perut, sembelit atau diare.
- Lidah tampak kotor (berselaput).

Gejalanya mirip penyakit lain seperti DBD, sehingga diagnosis perlu pemeriksaan dokter dan bila perlu laboratorium.

## Pengobatan

Tifoid diobati dengan **antibiotik yang diresepkan dokter**. Minum sampai habis sesuai petunjuk, walaupun badan sudah terasa enak. Selama sakit, istirahat cukup, makan makanan lunak yang mudah dicerna, dan jaga asupan cairan.

## Pencegahan

- Cuci tangan dengan sabun sebelum makan dan setelah dari toilet.
- Minum air yang sudah dimasak mendidih, dan hindari es dari sumber yang tidak jelas.
- Pilih makanan yang dimasak matang dan disajikan bersih.
- Tanyakan kepada dokter tentang vaksin tifoid, terutama untuk orang yang sering makan di luar.

Segera ke dokter bila demam lebih dari 3 hari, nyeri perut hebat, tinja berdarah atau hitam, atau penurunan kesadaran.`,
    body_en: `Typhoid fever, often called *tifus* in Indonesia, is caused by the bacterium *Salmonella* Typhi. It spreads through food or drink contaminated with the stool of someone who is ill or carries the germ.

## Symptoms

- A fever that rises step by step, often higher in the afternoon and evening.
- Headache, weakness and loss of appetite.
- Abdominal pain, constipation or diarrhoea.
- A coated tongue.

The symptoms resemble other illnesses such as dengue, so diagnosis needs a doctor's examination and, when necessary, lab tests.

## Treatment

Typhoid is treated with **antibiotics prescribed by a doctor**. Take the whole course as directed, even once you feel better. While ill, rest, eat soft food that is easy to digest, and keep drinking.

## Prevention

- Wash hands with soap before eating and after using the toilet.
- Drink water that has been boiled, and avoid ice from unknown sources.
- Choose food that is cooked through and served cleanly.
- Ask your doctor about typhoid vaccination, especially if you often eat out.

See a doctor promptly for a fever lasting more than 3 days, severe abdominal pain, bloody or black stools, or drowsiness and confusion.`,
  },
  {
    slug: 'flu-dan-selesma',
    category: 'penyakit',
    tags: ['pernapasan', 'imunitas'],
    keywords: ['masker', 'vitamin c'],
    reviewer: 'dr-rina-kusumawati',
    daysAgo: 9,
    title_id: 'Flu dan Selesma: Istirahat, Cairan, dan Kapan Perlu Obat',
    title_en: 'Flu and Common Cold: Rest, Fluids, and When Medicines Help',
    summary_id: 'Flu dan selesma disebabkan virus. Antibiotik tidak diperlukan; obat bebas hanya meredakan gejala. Kenali tanda yang butuh pemeriksaan.',
    summary_en: 'Flu and colds are caused by viruses. Antibiotics are not needed; over-the-counter medicines only ease symptoms. Know the signs that need a check-up.',
    body_id: `Selesma (*common cold*) dan influenza sama-sama infeksi virus pada saluran napas. Selesma biasanya ringan dengan hidung tersumbat dan bersin, sedangkan flu lebih berat: demam, nyeri otot, dan badan sangat lemas.

## Perawatan di rumah

- Istirahat dan minum air yang cukup.
- Berkumur air garam hangat untuk nyeri tenggorokan.
- Parasetamol dapat meredakan demam dan nyeri.
- Obat flu kombinasi hanya meredakan gejala. Baca kandungannya agar tidak minum dua obat berisi parasetamol sekaligus, dan waspadai kantuk bila berkendara.
- **Antibiotik tidak membunuh virus**, jadi tidak perlu untuk flu biasa.

## Lindungi orang lain

Pakai masker saat batuk atau pilek, tutup mulut dengan siku, dan cuci tangan. Vaksin influenza tahunan dianjurkan terutama untuk lansia, penderita penyakit kronis, dan ibu hamil.

## Periksakan ke dokter bila

- Sesak napas atau nyeri dada.
- Demam lebih dari 3 hari atau gejala memburuk setelah sempat membaik.
- Anda lansia, hamil, atau memiliki penyakit jantung, paru, diabetes, atau gangguan kekebalan.`,
    body_en: `The common cold and influenza are both viral infections of the airways. A cold is usually mild with a blocked nose and sneezing, while flu is heavier: fever, aching muscles and great tiredness.

## Care at home

- Rest and drink enough water.
- Gargle with warm salt water for a sore throat.
- Paracetamol can ease fever and pain.
- Combination cold remedies only ease symptoms. Read the ingredients so you do not take two paracetamol-containing products together, and watch for drowsiness if you drive.
- **Antibiotics do not kill viruses**, so they are not needed for ordinary flu.

## Protect others

Wear a mask while you have a cough or cold, cough into your elbow, and wash your hands. A yearly flu vaccine is recommended especially for older people, people with chronic illness, and pregnant women.

## See a doctor if

- You are short of breath or have chest pain.
- The fever lasts more than 3 days, or symptoms get worse after improving.
- You are older, pregnant, or have heart or lung disease, diabetes, or a weakened immune system.`,
  },
  {
    slug: 'asma-mengenali-pemicu',
    category: 'penyakit',
    tags: ['pernapasan'],
    keywords: ['masker'],
    reviewer: 'dr-rudi-simanjuntak-sp-pd',
    daysAgo: 20,
    title_id: 'Asma: Kenali Pemicu dan Gunakan Inhaler dengan Benar',
    title_en: 'Asthma: Know Your Triggers and Use Your Inhaler Properly',
    summary_id: 'Asma adalah peradangan kronis saluran napas. Dengan pengobatan teratur dari dokter, sebagian besar penderita bisa hidup aktif.',
    summary_en: 'Asthma is a long-term inflammation of the airways. With regular treatment from a doctor, most people with asthma can live active lives.',
    body_id: `Pada asma, saluran napas mudah menyempit bila terkena pemicu, sehingga muncul sesak, mengi (napas berbunyi), batuk terutama malam hari, dan dada terasa berat.

## Pemicu yang sering

- Debu rumah, tungau, bulu hewan, dan serbuk sari.
- Asap rokok, asap kendaraan, dan polusi udara.
- Infeksi saluran napas seperti flu.
- Udara dingin, olahraga berat tanpa pemanasan, dan stres.

Catat kapan gejala muncul untuk membantu Anda dan dokter menemukan pemicunya.

## Dua jenis obat

- **Pelega** bekerja cepat saat serangan.
- **Pengontrol** dipakai setiap hari untuk mengurangi peradangan, walaupun tidak sedang sesak.

Keduanya diresepkan dan diatur dosisnya oleh dokter. Minta dokter atau apoteker memeriksa cara Anda memakai inhaler, karena teknik yang salah membuat obat tidak sampai ke paru. Bila Anda semakin sering butuh obat pelega, itu tanda asma belum terkendali.

## Kondisi darurat

Segera ke IGD bila sesak berat sehingga sulit bicara, bibir atau kuku kebiruan, atau obat pelega tidak membantu.`,
    body_en: `In asthma the airways narrow easily when they meet a trigger, causing breathlessness, wheezing, coughing especially at night, and a tight chest.

## Common triggers

- House dust, dust mites, animal fur and pollen.
- Cigarette smoke, traffic fumes and air pollution.
- Airway infections such as flu.
- Cold air, hard exercise without a warm-up, and stress.

Note when your symptoms appear; it helps you and your doctor find your triggers.

## Two kinds of medicine

- **Relievers** work quickly during an attack.
- **Controllers** are used every day to reduce inflammation, even when you are not breathless.

Both are prescribed and dosed by a doctor. Ask a doctor or pharmacist to check how you use your inhaler, as poor technique stops the medicine reaching the lungs. Needing your reliever more and more often is a sign your asthma is not under control.

## Emergencies

Go to the emergency room at once if breathlessness makes it hard to speak, lips or nails turn bluish, or your reliever does not help.`,
  },
  {
    slug: 'jerawat-perawatan-dasar',
    category: 'gaya-hidup',
    tags: ['kulit'],
    keywords: ['acnes'],
    reviewer: 'dr-kevin-wijaya-sp-dve',
    daysAgo: 15,
    title_id: 'Jerawat: Perawatan Dasar dan Kebiasaan yang Perlu Dihindari',
    title_en: 'Acne: Basic Care and Habits to Avoid',
    summary_id: 'Jerawat terjadi saat pori tersumbat minyak dan sel kulit mati. Perawatan lembut dan konsisten lebih baik daripada menggosok atau memencet.',
    summary_en: 'Acne happens when pores clog with oil and dead skin. Gentle, consistent care works better than scrubbing or squeezing.',
    body_id: `Jerawat sangat umum pada remaja, tetapi juga bisa muncul pada orang dewasa. Penyebabnya adalah pori yang tersumbat minyak (sebum) dan sel kulit mati, ditambah bakteri dan peradangan.

## Perawatan dasar

- Cuci wajah dua kali sehari dengan pembersih lembut; jangan menggosok keras.
- Pilih pelembap dan tabir surya berlabel *non-comedogenic*.
- Produk bebas dengan kandungan seperti benzoil peroksida atau asam salisilat dapat membantu jerawat ringan. Mulai dari kadar rendah, karena bisa membuat kulit kering atau perih.
- Beri waktu 6–8 minggu untuk melihat hasil sebuah perawatan.

## Kebiasaan yang perlu dihindari

- Memencet jerawat: dapat memperparah peradangan dan meninggalkan bekas.
- Sering menyentuh wajah dan jarang mengganti sarung bantal.
- Mencoba banyak produk baru sekaligus.

## Kapan ke dokter kulit

Bila jerawat besar, nyeri, bernanah dalam (nodul atau kista), meninggalkan bekas, atau tidak membaik setelah 2–3 bulan perawatan mandiri. Beberapa obat jerawat yang efektif hanya boleh dipakai dengan resep dan pengawasan dokter, terutama bagi perempuan yang mungkin hamil.`,
    body_en: `Acne is very common in teenagers but can also appear in adults. It happens when pores are clogged with oil (sebum) and dead skin cells, with bacteria and inflammation on top.

## Basic care

- Wash your face twice a day with a gentle cleanser; do not scrub hard.
- Choose moisturisers and sunscreens labelled *non-comedogenic*.
- Over-the-counter products with ingredients such as benzoyl peroxide or salicylic acid can help mild acne. Start with a low strength, as they can dry or sting the skin.
- Give any treatment 6 to 8 weeks before judging it.

## Habits to avoid

- Squeezing spots: it worsens inflammation and can leave scars.
- Touching your face often and rarely changing pillowcases.
- Trying many new products at once.

## When to see a dermatologist

If spots are large, painful, deep and pus-filled (nodules or cysts), leave scars, or do not improve after 2 to 3 months of self-care. Some effective acne medicines may only be used with a prescription and a doctor's supervision, especially for women who could become pregnant.`,
  },
];
