/** Demo brands: well-known Indonesian pharmacy brands and the generic makers. Logos are left empty. */
export interface SeedBrand {
  slug: string;
  name: string;
  popular: boolean;
  description: string;
  description_en: string;
}

const b = (slug: string, name: string, popular: boolean, description: string, description_en: string): SeedBrand => ({
  slug,
  name,
  popular,
  description,
  description_en,
});

export const SEED_BRANDS: SeedBrand[] = [
  b('panadol', 'Panadol', true, 'Pereda demam dan nyeri berbahan parasetamol.', 'Paracetamol-based fever and pain relief.'),
  b('sanmol', 'Sanmol', true, 'Parasetamol untuk dewasa dan anak dari Sanbe Farma.', 'Paracetamol for adults and children by Sanbe Farma.'),
  b('bodrex', 'Bodrex', true, 'Obat sakit kepala, flu dan batuk.', 'Headache, cold and cough remedies.'),
  b('paramex', 'Paramex', false, 'Pereda sakit kepala dari Konimex.', 'Headache relief by Konimex.'),
  b('tempra', 'Tempra', false, 'Penurun panas anak dengan rasa buah.', "Fruit-flavoured children's fever relief."),
  b('proris', 'Proris', false, 'Ibuprofen untuk demam dan nyeri anak.', "Ibuprofen for children's fever and pain."),
  b('obh-combi', 'OBH Combi', true, 'Sirup obat batuk hitam untuk keluarga.', 'Black cough syrup for the family.'),
  b('konidin', 'Konidin', false, 'Obat batuk tablet dari Konimex.', 'Cough tablets by Konimex.'),
  b('woods', "Woods'", false, 'Sirup batuk dan pelega tenggorokan.', 'Cough syrups and throat relief.'),
  b('mixagrip', 'Mixagrip', false, 'Meredakan gejala flu dan pilek.', 'Relieves cold and flu symptoms.'),
  b('neozep', 'Neozep Forte', false, 'Meredakan flu dan hidung tersumbat.', 'Relieves flu and nasal congestion.'),
  b('vicks', 'Vicks', false, 'Balsam dan inhaler pelega hidung tersumbat.', 'Vapour rubs and inhalers for a blocked nose.'),
  b('promag', 'Promag', true, 'Antasida untuk sakit maag dan kembung.', 'Antacid for heartburn and bloating.'),
  b('mylanta', 'Mylanta', false, 'Antasida cair dan tablet kunyah.', 'Liquid and chewable antacid.'),
  b('entrostop', 'Entrostop', false, 'Obat diare dewasa dan anak.', 'Diarrhoea relief for adults and children.'),
  b('dulcolax', 'Dulcolax', false, 'Pencahar untuk sembelit.', 'Laxative for constipation.'),
  b('tolak-angin', 'Tolak Angin', true, 'Jamu herbal masuk angin dari Sido Muncul.', 'Herbal remedy for colds by Sido Muncul.'),
  b('enervon-c', 'Enervon-C', true, 'Multivitamin dengan vitamin C dan B kompleks.', 'Multivitamin with vitamin C and B complex.'),
  b('imboost', 'Imboost', true, 'Suplemen daya tahan tubuh dengan Echinacea.', 'Immune support with Echinacea.'),
  b('redoxon', 'Redoxon', false, 'Vitamin C dan zinc effervescent.', 'Effervescent vitamin C and zinc.'),
  b('cerebrofort', 'Cerebrofort', false, 'Multivitamin anak untuk tumbuh kembang.', "Children's multivitamin for growth."),
  b('scotts', "Scott's Emulsion", false, 'Minyak ikan cod untuk anak.', 'Cod liver oil for children.'),
  b('blackmores', 'Blackmores', false, 'Suplemen premium dari Australia.', 'Premium supplements from Australia.'),
  b('betadine', 'Betadine', true, 'Antiseptik povidone-iodine.', 'Povidone-iodine antiseptic.'),
  b('hansaplast', 'Hansaplast', false, 'Plester dan perawatan luka.', 'Plasters and wound care.'),
  b('counterpain', 'Counterpain', false, 'Krim pereda nyeri otot.', 'Muscle pain relief cream.'),
  b('salonpas', 'Salonpas', false, 'Koyo dan gel pereda nyeri.', 'Pain relief patches and gel.'),
  b('caladine', 'Caladine', false, 'Bedak dan losion gatal.', 'Anti-itch powder and lotion.'),
  b('omron', 'Omron', true, 'Alat ukur tekanan darah dan termometer.', 'Blood pressure monitors and thermometers.'),
  b('sensi', 'Sensi', false, 'Masker dan sarung tangan medis.', 'Medical masks and gloves.'),
  b('cussons-kids', 'Cussons Kids', false, 'Perawatan bayi dan anak.', 'Baby and child care.'),
  b('my-baby', 'My Baby', false, 'Minyak telon dan perawatan bayi.', 'Telon oil and baby care.'),
  b('insto', 'Insto', false, 'Obat tetes mata.', 'Eye drops.'),
  b('enkasari', 'Enkasari', false, 'Obat kumur herbal.', 'Herbal mouthwash.'),
  b('acnes', 'Acnes', false, 'Perawatan kulit berjerawat.', 'Care for acne-prone skin.'),
  b('sido-muncul', 'Sido Muncul', false, 'Jamu dan herbal Indonesia.', 'Indonesian jamu and herbal remedies.'),
  b('kimia-farma', 'Kimia Farma', false, 'Obat generik dari BUMN farmasi.', 'Generic medicines from the state pharma company.'),
  b('indofarma', 'Indofarma', false, 'Obat generik berlogo.', 'Branded generics.'),
  b('hexpharm', 'Hexpharm Jaya', false, 'Obat generik berkualitas dari grup Kalbe.', 'Quality generics from the Kalbe group.'),
  b('dexa-medica', 'Dexa Medica', false, 'Obat resep dan generik.', 'Prescription and generic medicines.'),
  b('novell', 'Novell Pharmaceutical', false, 'Obat resep dan generik.', 'Prescription and generic medicines.'),
];
