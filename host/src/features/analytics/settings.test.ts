// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseReleases, readAnalyticsSettings, routeOf } from './settings';

describe('analytics settings', () => {
  it('reads the releases meta, one per step, leaving malformed parts out', () => {
    expect(parseReleases('auth=built-in@0.0.0; carriers=b@1.2.0; nonsense; selection=<x>@1')).toEqual([
      { step: 'remote-auth', variant: 'built-in', version: '0.0.0' },
      { step: 'remote-carriers', variant: 'b', version: '1.2.0' },
    ]);
    expect(parseReleases(undefined)).toEqual([]);
  });

  it('is off without the island', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readAnalyticsSettings(doc).enabled).toBe(false);
  });

  it('reads the island', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<script id="portal-analytics" type="application/json">${JSON.stringify({
      enabled: true,
      collectorUrl: '/collect',
      consentRequired: true,
    })}</script>`;
    expect(readAnalyticsSettings(doc)).toMatchObject({ enabled: true, consentRequired: true });
  });

  it('knows the step and page of each route', () => {
    expect(routeOf('/')).toEqual({ step: 'remote-auth', page: 'sign-in' });
    expect(routeOf('/select-items')).toEqual({ step: 'remote-selection', page: 'select-items' });
    expect(routeOf('/carriers')).toEqual({ step: 'remote-carriers', page: 'carriers' });
    expect(routeOf('/nl/order-confirmation/abc')).toEqual({
      step: 'remote-confirmation',
      page: 'order-confirmation',
    });
    expect(routeOf('/elsewhere')).toBeNull();
  });
});
