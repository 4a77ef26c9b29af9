import type { SelectedItem, ShopConfig } from '@portal/shared';
import { minorDigits } from '@portal/shared/money';
import { anyNumber, currencies } from '@portal/shared/testing/hostile';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  draftChoice,
  preselectedChoice,
  storeCreditHiddenReason,
  storeCreditIncentive,
} from './store-credit';

const item = (
  uid: string,
  facts: Record<string, unknown> = {},
  extra: Partial<SelectedItem> = {},
): SelectedItem => ({
  uid,
  key: uid,
  purchaseId: uid,
  operation: 'Return',
  quantity: 1,
  itemRef: { allowStoreCredit: true, currencyCode: 'EUR', price: 100, isExchangeItem: false, ...facts },
  ...extra,
});
const percentage: ShopConfig['storeCredit'] = {
  enabled: true,
  incentive: { type: 'PERCENTAGE', percentage: 10, maximumAmount: 25, currency: 'EUR' },
};

describe('storeCreditHiddenReason', () => {
  it('offers the choice for plain returns that allow store credit', () => {
    expect(storeCreditHiddenReason([item('a'), item('b')], true)).toBeNull();
  });
  it('hides it when disabled, for exchange items, items that disallow it, all-exchange selections or no currency', () => {
    expect(storeCreditHiddenReason([item('a')], false)).toBe('disabled');
    expect(storeCreditHiddenReason([item('a', { isExchangeItem: true })], true)).toBe('exchange-item');
    expect(storeCreditHiddenReason([item('a'), item('b', { allowStoreCredit: false })], true)).toBe(
      'not-allowed',
    );
    expect(
      storeCreditHiddenReason([item('a', {}, { exchangeValue: 'x', operation: 'Exchange' })], true),
    ).toBe('all-exchanges');
    expect(storeCreditHiddenReason([item('a', { currencyCode: undefined })], true)).toBe('no-currency');
  });
});

describe('preselectedChoice', () => {
  it('preselects store credit only when every non-exchange item is store credit', () => {
    expect(preselectedChoice(['StoreCredit', 'Exchange'], false)).toBe('store-credit');
    expect(preselectedChoice(['StoreCredit', 'Refund'], false)).toBe('refund');
    expect(preselectedChoice(['Refund'], false)).toBe('refund');
  });
  it('preselects nothing with the no-store-credit-preselection toggle', () => {
    expect(preselectedChoice(['StoreCredit'], true)).toBeNull();
  });
});

describe('draftChoice', () => {
  it('shows what the draft remembers', () => {
    expect(draftChoice(['StoreCredit', 'Exchange'], false)).toBe('store-credit');
    expect(draftChoice(['StoreCredit', 'Refund'], false)).toBe('refund');
  });
  it('with the no-store-credit-preselection toggle, keeps store credit (the shopper chose it) but not refund', () => {
    expect(draftChoice(['StoreCredit'], true)).toBe('store-credit');
    expect(draftChoice(['Refund'], true)).toBeNull();
  });
});

describe('storeCreditIncentive', () => {
  it('is a percentage of the returned items, capped by the converted maximum', () => {
    expect(
      storeCreditIncentive([item('a', { price: 80 })], percentage, { rate: 1, alreadyUsed: false }),
    ).toEqual({
      amount: 8,
      percentage: 10,
    });
    // 10% of 400 is 40, capped at 25 EUR = 21.5 GBP at 0.86.
    expect(
      storeCreditIncentive([item('a', { price: 400 })], percentage, { rate: 0.86, alreadyUsed: false })
        ?.amount,
    ).toBe(21.5);
  });
  it('counts only returns, not exchanges', () => {
    const items = [
      item('a', { price: 50 }),
      item('b', { price: 200 }, { operation: 'Exchange', exchangeValue: 'x' }),
    ];
    expect(storeCreditIncentive(items, percentage, { rate: 1, alreadyUsed: false })?.amount).toBe(5);
  });
  it('is a fixed amount, or nothing when already used on the order', () => {
    const fixed: ShopConfig['storeCredit'] = {
      enabled: true,
      incentive: { type: 'FIXED_AMOUNT', amount: 5 },
    };
    expect(storeCreditIncentive([item('a')], fixed, { rate: 1, alreadyUsed: false })).toEqual({ amount: 5 });
    expect(storeCreditIncentive([item('a')], percentage, { rate: 1, alreadyUsed: true })).toBeNull();
  });
});

describe('storeCreditIncentive with hostile figures (property tests)', () => {
  it("never throws or gives NaN, and rounds to the order currency's minor unit (JPY 0, KWD and BHD 3 decimals)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: anyNumber, quantity: anyNumber, returned: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        currencies,
        fc.oneof(
          fc.record({
            type: fc.constant('PERCENTAGE' as const),
            percentage: anyNumber,
            maximumAmount: fc.option(anyNumber, { nil: undefined }),
            currency: fc.constant('EUR'),
          }),
          fc.record({
            type: fc.constant('FIXED_AMOUNT' as const),
            amount: anyNumber,
            currency: fc.constant('EUR'),
          }),
        ),
        anyNumber,
        (lines, orderCurrency, incentive, rate) => {
          const items = lines.map(({ price, quantity, returned }, index) =>
            item(
              `u${index}`,
              { price },
              { quantity, orderCurrency, operation: returned ? 'Return' : 'Exchange' },
            ),
          );
          const result = storeCreditIncentive(
            items,
            { enabled: true, incentive } as ShopConfig['storeCredit'],
            {
              rate,
              alreadyUsed: false,
            },
          );
          if (result === null) return;
          expect(Number.isFinite(result.amount)).toBe(true);
          expect(result.amount).toBeGreaterThan(0);
          const scaled = result.amount * 10 ** minorDigits(orderCurrency);
          expect(Math.abs(scaled - Math.round(scaled))).toBeLessThanOrEqual(Math.abs(scaled) * 1e-12 + 1e-9);
        },
      ),
    );
  });

  it('gives whole yen and thousandths of a dinar', () => {
    const yen = storeCreditIncentive([item('a', { price: 1234 }, { orderCurrency: 'JPY' })], percentage, {
      rate: 1.5,
      alreadyUsed: false,
    });
    // 10 % of ¥1,234 is ¥123.4, capped at 25 × 1.5 = ¥37.5: ¥38.
    expect(yen).toEqual({ amount: 38, percentage: 10 });
    const dinar = storeCreditIncentive([item('a', { price: 12.345 }, { orderCurrency: 'KWD' })], percentage, {
      rate: 1,
      alreadyUsed: false,
    });
    expect(dinar).toEqual({ amount: 1.235, percentage: 10 });
    expect(
      storeCreditIncentive([item('a')], percentage, { rate: Number.NaN, alreadyUsed: false }),
    ).toBeNull();
  });
});
