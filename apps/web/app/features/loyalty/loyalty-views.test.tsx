import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CoinHistory, CustomerCoins, EmployeeCoinHistory, EmployeeCoins, PointsHistory } from '@apotek/contract/loyalty';
import { createI18n } from '~/i18n/i18n';
import { I18nProvider } from '~/i18n/translate';
import type { RootData } from '~/lib/root-data';
import { CoinsHistoryPage } from './coins-history';
import { LoyaltyField } from './loyalty-field';
import type { CheckoutLoyalty } from './loyalty-intents';
import { PointsHistoryPage } from './points-history';

/** Under a root route that knows the language, as every page is. */
function render(node: ReactNode, locale: 'id' | 'en' = 'id'): string {
  const root: RootData = { locale, user: null, socialNetworks: [] };
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => <Outlet />, children: [{ index: true, Component: () => <>{node}</> }] }]);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale)}>
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { root } }} />
    </I18nProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const POINTS: PointsHistory = {
  data: [
    { id: 9, kind: 'reversal', amount: -120, order_id: 'APT-2222222222', created_at: '2026-12-02T03:00:00.000Z', expires_at: null, shortfall: 30 },
    { id: 8, kind: 'redeem', amount: -50, order_id: 'APT-3333333333', created_at: '2026-12-01T03:00:00.000Z', expires_at: null, shortfall: null },
    { id: 7, kind: 'earn', amount: 1_500, order_id: 'APT-2222222222', created_at: '2026-11-20T03:00:00.000Z', expires_at: '2027-11-20T03:00:00.000Z', shortfall: null },
  ],
  page: 1,
  perPage: 10,
  total: 13,
  lastPage: 2,
  balance: 1_330,
  expiring_soon: { amount: 1_330, date: '2027-11-20T03:00:00.000Z' },
  rupiah_per_point: 1,
  rupiah_per_earned_point: 1_000,
  expiry_months: 12,
};

describe('/profile/poin-history', () => {
  it('shows the balance, the next lapse in WIB, how points work, and the movements signed with their orders', () => {
    const html = render(<PointsHistoryPage points={POINTS} />);
    const shown = text(html);
    expect(shown).toContain('1.330 poin');
    expect(shown).toContain('Senilai Rp 1.330 potongan saat checkout');
    expect(shown).toMatch(/1\.330 poin hangus pada 20 November 2027 .*10\.00 WIB/);
    expect(shown).toContain('Dapatkan 1 poin untuk setiap Rp 1.000 yang Anda bayar');
    expect(shown).toContain('Poin berlaku 12 bulan');
    expect(shown).toContain('+1.500 poin');
    expect(shown).toContain('−50 poin');
    expect(shown).toContain('Ditarik kembali');
    expect(shown).toContain('30 poin tidak dapat ditarik karena sudah terpakai');
    expect(html).toContain('href="/order/summary/APT-3333333333"');
    // Only a credit says until when it is valid.
    expect(shown.match(/Berlaku s\.d\./g)).toHaveLength(1);
    expect(html).toContain('href="/profile/poin-history?page=2"');
    expect(html).not.toContain('data-testid="points-empty"');
  });

  it('says there are none yet, and in English', () => {
    const empty = { ...POINTS, data: [], total: 0, lastPage: 1, balance: 0, expiring_soon: null };
    expect(text(render(<PointsHistoryPage points={empty} />))).toContain('Belum ada poin');
    const en = text(render(<PointsHistoryPage points={{ ...POINTS, expiry_months: 1 }} />, 'en'));
    expect(en).toContain('1,330 points expire on 20 November 2027');
    expect(en).toContain('Points are valid for 1 month from when');
    expect(en).toContain('Earn 1 point for every Rp 1.000 you pay');
  });
});

const COINS: CustomerCoins = {
  balance: 35_000,
  expiring_soon: { amount: 10_000, date: '2027-01-31T17:00:00.000Z' },
  rupiah_per_coin: 1,
  max_share_percent: 50,
  stores: [{ store_id: 1, store_name: 'Apotek Menteng', eligible_subtotal: 60_000, usable: 30_000 }],
};
const EMPLOYEE: EmployeeCoins = { is_employee: true, balance: 250_000, monthly_allowance: 300_000, month: '2026-11', expires_at: '2026-11-30T17:00:00.000Z', rupiah_per_coin: 1, stores: [] };
const EMPLOYEE_HISTORY: EmployeeCoinHistory = {
  data: [{ id: 3, kind: 'allowance', amount: 300_000, order_id: null, created_at: '2026-11-01T01:00:00.000Z', expires_at: '2026-11-30T17:00:00.000Z', shortfall: null }],
  page: 1,
  perPage: 10,
  total: 1,
  lastPage: 1,
  balance: 250_000,
  monthly_allowance: 300_000,
  expires_at: '2026-11-30T17:00:00.000Z',
};

const COIN_HISTORY: CoinHistory = {
  data: [{ id: 7, kind: 'grant', amount: 25_000, order_id: null, created_at: '2026-11-02T03:00:00.000Z', expires_at: '2027-02-01T00:00:00.000Z', shortfall: null }],
  page: 1,
  perPage: 10,
  total: 1,
  lastPage: 1,
  balance: 35_000,
  expiring_soon: null,
};

describe('/profile/coins-history', () => {
  it('shows Koin Apotek, the next lapse and what each cart could use; nothing of the allowance to a non-employee', () => {
    const shown = text(render(<CoinsHistoryPage coins={COINS} coinHistory={COIN_HISTORY} employee={null} />));
    expect(shown).toContain('Riwayat Koin Apotek');
    expect(shown).toMatch(/\+25\.000/);
    expect(shown).toContain('35.000 koin');
    expect(shown).toMatch(/10\.000 koin hangus pada 1 Februari 2027 .*00\.00 WIB/);
    expect(shown).toContain('Apotek Menteng hingga 30.000 koin (hemat Rp 30.000)');
    expect(shown).toContain('hingga 50%');
    expect(shown).not.toMatch(/karyawan/i);
  });

  it("shows an employee this month's allowance, what is left, when it lapses, and its history", () => {
    const shown = text(render(<CoinsHistoryPage coins={COINS} coinHistory={COIN_HISTORY} employee={{ summary: EMPLOYEE, history: EMPLOYEE_HISTORY }} />));
    expect(shown).toContain('Jatah November 2026 300.000 koin');
    expect(shown).toContain('Sisa jatah 250.000 koin');
    expect(shown).toMatch(/Sisa jatah hangus pada 1 Desember 2026 .*00\.00 WIB/);
    expect(shown).toContain('Jatah bulanan');
    expect(text(render(<CoinsHistoryPage coins={COINS} coinHistory={null} employee={{ summary: EMPLOYEE, history: null }} />))).toContain('Riwayat koin karyawan tidak dapat dimuat');
  });
});

describe("checkout's Poin & Koin before its scripts load", () => {
  const loyalty = (parts: CheckoutLoyalty['parts']): CheckoutLoyalty => ({ order_id: 'APT-7K3M9Q2XH4', parts });
  const part = { applied: 0, discount: 0, max: 0, balance: 0 };

  it('offers the most that fits as a plain form: the amount, the order, the intent', () => {
    const html = render(<LoyaltyField loyalty={loyalty([{ ...part, currency: 'points', max: 201, balance: 201, rupiah_per: 1 }])} />);
    expect(text(html)).toContain('Pakai 201 poin (hemat Rp 201)');
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toContain('name="amount" value="201"');
    expect(html).toContain('name="order" value="APT-7K3M9Q2XH4"');
    expect(html).toMatch(/<button type="submit" value="points-apply" role="switch" aria-checked="false"[^>]* name="intent"/);
  });

  it('gives back what the order holds; coins say their kind; a currency that fits nothing says so', () => {
    const html = render(
      <LoyaltyField
        loyalty={loyalty([
          { ...part, currency: 'points', max: 0, balance: 40, rupiah_per: null },
          { ...part, currency: 'employee', applied: 50_000, discount: 50_000, max: 300_000, balance: 250_000, rupiah_per: 1 },
        ])}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('Tidak bisa dipakai untuk pesanan ini');
    expect(shown).toContain('50.000 koin dipakai · hemat Rp 50.000');
    expect(html).toContain('name="kind" value="employee"');
    expect(html).toMatch(/<button type="submit" value="coins-remove" role="switch" aria-checked="true"[^>]* name="intent"/);
  });

  it('says there is nothing to spend, or nothing at all when the state could not be read', () => {
    expect(text(render(<LoyaltyField loyalty={loyalty([{ ...part, currency: 'points', rupiah_per: null }])} />))).toContain('Belum ada poin atau koin untuk dipakai.');
    expect(render(<LoyaltyField loyalty={null} />)).toBe('');
  });
});
