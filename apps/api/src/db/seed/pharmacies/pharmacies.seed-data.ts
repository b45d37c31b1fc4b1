import type { IndonesianTimeZone, OpeningHours } from '@apotek/contract';

/** The week as the seed writes it: 'HH:mm' on the outlet's own clock (its time_zone), ISO weekdays 1 Monday … 7 Sunday. */
type Week = OpeningHours[];
type Span = readonly [opens: string, closes: string];

function day(weekday: number, span: Span | 'closed'): OpeningHours {
  return span === 'closed'
    ? { weekday, opens_at: null, closes_at: null, closed: true }
    : { weekday, opens_at: span[0], closes_at: span[1], closed: false };
}

/** The same hours every day; a closing time before the opening time runs past midnight. */
const everyDay = (opens: string, closes: string): Week => [1, 2, 3, 4, 5, 6, 7].map((d) => day(d, [opens, closes]));
const allDay: Week = everyDay('00:00', '24:00');
/** Monday to Friday, then Saturday and Sunday on their own. */
const weekdays = (span: Span, saturday: Span | 'closed', sunday: Span | 'closed'): Week => [
  ...[1, 2, 3, 4, 5].map((d) => day(d, span)),
  day(6, saturday),
  day(7, sunday),
];

export interface SeedPharmacy {
  slug: string;
  name: string;
  legal_name: string;
  licence_number: string;
  pharmacist_name: string;
  sipa_number: string;
  address: string;
  village: string;
  district: string;
  city: string;
  province: string;
  postal_code: string;
  province_code: string;
  city_code: string;
  district_code: string;
  village_code: string;
  /** WIB (Asia/Jakarta), WITA (Asia/Makassar) or WIT (Asia/Jayapura): the clock its hours are on. */
  time_zone: IndonesianTimeZone;
  latitude: number;
  longitude: number;
  phone: string;
  image_url: string | null;
  hours: Week;
}

const PT = 'PT Apotek Sehat Nusantara';

/**
 * Demo outlets in eight cities. Addresses, coordinates and Kemendagri codes (idn-area-data v3) are real
 * places; company, licence (SIA) and SIPA numbers and pharmacists are made up. Jakarta Selatan holds the
 * most outlets, so it is the "largest city" the guest recommendations fall back to.
 */
export const DEMO_PHARMACIES: readonly SeedPharmacy[] = [
  {
    slug: 'apotek-menteng-jakarta-pusat', name: 'Apotek Menteng', legal_name: PT,
    licence_number: '503/SIA/0142/DPMPTSP-JP/2024', pharmacist_name: 'apt. Siti Rahmawati, S.Farm.', sipa_number: '19880512/SIPA_31.71/2024/1023',
    address: 'Jl. HOS Cokroaminoto No. 31', village: 'Menteng', district: 'Menteng', city: 'Jakarta Pusat', province: 'DKI Jakarta', postal_code: '10310',
    province_code: '31', city_code: '31.71', district_code: '31.71.06', village_code: '31.71.06.1001', time_zone: 'Asia/Jakarta',
    latitude: -6.19752, longitude: 106.83201, phone: '+62213190123', image_url: null,
    hours: weekdays(['07:00', '22:00'], ['07:00', '22:00'], ['08:00', '20:00']),
  },
  {
    slug: 'apotek-kebayoran-baru-jakarta-selatan', name: 'Apotek Kebayoran Baru', legal_name: PT,
    licence_number: '503/SIA/0218/DPMPTSP-JS/2024', pharmacist_name: 'apt. Yohanes Hutapea, S.Farm.', sipa_number: '19900321/SIPA_31.74/2024/2087',
    address: 'Jl. Panglima Polim Raya No. 45', village: 'Pulo', district: 'Kebayoran Baru', city: 'Jakarta Selatan', province: 'DKI Jakarta', postal_code: '12160',
    province_code: '31', city_code: '31.74', district_code: '31.74.07', village_code: '31.74.07.1007', time_zone: 'Asia/Jakarta',
    latitude: -6.24402, longitude: 106.79903, phone: '+62217251445', image_url: null,
    hours: allDay,
  },
  {
    slug: 'apotek-tebet-jakarta-selatan', name: 'Apotek Tebet', legal_name: PT,
    licence_number: '503/SIA/0231/DPMPTSP-JS/2024', pharmacist_name: 'apt. Dewi Lestari, S.Farm.', sipa_number: '19910214/SIPA_31.74/2024/2112',
    address: 'Jl. Tebet Raya No. 60', village: 'Tebet Timur', district: 'Tebet', city: 'Jakarta Selatan', province: 'DKI Jakarta', postal_code: '12820',
    province_code: '31', city_code: '31.74', district_code: '31.74.01', village_code: '31.74.01.1001', time_zone: 'Asia/Jakarta',
    latitude: -6.22671, longitude: 106.85372, phone: '+62218299120', image_url: null,
    hours: weekdays(['08:00', '21:00'], ['08:00', '21:00'], 'closed'),
  },
  {
    slug: 'apotek-kemang-jakarta-selatan', name: 'Apotek Kemang', legal_name: PT,
    licence_number: '503/SIA/0247/DPMPTSP-JS/2025', pharmacist_name: 'apt. Fajar Nugroho, S.Farm.', sipa_number: '19891103/SIPA_31.74/2025/0045',
    address: 'Jl. Kemang Raya No. 20', village: 'Bangka', district: 'Mampang Prapatan', city: 'Jakarta Selatan', province: 'DKI Jakarta', postal_code: '12730',
    province_code: '31', city_code: '31.74', district_code: '31.74.03', village_code: '31.74.03.1002', time_zone: 'Asia/Jakarta',
    latitude: -6.26061, longitude: 106.81432, phone: '+62217194455', image_url: null,
    // Late-night outlet: open until 02:00 the next morning.
    hours: everyDay('08:00', '02:00'),
  },
  {
    slug: 'apotek-kelapa-gading-jakarta-utara', name: 'Apotek Kelapa Gading', legal_name: PT,
    licence_number: '503/SIA/0088/DPMPTSP-JU/2024', pharmacist_name: 'apt. Linda Wijaya, S.Farm.', sipa_number: '19870726/SIPA_31.72/2024/0534',
    address: 'Jl. Boulevard Raya Blok QA3 No. 12', village: 'Kelapa Gading Timur', district: 'Kelapa Gading', city: 'Jakarta Utara', province: 'DKI Jakarta', postal_code: '14240',
    province_code: '31', city_code: '31.72', district_code: '31.72.06', village_code: '31.72.06.1001', time_zone: 'Asia/Jakarta',
    latitude: -6.15771, longitude: 106.90772, phone: '+62214532210', image_url: null,
    hours: allDay,
  },
  {
    slug: 'apotek-rawamangun-jakarta-timur', name: 'Apotek Rawamangun', legal_name: PT,
    licence_number: '503/SIA/0173/DPMPTSP-JT/2023', pharmacist_name: 'apt. Hendra Saputra, S.Farm.', sipa_number: '19920908/SIPA_31.75/2023/0761',
    address: 'Jl. Pemuda No. 10', village: 'Rawamangun', district: 'Pulogadung', city: 'Jakarta Timur', province: 'DKI Jakarta', postal_code: '13220',
    province_code: '31', city_code: '31.75', district_code: '31.75.02', village_code: '31.75.02.1005', time_zone: 'Asia/Jakarta',
    latitude: -6.19351, longitude: 106.88512, phone: '+62214750332', image_url: null,
    hours: weekdays(['08:00', '20:00'], ['08:00', '14:00'], 'closed'),
  },
  {
    slug: 'apotek-tanjung-duren-jakarta-barat', name: 'Apotek Malam Tanjung Duren', legal_name: PT,
    licence_number: '503/SIA/0129/DPMPTSP-JB/2024', pharmacist_name: 'apt. Kevin Tanuwijaya, S.Farm.', sipa_number: '19930517/SIPA_31.73/2024/0398',
    address: 'Jl. Tanjung Duren Raya No. 88', village: 'Tanjung Duren Utara', district: 'Grogol Petamburan', city: 'Jakarta Barat', province: 'DKI Jakarta', postal_code: '11470',
    province_code: '31', city_code: '31.73', district_code: '31.73.02', village_code: '31.73.02.1002', time_zone: 'Asia/Jakarta',
    latitude: -6.17691, longitude: 106.79031, phone: '+62215602277', image_url: null,
    // Night service only: 22:00 until 06:00 the next morning.
    hours: everyDay('22:00', '06:00'),
  },
  {
    slug: 'apotek-dago-bandung', name: 'Apotek Dago', legal_name: PT,
    licence_number: '503/SIA/0077/DPMPTSP-BDG/2023', pharmacist_name: 'apt. Nurul Hidayah, S.Farm.', sipa_number: '19920704/SIPA_32.73/2023/0456',
    address: 'Jl. Ir. H. Juanda No. 112', village: 'Dago', district: 'Coblong', city: 'Bandung', province: 'Jawa Barat', postal_code: '40135',
    province_code: '32', city_code: '32.73', district_code: '32.73.02', village_code: '32.73.02.1004', time_zone: 'Asia/Jakarta',
    latitude: -6.89301, longitude: 107.61302, phone: '+62222503778', image_url: null,
    hours: everyDay('07:00', '22:00'),
  },
  {
    slug: 'apotek-buah-batu-bandung', name: 'Apotek Buah Batu', legal_name: PT,
    licence_number: '503/SIA/0095/DPMPTSP-BDG/2024', pharmacist_name: 'apt. Rina Kurniasih, S.Farm.', sipa_number: '19940222/SIPA_32.73/2024/0612',
    address: 'Jl. Buah Batu No. 150', village: 'Turangga', district: 'Lengkong', city: 'Bandung', province: 'Jawa Barat', postal_code: '40264',
    province_code: '32', city_code: '32.73', district_code: '32.73.13', village_code: '32.73.13.1005', time_zone: 'Asia/Jakarta',
    latitude: -6.93721, longitude: 107.62171, phone: '+62227305566', image_url: null,
    hours: weekdays(['08:00', '21:00'], ['08:00', '21:00'], 'closed'),
  },
  {
    slug: 'apotek-darmo-surabaya', name: 'Apotek Darmo', legal_name: PT,
    licence_number: '503/SIA/0309/DPMPTSP-SBY/2024', pharmacist_name: 'apt. Bambang Wicaksono, S.Farm.', sipa_number: '19870918/SIPA_35.78/2024/0912',
    address: 'Jl. Raya Darmo No. 87', village: 'Darmo', district: 'Wonokromo', city: 'Surabaya', province: 'Jawa Timur', postal_code: '60241',
    province_code: '35', city_code: '35.78', district_code: '35.78.04', village_code: '35.78.04.1005', time_zone: 'Asia/Jakarta',
    latitude: -7.28702, longitude: 112.73803, phone: '+62315678202', image_url: null,
    hours: allDay,
  },
  {
    slug: 'apotek-gubeng-surabaya', name: 'Apotek Gubeng', legal_name: PT,
    licence_number: '503/SIA/0322/DPMPTSP-SBY/2025', pharmacist_name: 'apt. Eko Prasetyo, S.Farm.', sipa_number: '19900115/SIPA_35.78/2025/0087',
    address: 'Jl. Raya Gubeng No. 40', village: 'Gubeng', district: 'Gubeng', city: 'Surabaya', province: 'Jawa Timur', postal_code: '60281',
    province_code: '35', city_code: '35.78', district_code: '35.78.08', village_code: '35.78.08.1001', time_zone: 'Asia/Jakarta',
    latitude: -7.27231, longitude: 112.74961, phone: '+62315031188', image_url: null,
    hours: everyDay('07:00', '23:00'),
  },
  {
    slug: 'apotek-kaliurang-yogyakarta', name: 'Apotek Kaliurang', legal_name: PT,
    licence_number: '503/SIA/0054/DPMPTSP-SLM/2023', pharmacist_name: 'apt. Ayu Puspitasari, S.Farm.', sipa_number: '19930130/SIPA_34.04/2023/0311',
    address: 'Jl. Kaliurang Km 5 No. 21', village: 'Caturtunggal', district: 'Depok', city: 'Yogyakarta', province: 'DI Yogyakarta', postal_code: '55281',
    province_code: '34', city_code: '34.04', district_code: '34.04.07', village_code: '34.04.07.2001', time_zone: 'Asia/Jakarta',
    latitude: -7.75602, longitude: 110.38301, phone: '+62274588123', image_url: null,
    hours: everyDay('08:00', '21:00'),
  },
  {
    slug: 'apotek-malioboro-yogyakarta', name: 'Apotek Malioboro', legal_name: PT,
    licence_number: '503/SIA/0061/DPMPTSP-YK/2024', pharmacist_name: 'apt. Galih Santoso, S.Farm.', sipa_number: '19880630/SIPA_34.71/2024/0190',
    address: 'Jl. Malioboro No. 60', village: 'Sosromenduran', district: 'Gedongtengen', city: 'Yogyakarta', province: 'DI Yogyakarta', postal_code: '55271',
    province_code: '34', city_code: '34.71', district_code: '34.71.05', village_code: '34.71.05.1001', time_zone: 'Asia/Jakarta',
    latitude: -7.79261, longitude: 110.36581, phone: '+62274512909', image_url: null,
    hours: weekdays(['09:00', '22:00'], ['09:00', '22:00'], ['10:00', '18:00']),
  },
  {
    slug: 'apotek-pandanaran-semarang', name: 'Apotek Pandanaran', legal_name: PT,
    licence_number: '503/SIA/0148/DPMPTSP-SMG/2024', pharmacist_name: 'apt. Wulan Sari, S.Farm.', sipa_number: '19950419/SIPA_33.74/2024/0277',
    address: 'Jl. Pandanaran No. 72', village: 'Mugasari', district: 'Semarang Selatan', city: 'Semarang', province: 'Jawa Tengah', postal_code: '50249',
    province_code: '33', city_code: '33.74', district_code: '33.74.07', village_code: '33.74.07.1004', time_zone: 'Asia/Jakarta',
    latitude: -6.98761, longitude: 110.41641, phone: '+62248413377', image_url: null,
    hours: weekdays(['07:00', '21:00'], ['07:00', '21:00'], 'closed'),
  },
  {
    slug: 'apotek-gatot-subroto-medan', name: 'Apotek Gatot Subroto', legal_name: PT,
    licence_number: '503/SIA/0190/DPMPTSP-MDN/2024', pharmacist_name: 'apt. Rudi Sinaga, S.Farm.', sipa_number: '19890611/SIPA_12.71/2024/0677',
    address: 'Jl. Gatot Subroto No. 156', village: 'Sei Sikambing B', district: 'Medan Sunggal', city: 'Medan', province: 'Sumatera Utara', postal_code: '20122',
    province_code: '12', city_code: '12.71', district_code: '12.71.02', village_code: '12.71.02.1002', time_zone: 'Asia/Jakarta',
    latitude: 3.59001, longitude: 98.65702, phone: '+62614567890', image_url: null,
    hours: everyDay('07:00', '22:00'),
  },
  {
    slug: 'apotek-setia-budi-medan', name: 'Apotek Setia Budi', legal_name: PT,
    licence_number: '503/SIA/0204/DPMPTSP-MDN/2025', pharmacist_name: 'apt. Maria Simanjuntak, S.Farm.', sipa_number: '19910302/SIPA_12.71/2025/0052',
    address: 'Jl. Setia Budi No. 55', village: 'Tanjungsari', district: 'Medan Selayang', city: 'Medan', province: 'Sumatera Utara', postal_code: '20132',
    province_code: '12', city_code: '12.71', district_code: '12.71.21', village_code: '12.71.21.1002', time_zone: 'Asia/Jakarta',
    latitude: 3.55511, longitude: 98.63281, phone: '+62618214466', image_url: null,
    hours: weekdays(['08:00', '22:00'], ['08:00', '22:00'], 'closed'),
  },
  {
    slug: 'apotek-pettarani-makassar', name: 'Apotek Pettarani', legal_name: PT,
    licence_number: '503/SIA/0121/DPMPTSP-MKS/2024', pharmacist_name: 'apt. Andi Fitriani, S.Farm.', sipa_number: '19910822/SIPA_73.71/2024/0208',
    address: 'Jl. A. P. Pettarani No. 18', village: 'Buakana', district: 'Rappocini', city: 'Makassar', province: 'Sulawesi Selatan', postal_code: '90222',
    province_code: '73', city_code: '73.71', district_code: '73.71.13', village_code: '73.71.13.1004', time_zone: 'Asia/Makassar',
    latitude: -5.15503, longitude: 119.43602, phone: '+62411452311', image_url: null,
    hours: everyDay('08:00', '22:00'),
  },
  {
    slug: 'apotek-panakkukang-makassar', name: 'Apotek Panakkukang', legal_name: PT,
    licence_number: '503/SIA/0133/DPMPTSP-MKS/2025', pharmacist_name: 'apt. Muhammad Ilham, S.Farm.', sipa_number: '19920127/SIPA_73.71/2025/0031',
    address: 'Jl. Boulevard No. 9', village: 'Pandang', district: 'Panakkukang', city: 'Makassar', province: 'Sulawesi Selatan', postal_code: '90231',
    province_code: '73', city_code: '73.71', district_code: '73.71.09', village_code: '73.71.09.1008', time_zone: 'Asia/Makassar',
    latitude: -5.15701, longitude: 119.44603, phone: '+62411424088', image_url: null,
    hours: allDay,
  },
  {
    slug: 'apotek-teuku-umar-denpasar', name: 'Apotek Teuku Umar', legal_name: PT,
    licence_number: '503/SIA/0066/DPMPTSP-DPS/2023', pharmacist_name: 'apt. Made Suartini, S.Farm.', sipa_number: '19940415/SIPA_51.71/2023/0149',
    address: 'Jl. Teuku Umar No. 200', village: 'Dauh Puri Kauh', district: 'Denpasar Barat', city: 'Denpasar', province: 'Bali', postal_code: '80113',
    province_code: '51', city_code: '51.71', district_code: '51.71.03', village_code: '51.71.03.2003', time_zone: 'Asia/Makassar',
    latitude: -8.67501, longitude: 115.20503, phone: '+62361223344', image_url: null,
    hours: everyDay('08:00', '22:00'),
  },
  {
    slug: 'apotek-renon-denpasar', name: 'Apotek Renon', legal_name: PT,
    licence_number: '503/SIA/0072/DPMPTSP-DPS/2024', pharmacist_name: 'apt. Ketut Ariawan, S.Farm.', sipa_number: '19900809/SIPA_51.71/2024/0233',
    address: 'Jl. Raya Puputan No. 88', village: 'Renon', district: 'Denpasar Selatan', city: 'Denpasar', province: 'Bali', postal_code: '80226',
    province_code: '51', city_code: '51.71', district_code: '51.71.01', village_code: '51.71.01.1005', time_zone: 'Asia/Makassar',
    latitude: -8.67371, longitude: 115.23402, phone: '+62361244510', image_url: null,
    hours: weekdays(['08:00', '21:00'], ['08:00', '21:00'], 'closed'),
  },
];
