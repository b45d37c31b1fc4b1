import { describe, expect, it } from 'vitest';
import { ePrescriptionBody } from '@apotek/contract/consultations';
import { prescribingNotice } from '@apotek/contract/prescriptions';
import { DRUG_CLASSES } from '@apotek/contract/catalog-vocabulary';
import { addLine, clampQuantity, linesProblem, RX_MAX_LINES, rxBody, rxNotice, type RxProduct } from './rx-lines';

const product = (id: number, drug_class: RxProduct['drug_class'] = 'bebas', sellable_online = drug_class !== 'dilarang_online'): RxProduct => ({ id, name: `Obat ${id}`, drug_class, sellable_online, packaging: 'Strip 10 tablet' });

describe('rxNotice', () => {
  it('agrees with the contract for every drug class', () => {
    for (const cls of DRUG_CLASSES) expect(rxNotice(product(1, cls))).toBe(prescribingNotice(cls));
  });

  it('refuses a product the catalogue marks unsellable online, whatever its class', () => {
    expect(rxNotice(product(1, 'keras', false))).toBe('not_online');
  });
});

describe('the lines', () => {
  it('adds obat keras with a warning-worthy notice and refuses what is not sold online', () => {
    const first = addLine([], product(1, 'keras'));
    expect(first.refused).toBeNull();
    expect(first.lines).toEqual([{ product: product(1, 'keras'), quantity: 1, signa: '' }]);
    const refused = addLine(first.lines, product(2, 'dilarang_online'));
    expect(refused.refused).toBe('not_online');
    expect(refused.lines).toHaveLength(1);
  });

  it('never takes the same product twice or more than the API allows', () => {
    expect(addLine([{ product: product(1), quantity: 2, signa: '3x1' }], product(1)).refused).toBe('twice');
    const full = Array.from({ length: RX_MAX_LINES }, (_, i) => ({ product: product(i + 1), quantity: 1, signa: '1x1' }));
    expect(addLine(full, product(99)).refused).toBe('full');
  });

  it('keeps quantities within 1 and 100', () => {
    expect([0, -3, 5.7, 250, 'x', '12'].map(clampQuantity)).toEqual([1, 1, 5, 100, 1, 12]);
  });

  it('asks for a signa on every line before sending', () => {
    expect(linesProblem([])).toBe('empty');
    expect(linesProblem([{ product: product(1), quantity: 1, signa: ' x ' }])).toBe('signa');
    expect(linesProblem([{ product: product(1), quantity: 1, signa: '3x1 sesudah makan' }])).toBeNull();
  });

  it('builds a body the contract accepts', () => {
    const body = rxBody([{ product: product(7, 'keras'), quantity: 10, signa: ' 3x1 tablet sesudah makan ' }], '  ');
    expect(body).toEqual({ items: [{ product_id: 7, quantity: 10, signa: '3x1 tablet sesudah makan' }] });
    expect(ePrescriptionBody.safeParse(body).success).toBe(true);
    expect(rxBody([{ product: product(7), quantity: 1, signa: '1x1' }], 'Kontrol 3 hari').notes).toBe('Kontrol 3 hari');
  });
});
