import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $carrierFeatures,
  $carrierFeaturesSettled,
  featuresLoaded,
  fetchCarrierFeaturesFx,
  fetchFeaturesFx,
} from './carrier-features';

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

  it('is settled once this visit’s toggles are answered or failed, and unsettled while asked again', async () => {
    let fail = false;
    const scope = fork({
      handlers: [
        [
          fetchFeaturesFx,
          async () => {
            if (fail) throw new Error('toggles down');
            return [];
          },
        ],
      ],
    });
    expect(scope.getState($carrierFeaturesSettled)).toBe(false);
    const asked = allSettled(fetchCarrierFeaturesFx, { scope });
    expect(scope.getState($carrierFeaturesSettled)).toBe(false);
    await asked;
    expect(scope.getState($carrierFeaturesSettled)).toBe(true);
    fail = true;
    const askedAgain = allSettled(fetchCarrierFeaturesFx, { scope });
    expect(scope.getState($carrierFeaturesSettled)).toBe(false);
    await askedAgain;
    // A failed read leaves the toggles off (fail closed) and the list is drawn.
    expect(scope.getState($carrierFeaturesSettled)).toBe(true);
  });
});
