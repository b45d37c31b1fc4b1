import type { ConsultationChannel } from '@apotek/contract/consultations';

/**
 * A neutral mark per channel (a lettermark per bank, a QR glyph, a wallet), as the order payment page
 * draws them (features/payments/payment-marks.tsx, which a feature may not import). No bank's or QRIS's
 * artwork is reproduced.
 */
const LETTERS: Record<Exclude<ConsultationChannel, 'qris' | 'wallet'>, string> = { va_bca: 'BCA', va_bni: 'BNI', va_bri: 'BRI', va_mandiri: 'MDR', va_permata: 'PMT' };

export function ChannelMark({ channel }: { channel: ConsultationChannel }) {
  return (
    <svg viewBox="0 0 48 32" className="h-8 w-12 shrink-0" aria-hidden="true" data-channel={channel}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="6" fill="#fff" stroke="#94a3b8" />
      {channel === 'qris' ? (
        <g fill="#334155">
          <path d="M6 8h7v7H6zM8 10v3h3v-3zM6 17h7v7H6zM8 19v3h3v-3zM15 8h7v7h-7zM17 10v3h3v-3zM15 17h3v3h-3zM19 21h3v3h-3z" fillRule="evenodd" />
          <text x="35" y="20" textAnchor="middle" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="8" fontWeight="700">
            QR
          </text>
        </g>
      ) : channel === 'wallet' ? (
        <g fill="none" stroke="#334155" strokeWidth="2">
          <rect x="12" y="8" width="24" height="16" rx="3" />
          <path d="M28 14h8v5h-8a2.5 2.5 0 0 1 0-5z" />
        </g>
      ) : (
        <text x="24" y="20.5" textAnchor="middle" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="12" fontWeight="700" fill="#334155">
          {LETTERS[channel]}
        </text>
      )}
    </svg>
  );
}
