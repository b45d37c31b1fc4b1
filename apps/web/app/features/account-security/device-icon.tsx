import type { AccountSession } from '@apotek/contract/account-security';

/** A phone for phones and tablets, a screen for the rest; decorative (the label names the device). */
export function DeviceIcon({ type }: { type: AccountSession['device_type'] }) {
  const handheld = type === 'mobile' || type === 'tablet';
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="h-5 w-5" aria-hidden>
      {handheld ? (
        <>
          <rect x="7" y="2.5" width="10" height="19" rx="2" />
          <path d="M11 18.5h2" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="12" rx="1.5" />
          <path d="M8 20h8M12 16v4" />
        </>
      )}
    </svg>
  );
}
