import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeatureToggles, featureOn } from './features';

const { $featureResults, featuresLoaded, fetchFeaturesFx } = createFeatureToggles('test-features');

afterEach(() => vi.unstubAllGlobals());

describe('feature toggles', () => {
  it('asks /features for the names, forwarding feature.{name} query parameters', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify([{ feature: 'hide-siy-label', result: true }])),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { search: '?feature.insurance-tiers=true&orderNumber=1001' });
    const scope = fork();

    await allSettled(fetchFeaturesFx, { scope, params: ['hide-siy-label', 'insurance-tiers'] });

    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://portal.test');
    expect(url.pathname).toBe('/features');
    expect(url.searchParams.get('names')).toBe('hide-siy-label,insurance-tiers');
    expect(url.searchParams.get('feature.insurance-tiers')).toBe('true');
    expect(url.searchParams.has('orderNumber')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(scope.getState($featureResults)).toEqual({ 'hide-siy-label': true });
  });

  it('merges loaded results by name and reads "true" and true as on', async () => {
    const scope = fork({ values: [[$featureResults, { a: false, b: 'true' }]] });
    await allSettled(featuresLoaded, {
      scope,
      params: [
        { feature: 'a', result: true },
        { feature: 'c', result: 'variant-2' },
      ],
    });
    const results = scope.getState($featureResults);
    expect(results).toEqual({ a: true, b: 'true', c: 'variant-2' });
    expect(featureOn(results, 'a')).toBe(true);
    expect(featureOn(results, 'b')).toBe(true);
    expect(featureOn(results, 'c')).toBe(false);
    expect(featureOn(results, 'missing')).toBe(false);
  });

  it('never keeps a guarding toggle, so no stored answer can switch gatekeeping off later', async () => {
    const scope = fork();
    await allSettled(featuresLoaded, {
      scope,
      params: [
        { feature: 'gatekeeping', result: false },
        { feature: 'hide-siy-label', result: true },
      ],
    });
    expect(scope.getState($featureResults)).toEqual({ 'hide-siy-label': true });
  });
});
