import { featuresLoaded, fetchFeaturesFx } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $carrierFeatures, fetchCarrierFeaturesFx } from './carrier-features';

describe('the carriers step’s toggles', () => {
  it('asks for its three toggles and reads them from the bus', async () => {
    const fetch = vi.fn(async () => [
      { feature: 'force-expand-carriers', result: true },
      { feature: 'show-most-sustainable-option', result: 'true' },
    ]);
    const scope = fork({ handlers: [[fetchFeaturesFx, fetch]] });
    expect(scope.getState($carrierFeatures)).toEqual({
      forceExpand: false,
      mostSustainable: false,
      insuranceTiers: false,
    });
    await allSettled(fetchCarrierFeaturesFx, { scope });
    expect(fetch).toHaveBeenCalledWith([
      'force-expand-carriers',
      'show-most-sustainable-option',
      'insurance-tiers',
    ]);
    expect(scope.getState($carrierFeatures)).toEqual({
      forceExpand: true,
      mostSustainable: true,
      insuranceTiers: false,
    });
    await allSettled(featuresLoaded, { scope, params: [{ feature: 'insurance-tiers', result: true }] });
    expect(scope.getState($carrierFeatures).insuranceTiers).toBe(true);
  });
});
