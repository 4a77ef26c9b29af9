import { $consumerId, $purchasesCache } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $signedInByLink,
  deviceIdStoredFx,
  GENERIC_LANDING_ERROR,
  isPlatformId,
  landingError,
  MagicLinkLandingGate,
} from './magic-link-landing';

const consumerId = '3f2b8c1e-9d4a-4f6b-8e2c-1a7d5b9c0e34';

describe('magic-link landing', () => {
  it('signs in only with a consumer id of the platform format (a UUID)', () => {
    expect(landingError(null, consumerId)).toBeNull();
    expect(landingError(null, consumerId.toUpperCase())).toBeNull();
    for (const hostile of [
      '../../x',
      `${consumerId}/../../admin`,
      `${consumerId}?x=1`,
      ` ${consumerId}`,
      'c1',
      '',
    ]) {
      expect(isPlatformId(hostile)).toBe(false);
      expect(landingError(null, hostile)).toBe(GENERIC_LANDING_ERROR);
    }
    expect(landingError(null, null)).toBe(GENERIC_LANDING_ERROR);
  });

  it('has a message for each code the platform sends, and a generic one for any other text', () => {
    expect(landingError('magic_link_used', null)).toBe('login.magic_link.error_used');
    expect(landingError('magic_link_expired', null)).toBe('login.magic_link.error_expired');
    expect(landingError('magic_link_invalid', null)).toBe('login.magic_link.error_invalid');
    expect(landingError('Call us on 0900-1234', consumerId)).toBe(GENERIC_LANDING_ERROR);
    expect(landingError('x'.repeat(8000), null)).toBe(GENERIC_LANDING_ERROR);
    // Not a property of any object: only the codes themselves.
    expect(landingError('constructor', null)).toBe(GENERIC_LANDING_ERROR);
    expect(landingError('', consumerId)).toBe(GENERIC_LANDING_ERROR);
  });
});

describe('the landing’s sign-in, once per visit', () => {
  const deviceId = '0c9a7f4e-2b1d-4e8f-9a3c-5d6e7f8a9b0c';

  it('signs the shopper in, keeps a device id of the platform format, and drops the purchases cache', async () => {
    const stored = vi.fn();
    const scope = fork({
      values: [[$purchasesCache, []]],
      handlers: [[deviceIdStoredFx, stored]],
    });
    await allSettled(MagicLinkLandingGate.open, { scope, params: { consumerId, deviceId, error: null } });
    expect(scope.getState($consumerId)).toBe(consumerId);
    expect(stored).toHaveBeenCalledWith(deviceId);
    expect(scope.getState($purchasesCache)).toBeNull();
    expect(scope.getState($signedInByLink)).toBe(true);
    await allSettled(MagicLinkLandingGate.close, { scope, params: { consumerId, deviceId, error: null } });
    expect(scope.getState($signedInByLink)).toBe(false);

    const other = fork({ handlers: [[deviceIdStoredFx, stored]] });
    await allSettled(MagicLinkLandingGate.open, {
      scope: other,
      params: { consumerId, deviceId: 'not-a-uuid', error: null },
    });
    expect(other.getState($consumerId)).toBe(consumerId);
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it('signs nobody in for a link with an error or a consumer id of another format', async () => {
    for (const params of [
      { consumerId, deviceId, error: 'magic_link_used' },
      { consumerId: '../../x', deviceId, error: null },
    ]) {
      const scope = fork();
      await allSettled(MagicLinkLandingGate.open, { scope, params });
      expect(scope.getState($consumerId)).toBeNull();
      expect(scope.getState($signedInByLink)).toBe(false);
    }
  });
});
