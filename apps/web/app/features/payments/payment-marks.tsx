import type { PaymentChannel } from '@apotek/contract/orders';

/**
 * Our own marks for the payment channels: a neutral lettermark per bank and a QR glyph for QRIS. They
 * only help the eye find the channel; no bank's or QRIS's logo artwork is reproduced.
 */
const LETTERS: Record<Exclude<PaymentChannel, 'qris'>, string> = { va_bca: 'BCA', va_bni: 'BNI', va_bri: 'BRI', va_mandiri: 'MDR', va_permata: 'PMT' };

export function PaymentMark({ channel, className = 'h-8 w-12' }: { channel: PaymentChannel; className?: string }) {
  if (channel === 'qris') return <QrisMark className={className} />;
  return (
    <svg viewBox="0 0 48 32" className={className} role="img" aria-hidden="true" data-testid="payment-mark" data-channel={channel}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="6" fill="#fff" stroke="#94a3b8" />
      <text x="24" y="20.5" textAnchor="middle" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="12" fontWeight="700" fill="#334155">
        {LETTERS[channel]}
      </text>
    </svg>
  );
}

function QrisMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 48 32" className={className} role="img" aria-hidden="true" data-testid="payment-mark" data-channel="qris">
      <rect x="0.5" y="0.5" width="47" height="31" rx="6" fill="#fff" stroke="#94a3b8" />
      <g fill="#334155">
        <path d="M6 8h7v7H6zM8 10v3h3v-3zM6 17h7v7H6zM8 19v3h3v-3zM15 8h7v7h-7zM17 10v3h3v-3zM15 17h3v3h-3zM19 21h3v3h-3z" fillRule="evenodd" />
      </g>
      <text x="35" y="20" textAnchor="middle" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="8" fontWeight="700" fill="#334155">
        QR
      </text>
    </svg>
  );
}
