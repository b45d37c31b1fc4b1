import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '~/i18n/translate';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OperationCheck } from '@apotek/contract/pharmacies';
import { zoneAbbreviation } from '@apotek/contract/time-zones';
import { createI18n } from '~/i18n/i18n';
import { OperationStatus } from './operation-status';

function render(node: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{node}</> }]);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n('id')}>
      <Stub />
    </I18nProvider>,
  );
}

/** Thursday 15 January 2026, open 08:00–22:00 on the pharmacy's clock. */
const open = (time_zone: OperationCheck['time_zone'], checked_at: string, next_closing: string): OperationCheck => ({
  pharmacy_id: 1,
  is_open: true,
  time_zone,
  checked_at,
  today: { weekday: 4, opens_at: '08:00', closes_at: '22:00', closed: false },
  next_opening: null,
  next_closing,
});

describe('OperationStatus on the pharmacy clock', () => {
  it('says the closing hour on the Makassar clock and names WITA', () => {
    const html = render(<OperationStatus operation={open('Asia/Makassar', '2026-01-15T08:30:00+08:00', '2026-01-15T22:00:00+08:00')} fallbackOpen={false} />);
    expect(html).toContain('Tutup pukul 22.00 WITA');
  });

  it('names WIT for Jayapura, and leaves the site clock (WIB) unnamed', () => {
    expect(render(<OperationStatus operation={open('Asia/Jayapura', '2026-01-15T08:30:00+09:00', '2026-01-15T22:00:00+09:00')} fallbackOpen={false} />)).toContain(
      'Tutup pukul 22.00 WIT<',
    );
    const wib = render(<OperationStatus operation={open('Asia/Jakarta', '2026-01-15T08:30:00+07:00', '2026-01-15T22:00:00+07:00')} fallbackOpen={false} />);
    expect(wib).toContain('Tutup pukul 22.00<');
    const pontianak = render(<OperationStatus operation={open('Asia/Pontianak', '2026-01-15T08:30:00+07:00', '2026-01-15T22:00:00+07:00')} fallbackOpen={false} />);
    expect(pontianak).toContain('Tutup pukul 22.00<');
  });
});

describe('zoneAbbreviation', () => {
  it('names the Indonesian zones as Indonesians do, in either language', () => {
    expect(['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'].map(zoneAbbreviation)).toEqual(['WIB', 'WIB', 'WITA', 'WIT']);
  });
});
