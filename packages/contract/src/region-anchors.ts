/**
 * A point to stand in for an address whose customer set no pin (docs/decisions/009-delivery-pins.md).
 *
 * idn-area-data carries no coordinates for provinces, regencies, districts or villages (only for small
 * islands, which say nothing about where a kelurahan is), so the finest level we have is the province:
 * its capital, where couriers' regional hubs are. A capital is always on land, which a geometric
 * centroid of an archipelago province (Maluku, Kepulauan Riau) is not. A finer source plugs in here by
 * adding its level before the province. It lives in the contract because the address form centres its
 * map on the same point the server would derive.
 */
const PROVINCE_CAPITALS: Readonly<Record<string, readonly [number, number]>> = {
  '11': [5.5483, 95.3238], // Banda Aceh
  '12': [3.5952, 98.6722], // Medan
  '13': [-0.9471, 100.4172], // Padang
  '14': [0.5071, 101.4478], // Pekanbaru
  '15': [-1.6101, 103.6131], // Jambi
  '16': [-2.9761, 104.7754], // Palembang
  '17': [-3.8004, 102.2655], // Bengkulu
  '18': [-5.3971, 105.2668], // Bandar Lampung
  '19': [-2.1316, 106.1169], // Pangkalpinang
  '21': [0.9186, 104.4665], // Tanjung Pinang
  '31': [-6.1754, 106.8272], // Jakarta (Monas)
  '32': [-6.9175, 107.6191], // Bandung
  '33': [-6.9667, 110.4167], // Semarang
  '34': [-7.7956, 110.3695], // Yogyakarta
  '35': [-7.2575, 112.7521], // Surabaya
  '36': [-6.12, 106.1503], // Serang
  '51': [-8.6705, 115.2126], // Denpasar
  '52': [-8.5833, 116.1167], // Mataram
  '53': [-10.1772, 123.607], // Kupang
  '61': [-0.0263, 109.3425], // Pontianak
  '62': [-2.2161, 113.9135], // Palangka Raya
  '63': [-3.4572, 114.8103], // Banjarbaru
  '64': [-0.5022, 117.1536], // Samarinda
  '65': [2.8375, 117.3653], // Tanjung Selor
  '71': [1.4748, 124.8421], // Manado
  '72': [-0.8917, 119.8707], // Palu
  '73': [-5.1477, 119.4327], // Makassar
  '74': [-3.9985, 122.5129], // Kendari
  '75': [0.5435, 123.0568], // Gorontalo
  '76': [-2.6748, 118.8885], // Mamuju
  '81': [-3.6954, 128.1814], // Ambon
  '82': [0.7333, 127.5667], // Sofifi
  '91': [-2.5337, 140.7181], // Jayapura
  '92': [-0.8615, 134.062], // Manokwari
  '93': [-8.4932, 140.4018], // Merauke
  '94': [-3.3667, 135.4833], // Nabire
  '95': [-4.0956, 138.9453], // Wamena
  '96': [-0.8762, 131.2558], // Sorong
};

export interface RegionAnchor {
  lat: number;
  lng: number;
  level: 'village' | 'district' | 'city' | 'province';
}

/** The finest known point for a chosen region, or null for a province we do not know. */
export function regionAnchor(codes: { province_code: string }): RegionAnchor | null {
  const capital = PROVINCE_CAPITALS[codes.province_code];
  return capital ? { lat: capital[0], lng: capital[1], level: 'province' } : null;
}
