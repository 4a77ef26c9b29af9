import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnalyticsStore } from '@portal/analytics/store';
import { describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { optionsFromEnv } from './config';

/** A server whose store opener counts its calls; the store itself is never queried here. */
async function serverWith(env: Record<string, string>, openFails = false) {
  let opens = 0;
  const store = { description: 'a test store', close: async () => {} } as unknown as AnalyticsStore;
  const options = optionsFromEnv({
    APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'uploads-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = await buildServer({
    ...options,
    analytics: {
      ...options.analytics,
      openStore: async () => {
        opens += 1;
        if (openFails) throw new Error('no database');
        return store;
      },
    },
  });
  return { server, opens: () => opens };
}

describe('openAnalytics, called before the server listens', () => {
  it('opens the store once, so no shopper waits for it on the first batch', async () => {
    const { server, opens } = await serverWith({ ANALYTICS: 'true' });
    await server.openAnalytics();
    await server.openAnalytics();
    expect(opens()).toBe(1);
    await server.close();
  });

  it('opens it for the report page alone too', async () => {
    const { server, opens } = await serverWith({
      ANALYTICS: 'false',
      ANALYTICS_REPORT_TOKEN: 'r'.repeat(24),
    });
    await server.openAnalytics();
    expect(opens()).toBe(1);
    await server.close();
  });

  it('opens nothing when neither the collector nor the report is on', async () => {
    const { server, opens } = await serverWith({ ANALYTICS: 'false' });
    await server.openAnalytics();
    expect(opens()).toBe(0);
    await server.close();
  });

  it('starts the server anyway when the store cannot be opened, and tries again later', async () => {
    const { server, opens } = await serverWith({ ANALYTICS: 'true' }, true);
    await expect(server.openAnalytics()).resolves.toBeUndefined();
    await server.openAnalytics();
    expect(opens()).toBe(2);
    await server.close();
  });
});
