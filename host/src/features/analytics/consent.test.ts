// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_ANSWERED, pageConsent, startConsentNotice } from './consent';

/** A page as the server draws it for a shop that asks (host/server/consent.ts), with the footer's button. */
function pageWith(consent: 'unknown' | 'granted' | 'denied') {
  // The window's own document: only there does focus move.
  const doc = document;
  doc.body.innerHTML = `<section class="rp-consent" data-consent="${consent}"${consent === 'unknown' ? '' : ' hidden'}><form method="post" action="/consent"><button type="submit" name="choice" value="denied">Decline</button><button type="submit" name="choice" value="granted">Accept</button></form></section><div id="root"><h1 tabindex="-1">Select items</h1></div><footer><button type="button" data-portal-privacy-choices>Cookie settings</button></footer>`;
  const notice = doc.querySelector<HTMLElement>('.rp-consent') as HTMLElement;
  const button = (name: string) =>
    [...doc.querySelectorAll('button')].find((each) => each.textContent === name) as HTMLButtonElement;
  const answers: string[] = [];
  doc.addEventListener(CONSENT_ANSWERED, (event) => answers.push((event as CustomEvent<string>).detail));
  return { doc, notice, button, answers };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('the consent notice in the page', () => {
  it('reads the answer in force from the notice the server drew', () => {
    expect(pageConsent(pageWith('granted').doc)).toBe('granted');
    expect(pageConsent(pageWith('unknown').doc)).toBe('unknown');
    expect(pageConsent(document.implementation.createHTMLDocument('no notice'))).toBe('unknown');
  });

  it('sends the answer once, then closes and tells the analytics', async () => {
    const { doc, notice, button, answers } = pageWith('unknown');
    let answer: (response: Response) => void = () => undefined;
    const send = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    startConsentNotice(doc, send);
    button('Accept').click();
    // A second press while the first is on its way sends nothing.
    button('Accept').click();
    button('Decline').click();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('/consent', expect.objectContaining({ body: '{"choice":"granted"}' }));
    expect(notice.hidden).toBe(false);
    answer(new Response(null, { status: 204 }));
    await settled();
    expect(notice.hidden).toBe(true);
    expect(notice.dataset.consent).toBe('granted');
    expect(pageConsent(doc)).toBe('granted');
    expect(answers).toEqual(['granted']);
    // Focus goes to the page's heading, not lost with the closed notice.
    expect(doc.activeElement?.textContent).toBe('Select items');
  });

  it('opens again from "Cookie settings" with the answer in force, and gives focus back there', async () => {
    const { doc, notice, button, answers } = pageWith('denied');
    startConsentNotice(doc, async () => new Response(null, { status: 204 }));
    button('Cookie settings').click();
    expect(notice.hidden).toBe(false);
    expect(notice.dataset.consent).toBe('denied');
    expect(doc.activeElement).toBe(button('Decline'));
    button('Accept').click();
    await settled();
    expect(answers).toEqual(['granted']);
    expect(doc.activeElement).toBe(button('Cookie settings'));
  });

  it("falls back to the form's own post when the answer cannot be sent", async () => {
    const { doc, notice, button, answers } = pageWith('unknown');
    const form = notice.querySelector('form') as HTMLFormElement;
    const posted = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    startConsentNotice(doc, async () => new Response(null, { status: 503 }));
    button('Decline').click();
    await settled();
    expect(posted).toHaveBeenCalledWith(button('Decline'));
    expect(answers).toEqual([]);
    expect(notice.dataset.consent).toBe('unknown');
  });
});
