// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushClientLog, initClientLogger, logger } from './logger';

afterEach(() => vi.restoreAllMocks());

describe('client logger', () => {
  it('sends buffered warnings with their context to /client-logger when the page is hidden, without personal data', async () => {
    const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initClientLogger({ merchantName: 'nordwind', merchantPlatform: 'SHOPIFY', language: 'nl' });

    logger.warn('Sign-in failed', { email: 'emma@example.com', postalCode: '1055 GT' });
    window.dispatchEvent(new Event('pagehide'));

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/client-logger');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    const payload = JSON.parse(text);
    expect(payload.context).toMatchObject({
      merchantName: 'nordwind',
      merchantPlatform: 'SHOPIFY',
      language: 'nl',
      sessionId: expect.any(String),
      isMobile: expect.any(Boolean),
      deviceWidth: expect.any(Number),
      deviceHeight: expect.any(Number),
    });
    expect(payload.records).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'Sign-in failed',
        data: { email: '[email]', postalCode: '[postal-code]' },
      }),
    ]);

    // Sent records are not sent twice.
    flushClientLog();
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
