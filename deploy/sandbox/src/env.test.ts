import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './env';

describe('optionsFromEnv', () => {
  it('reads the label delay, the tracking step and the log switch', () => {
    expect(
      optionsFromEnv({ SANDBOX_LABEL_DELAY_MS: '250', SANDBOX_TRACKING_STEP_MS: '0', SANDBOX_LOG: 'true' }),
    ).toEqual({ logger: true, labelDelayMs: 250, trackingStepMs: 0 });
  });

  it('leaves unset durations to the defaults', () => {
    expect(optionsFromEnv({ SANDBOX_LABEL_DELAY_MS: ' ' })).toEqual({
      logger: false,
      labelDelayMs: undefined,
      trackingStepMs: undefined,
    });
  });

  it('refuses a duration that is not a whole number of milliseconds', () => {
    expect(() => optionsFromEnv({ SANDBOX_LABEL_DELAY_MS: '3s' })).toThrow(/SANDBOX_LABEL_DELAY_MS/);
    expect(() => optionsFromEnv({ SANDBOX_TRACKING_STEP_MS: '-1' })).toThrow(/SANDBOX_TRACKING_STEP_MS/);
  });
});
