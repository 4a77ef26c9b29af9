/**
 * The toggles select items and confirm items ask for (docs/business-rules.md#feature-overrides): this
 * remote's own units, the display toggles' results kept for the session under `selection-features`.
 */
import { createFeatureToggles } from '@portal/shared/features';

export const { $featureResults, featuresLoaded, fetchFeaturesFx } =
  createFeatureToggles('selection-features');
