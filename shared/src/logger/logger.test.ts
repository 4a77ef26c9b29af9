// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushClientLog, initClientLogger, logger } from './logger';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

async function sentPayload(beacon: ReturnType<typeof vi.fn>, call = 0) {
  const blob = beacon.mock.calls[call]?.[1] as Blob;
  // jsdom's Blob has no text(); FileReader reads it.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return JSON.parse(text);
}

describe('client logger', () => {
  it('sends buffered warnings with their context to /client-logger when the page is hidden, without personal data', async () => {
    const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initClientLogger({ merchantName: 'nordwind', merchantPlatform: 'SHOPIFY', language: 'nl' });

    logger.warn('Sign-in failed for emma%40example.com', { email: 'émma@exämple.com', postalCode: '114 55' });
    // The scrubber comes with the first record.
    await vi.dynamicImportSettled();
    window.dispatchEvent(new Event('pagehide'));

    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/client-logger');
    const payload = await sentPayload(beacon);
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
        message: 'Sign-in failed for [email]',
        data: { email: '[email]', postalCode: '[postal-code]' },
      }),
    ]);

    // Sent records are not sent twice.
    flushClientLog();
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});

describe('scrubbing', () => {
  it('sends nothing before the scrubber has loaded, then every record scrubbed', async () => {
    vi.resetModules();
    const fresh = await import('./logger');
    const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fresh.initClientLogger({ merchantName: 'atelier', merchantPlatform: 'MAGENTO', language: 'nl' });

    fresh.logger.error('Sign-in failed', { postalCode: '3511+AB', email: 'sophie@example.nl' });
    fresh.flushClientLog();
    expect(beacon).not.toHaveBeenCalled();

    await vi.dynamicImportSettled();
    fresh.logger.error('Purchases failed for 3511%20AB');
    fresh.flushClientLog();
    const payload = await sentPayload(beacon);
    expect(payload.records).toEqual([
      expect.objectContaining({
        message: 'Sign-in failed',
        data: { postalCode: '[postal-code]', email: '[email]' },
      }),
      expect.objectContaining({ message: 'Purchases failed for [postal-code]' }),
    ]);
  });
});

describe('log level', () => {
  it('writes to the console from the level in local storage up (warn by default), and keeps a valid time', async () => {
    const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    initClientLogger({ merchantName: 'nordwind', merchantPlatform: 'MAGENTO', language: 'de' });

    logger.debug('quiet');
    logger.info('quiet too');
    logger.error('Purchases failed', { status: 500 });
    expect(debug).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Purchases failed', { status: 500 });

    localStorage.setItem('log-level', 'debug');
    logger.debug('now shown');
    expect(debug).toHaveBeenCalledWith('now shown', '');

    await vi.dynamicImportSettled();
    flushClientLog();
    const payload = await sentPayload(beacon);
    // Only warnings and errors are buffered for support.
    expect(payload.records.map((record: { message: string }) => record.message)).toEqual([
      'Purchases failed',
    ]);
    expect(Number.isNaN(Date.parse(payload.records[0].time))).toBe(false);
  });
});
