/**
 * The demo operator the legal pages name. Everything here is invented for the demo (no such company or
 * registration exists); the outlets' own licences are in the pharmacies seed (PT Apotek Sehat Nusantara).
 */
export const COMPANY = {
  name: 'PT Apotek Sehat Indonesia',
  brand: 'Apotek',
  address: 'Menara Sehat Lt. 12, Jl. H.R. Rasuna Said Kav. C-5, Karet Kuningan, Setiabudi, Jakarta Selatan 12940',
  phone: '+62 21 3000 1234',
  careEmail: 'care@apotek.id',
  privacyEmail: 'privacy@apotek.id',
  salesEmail: 'sales@apotek.id',
  whatsapp: '+62 811 0000 2200',
  nib: '9120104231187',
  pse: '007412.01/DJAI.PSE/03/2025',
  psef: 'PSEF.31.2025.000128',
  pharmacist: 'apt. Dewi Anggraini, S.Farm., M.Farm.',
  pharmacistSipa: '19850214/SIPA_31.74/2025/2041',
  dpo: 'Rizky Pratama, S.H., CIPP/E',
} as const;
