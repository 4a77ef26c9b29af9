// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startConsentNoticeIfShown } from './consent-notice';

const { startConsentNotice } = vi.hoisted(() => ({ startConsentNotice: vi.fn() }));
vi.mock('./consent', () => ({ startConsentNotice }));

afterEach(() => startConsentNotice.mockClear());

describe('startConsentNoticeIfShown', () => {
  it('fetches and starts the notice code on a page the server drew a notice into', async () => {
    document.body.innerHTML = '<section class="rp-consent" data-consent="unknown"><form></form></section>';
    startConsentNoticeIfShown(document);
    await vi.waitFor(() => expect(startConsentNotice).toHaveBeenCalledWith(document));
  });

  it('fetches nothing on a page without a notice (a shop that does not ask)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    startConsentNoticeIfShown(document);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startConsentNotice).not.toHaveBeenCalled();
  });
});
