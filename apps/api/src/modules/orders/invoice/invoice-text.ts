import type { DrugClass, Locale, PaymentChannel } from '@apotek/contract';

/** The invoice's words in both languages; the PDF is made in the language of the request. */
export const INVOICE_TEXT = {
  id: {
    title: 'FAKTUR',
    number: 'No. pesanan',
    issued: 'Tanggal pesanan',
    pharmacy: 'Apotek',
    licence: 'No. izin apotek',
    pharmacist: 'Apoteker penanggung jawab',
    sipa: 'SIPA',
    buyer: 'Pembeli',
    shipTo: 'Dikirim ke',
    pickup: 'Diambil di apotek',
    product: 'Produk',
    drugClass: 'Golongan',
    qty: 'Jml',
    unitPrice: 'Harga satuan',
    lineTotal: 'Jumlah',
    subtotal: 'Subtotal produk',
    shipping: 'Ongkos kirim',
    discount: 'Diskon',
    total: 'Total',
    paidWith: 'Dibayar dengan',
    paidAt: 'Waktu pembayaran',
    footer: 'Faktur ini dibuat secara elektronik dan sah tanpa tanda tangan.',
  },
  en: {
    title: 'INVOICE',
    number: 'Order no.',
    issued: 'Order date',
    pharmacy: 'Pharmacy',
    licence: 'Pharmacy licence no.',
    pharmacist: 'Responsible pharmacist',
    sipa: 'SIPA',
    buyer: 'Buyer',
    shipTo: 'Delivered to',
    pickup: 'Picked up at the pharmacy',
    product: 'Product',
    drugClass: 'Class',
    qty: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Amount',
    subtotal: 'Products subtotal',
    shipping: 'Delivery',
    discount: 'Discount',
    total: 'Total',
    paidWith: 'Paid with',
    paidAt: 'Paid at',
    footer: 'This invoice is issued electronically and is valid without a signature.',
  },
} satisfies Record<Locale, Record<string, string>>;

export const DRUG_CLASS_TEXT: Record<Locale, Record<DrugClass, string>> = {
  id: { bebas: 'Obat bebas', bebas_terbatas: 'Obat bebas terbatas', keras: 'Obat keras', dilarang_online: 'Tidak dijual online' },
  en: { bebas: 'Over-the-counter', bebas_terbatas: 'Limited over-the-counter', keras: 'Prescription-only', dilarang_online: 'Not sold online' },
};

export const CHANNEL_TEXT: Record<PaymentChannel, string> = {
  qris: 'QRIS',
  va_bca: 'BCA Virtual Account',
  va_bni: 'BNI Virtual Account',
  va_bri: 'BRI Virtual Account',
  va_mandiri: 'Mandiri Bill Payment',
  va_permata: 'Permata Virtual Account',
};
