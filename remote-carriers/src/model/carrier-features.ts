/**
 * The display toggles the carriers step reads (docs/business-rules.md#feature-overrides). They are asked when the page
 * opens; a toggle that cannot be read stays off, which shows the plain list.
 */
import { createFeatureToggles, featureOn } from '@portal/shared/features';
import { attach, combine, createStore } from 'effector';
import { INSURANCE_TIERS_FEATURE } from './insurance';

/** This step's toggle units, its results kept for the session under `carriers-features`. */
export const { $featureResults, featuresLoaded, fetchFeaturesFx } = createFeatureToggles('carriers-features');

/** Show every carrier at once, without "other options". */
export const FORCE_EXPAND_CARRIERS = 'force-expand-carriers';
/** Show the "most sustainable" badge on DPD. */
export const SHOW_MOST_SUSTAINABLE = 'show-most-sustainable-option';

/** Asks the portal's server for the carriers step's toggles. */
export const fetchCarrierFeaturesFx = attach({
  effect: fetchFeaturesFx,
  mapParams: () => [FORCE_EXPAND_CARRIERS, SHOW_MOST_SUSTAINABLE, INSURANCE_TIERS_FEATURE],
});

/** The carriers step's toggles as known now. */
export const $carrierFeatures = combine($featureResults, (results) => ({
  forceExpand: featureOn(results, FORCE_EXPAND_CARRIERS),
  mostSustainable: featureOn(results, SHOW_MOST_SUSTAINABLE),
  insuranceTiers: featureOn(results, INSURANCE_TIERS_FEATURE),
}));

/**
 * This visit's toggles are answered, or failed and stay off. The list waits for them: a badge or an
 * expanded list drawn after the carriers would push down everything below (docs/performance.md#nothing-moves).
 */
export const $carrierFeaturesSettled = createStore(false)
  .on(fetchCarrierFeaturesFx.finally, () => true)
  .reset(fetchCarrierFeaturesFx);
