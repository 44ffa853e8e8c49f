import { describe, expect, it } from 'vitest';
import { computeOrderTotals, formatGNF, formatGNFFull, MONEY_MAX } from './money';

describe('formatGNF', () => {
  it('shows millions with one decimal, thousands rounded with k, and plain below 1,000', () => {
    expect(formatGNF(1_200_000)).toBe('1.2 M GNF');
    expect(formatGNF(1_000_000)).toBe('1.0 M GNF');
    expect(formatGNF(15_000)).toBe('15k GNF');
    expect(formatGNF(1_499)).toBe('1k GNF');
    expect(formatGNF(999)).toBe('999 GNF');
    expect(formatGNF(0)).toBe('0 GNF');
  });

  it('keeps billions readable in millions, with grouped thousands', () => {
    expect(formatGNF(3_154_155_000)).toBe('3 154.2 M GNF');
    expect(formatGNF(999_999_999)).toBe('1 000.0 M GNF');
    expect(formatGNF(-2_500_000_000)).toBe('-2 500.0 M GNF');
  });
});

describe('formatGNFFull', () => {
  it('groups every thousand, up to the largest exact amount', () => {
    expect(formatGNFFull(3_154_155_000)).toBe('3 154 155 000 GNF');
    expect(formatGNFFull(MONEY_MAX)).toBe('9 007 199 254 740 991 GNF');
  });

  it('writes small, rounded and negative amounts as Intl would, in both languages', () => {
    expect(formatGNFFull(0)).toBe('0 GNF');
    expect(formatGNFFull(999)).toBe('999 GNF');
    expect(formatGNFFull(15_000.4)).toBe('15 000 GNF');
    expect(formatGNFFull(-5_000)).toBe('-5 000 GNF');
    expect(formatGNFFull(-123_456, 'en')).toBe('-123,456 GNF');
    expect(formatGNFFull(1_000, 'en')).toBe('1,000 GNF');
  });
});

describe('computeOrderTotals', () => {
  it('adds 18 % tax and the business’s own delivery fee for delivery', () => {
    const totals = computeOrderTotals(
      [
        { price: 25_000, quantity: 2 },
        { price: 5_000, quantity: 1 },
      ],
      'delivery',
      7_000,
    );
    expect(totals).toEqual({ subtotal: 55_000, tax: 9_900, deliveryFee: 7_000, grandTotal: 71_900 });
  });

  it('charges no delivery fee for pickup, whatever the business’s fee', () => {
    expect(computeOrderTotals([{ price: 10_000, quantity: 1 }], 'pickup', 7_000)).toEqual({
      subtotal: 10_000,
      tax: 1_800,
      deliveryFee: 0,
      grandTotal: 11_800,
    });
  });

  it('adds up orders above 32 bits exactly', () => {
    const lines = [1, 2, 3].map(() => ({ price: 9_000_000, quantity: 99 }));
    expect(computeOrderTotals(lines, 'delivery', 15_000)).toEqual({
      subtotal: 2_673_000_000,
      tax: 481_140_000,
      deliveryFee: 15_000,
      grandTotal: 3_154_155_000,
    });
  });

  it('keeps amounts whole francs', () => {
    expect(computeOrderTotals([{ price: 1_003, quantity: 1 }], 'pickup', 5_000).tax).toBe(181);
  });
});
