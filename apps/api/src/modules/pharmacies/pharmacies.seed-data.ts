/** Demo outlets in several cities; addresses and coordinates are plausible, licence numbers are made up. */
export const DEMO_PHARMACIES = [
  {
    slug: 'apotek-menteng-jakarta-pusat', name: 'Apotek Menteng', legal_name: 'PT Apotek Sehat Nusantara',
    licence_number: '503/SIA/0142/DPMPTSP-JP/2024', pharmacist_name: 'apt. Siti Rahmawati, S.Farm.', sipa_number: '19880512/SIPA_31.71/2024/1023',
    address: 'Jl. HOS Cokroaminoto No. 31, Menteng', city: 'Jakarta Pusat', province: 'DKI Jakarta', postal_code: '10310',
    latitude: -6.19752, longitude: 106.83201, phone: '+62213190123', opens_at: '07:00', closes_at: '22:00',
  },
  {
    slug: 'apotek-kebayoran-baru-jakarta-selatan', name: 'Apotek Kebayoran Baru', legal_name: 'PT Apotek Sehat Nusantara',
    licence_number: '503/SIA/0218/DPMPTSP-JS/2024', pharmacist_name: 'apt. Yohanes Hutapea, S.Farm.', sipa_number: '19900321/SIPA_31.74/2024/2087',
    address: 'Jl. Panglima Polim Raya No. 45, Kebayoran Baru', city: 'Jakarta Selatan', province: 'DKI Jakarta', postal_code: '12160',
    latitude: -6.24402, longitude: 106.79903, phone: '+62217251445', opens_at: '00:00', closes_at: '23:59',
  },
  {
    slug: 'apotek-dago-bandung', name: 'Apotek Dago', legal_name: 'PT Apotek Sehat Nusantara',
    licence_number: '503/SIA/0077/DPMPTSP-BDG/2023', pharmacist_name: 'apt. Nurul Hidayah, S.Farm.', sipa_number: '19920704/SIPA_32.73/2023/0456',
    address: 'Jl. Ir. H. Juanda No. 112, Dago, Coblong', city: 'Bandung', province: 'Jawa Barat', postal_code: '40132',
    latitude: -6.89301, longitude: 107.61302, phone: '+62222503778', opens_at: '07:00', closes_at: '22:00',
  },
  {
    slug: 'apotek-darmo-surabaya', name: 'Apotek Darmo', legal_name: 'PT Apotek Sehat Nusantara',
    licence_number: '503/SIA/0309/DPMPTSP-SBY/2024', pharmacist_name: 'apt. Bambang Wicaksono, S.Farm.', sipa_number: '19870918/SIPA_35.78/2024/0912',
    address: 'Jl. Raya Darmo No. 87, Wonokromo', city: 'Surabaya', province: 'Jawa Timur', postal_code: '60241',
    latitude: -7.28702, longitude: 112.73803, phone: '+62315678202', opens_at: '07:00', closes_at: '22:00',
  },
  {
    slug: 'apotek-kaliurang-yogyakarta', name: 'Apotek Kaliurang', legal_name: 'PT Apotek Sehat Nusantara',
    licence_number: '503/SIA/0054/DPMPTSP-SLM/2023', pharmacist_name: 'apt. Ayu Puspitasari, S.Farm.', sipa_number: '19930130/SIPA_34.04/2023/0311',
    address: 'Jl. Kaliurang Km 5 No. 21, Caturtunggal, Depok, Sleman', city: 'Yogyakarta', province: 'DI Yogyakarta', postal_code: '55281',
    latitude: -7.75602, longitude: 110.38301, phone: '+62274588123', opens_at: '08:00', closes_at: '21:00',
  },
  {
    slug: 'apotek-gatot-subroto-medan', name: 'Apotek Gatot Subroto', legal_name: 'PT Apotek Sehat Nusantara',
    licence_number: '503/SIA/0190/DPMPTSP-MDN/2024', pharmacist_name: 'apt. Rudi Sinaga, S.Farm.', sipa_number: '19890611/SIPA_12.71/2024/0677',
    address: 'Jl. Gatot Subroto No. 156, Sei Sikambing B', city: 'Medan', province: 'Sumatera Utara', postal_code: '20122',
    latitude: 3.59001, longitude: 98.65702, phone: '+62614567890', opens_at: '07:00', closes_at: '22:00',
  },
  {
    slug: 'apotek-pettarani-makassar', name: 'Apotek Pettarani', legal_name: 'PT Apotek Sehat Nusantara',
    licence_number: '503/SIA/0121/DPMPTSP-MKS/2024', pharmacist_name: 'apt. Andi Fitriani, S.Farm.', sipa_number: '19910822/SIPA_73.71/2024/0208',
    address: 'Jl. A. P. Pettarani No. 18, Panakkukang', city: 'Makassar', province: 'Sulawesi Selatan', postal_code: '90222',
    latitude: -5.15503, longitude: 119.43602, phone: '+62411452311', opens_at: '08:00', closes_at: '22:00',
  },
  {
    slug: 'apotek-teuku-umar-denpasar', name: 'Apotek Teuku Umar', legal_name: 'PT Apotek Sehat Nusantara',
    licence_number: '503/SIA/0066/DPMPTSP-DPS/2023', pharmacist_name: 'apt. Made Suartini, S.Farm.', sipa_number: '19940415/SIPA_51.71/2023/0149',
    address: 'Jl. Teuku Umar No. 200, Dauh Puri Kauh, Denpasar Barat', city: 'Denpasar', province: 'Bali', postal_code: '80113',
    latitude: -8.67501, longitude: 115.20503, phone: '+62361223344', opens_at: '08:00', closes_at: '22:00',
  },
] as const;
