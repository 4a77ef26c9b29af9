import { $pricelists, $stepError, type Pricelists, stepRetried, TimeoutError } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { loadPricelistsFx } from './pricelists';

vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('pricelists model', () => {
  it('raises a timeout as the step error, and loads when the page asks again after "Try again"', async () => {
    const pricelists = { items: [] } as unknown as Pricelists;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TimeoutError('/volta/pricelists', 15_000))
      .mockResolvedValueOnce(pricelists);
    const scope = fork({ handlers: [[loadPricelistsFx, load]] });
    const query = new URLSearchParams('product-keys=k1');
    await allSettled(loadPricelistsFx, { scope, params: query });
    expect(scope.getState($stepError)).toBeInstanceOf(TimeoutError);
    expect(scope.getState($pricelists)).toBeNull();

    await allSettled(stepRetried, { scope });
    expect(scope.getState($stepError)).toBeNull();
    await allSettled(loadPricelistsFx, { scope, params: query });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($pricelists)).toBe(pricelists);
    expect(scope.getState($stepError)).toBeNull();
  });
});
