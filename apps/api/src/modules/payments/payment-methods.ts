import { type Locale, PAYMENT_CHANNELS, type PaymentChannel } from '@apotek/contract';

/** How long a payment stays open: a QRIS code is scanned at once; a transfer may wait for the next ATM. */
export const PAYMENT_WINDOW_MS = { qris: 15 * 60_000, virtual_account: 24 * 60 * 60_000 } as const;

export function paymentWindowMs(channel: PaymentChannel): number {
  return channel === 'qris' ? PAYMENT_WINDOW_MS.qris : PAYMENT_WINDOW_MS.virtual_account;
}

interface Steps {
  title: string;
  steps: string[];
}

export interface PaymentMethodView {
  code: PaymentChannel;
  group: 'qris' | 'virtual_account';
  name: string;
  bank: string | null;
  logo_url: string | null;
  instructions: Steps[];
}

const BANKS: Record<Exclude<PaymentChannel, 'qris'>, { bank: string; name: string; app: string; web: string }> = {
  va_bca: { bank: 'BCA', name: 'BCA Virtual Account', app: 'BCA mobile', web: 'KlikBCA' },
  va_bni: { bank: 'BNI', name: 'BNI Virtual Account', app: 'BNI Mobile Banking', web: 'BNI Internet Banking' },
  va_bri: { bank: 'BRI', name: 'BRIVA (BRI Virtual Account)', app: 'BRImo', web: 'BRI Internet Banking' },
  va_mandiri: { bank: 'Mandiri', name: 'Mandiri Bill Payment', app: "Livin' by Mandiri", web: 'Mandiri Internet Banking' },
  va_permata: { bank: 'Permata', name: 'Permata Virtual Account', app: 'PermataMobile X', web: 'PermataNet' },
};

function qrisSteps(locale: Locale): Steps[] {
  return locale === 'en'
    ? [
        {
          title: 'Scan with any QRIS app',
          steps: [
            'Open a mobile banking or e-wallet app that supports QRIS (GoPay, OVO, DANA, ShopeePay, bank apps).',
            'Choose Scan / Pay and point the camera at the QR code.',
            'Check that the merchant name and the amount match your order.',
            'Confirm with your PIN. The order page updates once the payment arrives.',
          ],
        },
      ]
    : [
        {
          title: 'Pindai dengan aplikasi QRIS apa pun',
          steps: [
            'Buka aplikasi m-banking atau dompet digital yang mendukung QRIS (GoPay, OVO, DANA, ShopeePay, aplikasi bank).',
            'Pilih Scan / Bayar lalu arahkan kamera ke kode QR.',
            'Pastikan nama merchant dan jumlah pembayaran sesuai dengan pesanan Anda.',
            'Konfirmasi dengan PIN. Halaman pesanan diperbarui setelah pembayaran diterima.',
          ],
        },
      ];
}

function vaSteps(channel: Exclude<PaymentChannel, 'qris'>, locale: Locale): Steps[] {
  const b = BANKS[channel];
  const mandiri = channel === 'va_mandiri';
  if (locale === 'en') {
    const number = mandiri ? 'enter the biller code, then the bill key' : 'enter the virtual account number';
    return [
      { title: `${b.app}`, steps: [`Sign in to ${b.app}.`, mandiri ? 'Choose Pay > Multipayment.' : 'Choose Transfer > Virtual Account.', `Then ${number}.`, 'Check the name and amount, then confirm with your PIN.'] },
      { title: 'ATM', steps: [`Insert your ${b.bank} card and enter your PIN.`, mandiri ? 'Choose Pay/Buy > Multipayment.' : 'Choose Other Transactions > Transfer > Virtual Account.', `Then ${number}.`, 'Check the details and confirm. Keep the receipt.'] },
      { title: b.web, steps: [`Sign in to ${b.web}.`, mandiri ? 'Choose Payment > Multipayment.' : 'Choose Fund Transfer > Virtual Account.', `Then ${number}.`, 'Confirm with your token or OTP.'] },
    ];
  }
  const number = mandiri ? 'masukkan kode biller, lalu kode bayar' : 'masukkan nomor virtual account';
  return [
    { title: `${b.app}`, steps: [`Masuk ke ${b.app}.`, mandiri ? 'Pilih Bayar > Multipayment.' : 'Pilih Transfer > Virtual Account.', `Lalu ${number}.`, 'Periksa nama dan jumlah, lalu konfirmasi dengan PIN.'] },
    { title: 'ATM', steps: [`Masukkan kartu ${b.bank} dan PIN Anda.`, mandiri ? 'Pilih Bayar/Beli > Multipayment.' : 'Pilih Transaksi Lainnya > Transfer > Virtual Account.', `Lalu ${number}.`, 'Periksa rincian dan konfirmasi. Simpan struk Anda.'] },
    { title: b.web, steps: [`Masuk ke ${b.web}.`, mandiri ? 'Pilih Pembayaran > Multipayment.' : 'Pilih Transfer Dana > Virtual Account.', `Lalu ${number}.`, 'Konfirmasi dengan token atau OTP.'] },
  ];
}

export function paymentMethod(channel: PaymentChannel, locale: Locale): PaymentMethodView {
  if (channel === 'qris') return { code: 'qris', group: 'qris', name: 'QRIS', bank: null, logo_url: null, instructions: qrisSteps(locale) };
  const b = BANKS[channel];
  return { code: channel, group: 'virtual_account', name: b.name, bank: b.bank, logo_url: null, instructions: vaSteps(channel, locale) };
}

export function paymentMethods(locale: Locale): PaymentMethodView[] {
  return PAYMENT_CHANNELS.map((channel) => paymentMethod(channel, locale));
}
