import type { ReactNode } from 'react';

export type Tone = 'info' | 'success' | 'error' | 'warning';

const tones: Record<Tone, string> = {
  info: 'border-info/30 bg-blue-50 text-info',
  success: 'border-success/30 bg-green-50 text-success',
  error: 'border-danger/30 bg-red-50 text-danger',
  warning: 'border-warning/30 bg-yellow-50 text-warning',
};

export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
}
