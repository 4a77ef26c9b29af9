// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseShopConfig, ShopConfigError } from './shop-config';

const valid = {
  id: 'store-1',
  name: 'Nordwind',
  locales: ['nl', 'en'],
  customizations: { magicLinkEnabled: true },
  returnReasons: [
    { type: 2, disablesReturnFlow: false, value: 'other', text: 'Anders', locale: 'nl', position: 2 },
    {
      position: 1,
      returnReason: { id: 7, key: 'too_small', description: 'Too small' },
      allowComment: false,
      preventReturn: false,
      storeReturnReason: { comment: { required: false, options: [{ key: 'a' }] } },
    },
  ],
};

describe('parseShopConfig', () => {
  it('accepts a valid configuration, filling in defaults', () => {
    const config = parseShopConfig(valid);
    expect(config.name).toBe('Nordwind');
    expect(config.customizations.magicLinkEnabled).toBe(true);
    expect(config.customizations.hideProductPrices).toBe(false);
    expect(config.platformSlice).toBe(1);
    expect(config.features).toEqual({});
  });

  it('accepts both return-reason shapes', () => {
    const [legacy, store] = parseShopConfig(valid).returnReasons;
    expect(legacy).toMatchObject({ type: 2, value: 'other', disablesReturnFlow: false });
    expect(store).toMatchObject({ returnReason: { key: 'too_small', default: false }, preventReturn: false });
  });

  it('accepts nested translations, a radius as number or string, and shop-only fields', () => {
    const config = parseShopConfig({
      ...valid,
      translations: { nl: { login: { title: 'Inloggen' }, footer: 'Voet' } },
      buttonRadius: '12px',
      platformSlice: 2,
      defaultLogo: true,
      features: { gatekeeping: true, variant: 'b' },
      gatekeeping: {
        form: { title: 'Vragen', fields: [{ id: 'f', type: 'FileUpload', label: 'Foto', position: 1 }] },
      },
      storeCredit: { enabled: true, incentive: { type: 'PERCENTAGE', percentage: 10 } },
    });
    expect(config.buttonRadius).toBe('12px');
    expect(config.defaultLogo).toBe(true);
    expect(config.gatekeeping.form?.fields[0]?.options).toEqual([]);
  });

  it('rejects a missing field, naming it', () => {
    const { locales: _, ...withoutLocales } = valid;
    expect(() => parseShopConfig(withoutLocales)).toThrowError(
      'Shop configuration is invalid at "locales": expected array, received undefined',
    );
    expect(() => parseShopConfig({ ...valid, locales: [] })).toThrowError(/"locales": expected at least 1/);
  });

  it('names the field inside a return reason of either shape', () => {
    const store = { position: 1, returnReason: { id: 1, description: 'x' } };
    expect(() => parseShopConfig({ ...valid, returnReasons: [store] })).toThrowError(
      /"returnReasons\.0\.returnReason\.key": expected string/,
    );
    expect(() =>
      parseShopConfig({ ...valid, gatekeeping: { form: { title: 't', fields: [{ type: 'Nope' }] } } }),
    ).toThrowError(/"gatekeeping\.form\.fields\.0\.id"/);
  });

  it('rejects a wrong type deep inside, naming the path', () => {
    const broken = { ...valid, customizations: { magicLinkEnabled: 'yes' } };
    try {
      parseShopConfig(broken);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ShopConfigError);
      expect((error as ShopConfigError).path).toBe('customizations.magicLinkEnabled');
      expect((error as Error).message).toBe(
        'Shop configuration is invalid at "customizations.magicLinkEnabled": expected boolean, received string',
      );
    }
  });
});
