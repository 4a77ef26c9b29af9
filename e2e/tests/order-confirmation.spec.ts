/**
 * The order confirmation of both flows (issue 12) against the sandbox: a paid return whose label
 * appears after polling and opens as a PDF, logout once, the return's status on a later visit; a
 * free return; ship-it-yourself with the return address; in-store drop-off; the label-less code; the
 * commercial invoice from outside the EU; each label error; the quote flow's expired payment with
 * retry and its cancelled one; a 503; a bare visit. Each test signs in as a shopper of its own.
 */
import type { Page, Request } from '@playwright/test';
import { readPdf } from '../support/pdf';
import { expectNoAxeViolations, portalUrl, type Shopper, sandboxUrl } from '../support/portal';
import { startOnConfirmation } from '../support/return-flow';
import { expect, test } from '../support/signed-in';

const CONFIRMATION = /\/order-confirmation\?id=[^&]+&returnOrderId=([^&]+)$/;
const REGISTERED = 'Je retour is geregistreerd';

const isLogout = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/logout';
/** The sandbox's id of nordwind's "Too large" (Te groot). */
const TOO_LARGE = 102;
const ILSE: Shopper = { email: 'ilse@example.com', orderNumber: 'NW-5004' };

/** A draft-flow return of `title` by `carrier`, made in the sandbox (paid when `payment` says so). */
const returnOf = (shopper: Shopper, title: string, carrier: string, payment?: 'paid') => ({
  merchant: 'nordwind',
  shopper,
  items: [{ title, reasonId: TOO_LARGE }],
  until: 'return-order' as const,
  carrier,
  ...(payment ? { payment } : {}),
});

/** The return order id of the confirmation the page is on. */
const returnOrderIdOf = (page: Page) => CONFIRMATION.exec(page.url())?.[1] ?? '';

test.describe('draft flow', () => {
  test('a paid return: the label appears after polling and opens as a PDF; logout once; the status on a later visit', async ({
    page,
    seedReturn,
    signedIn,
  }) => {
    // A whole paid return, its label poll and a later visit with two axe checks: on a busy machine
    // more than 30 s even without fixed waits (the later polls run on the page's clock).
    test.slow();
    // Time flows as usual until the test moves the page's clock past its later polls.
    await page.clock.install();
    const pim: Shopper = { email: 'pim@example.com', orderNumber: 'NW-5041' };
    const { confirmation } = await seedReturn(returnOf(pim, 'Linen Shirt', 'DPD Pickup point', 'paid'));
    const logouts: string[] = [];
    page.on('request', (request) => {
      if (isLogout(request)) logouts.push(request.url());
    });
    // Where the payment page sends the shopper back.
    await signedIn('nordwind', pim, confirmation);
    await expect(page).toHaveURL(CONFIRMATION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);

    // The label is being made: the button waits, and says so.
    await expect(page.getByRole('button', { name: 'Je label wordt gemaakt…' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Je label wordt gemaakt…' })).toBeAttached();
    expect(logouts).toEqual([]);
    // A later poll (every 5 s) finds it: this shopper's labels are ready 10 s after payment (seed.ts).
    const label = page.getByRole('link', { name: 'Download je label' });
    await expect(label).toBeVisible({ timeout: 25_000 });
    await expect(label).toHaveAttribute('target', '_blank');
    const href = (await label.getAttribute('href')) ?? '';
    const pdf = await page.request.get(href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const { title, text } = await readPdf(await pdf.body());
    expect(title).toMatch(/^Return label /);
    expect(text).toContain('Nordwind Outfitters Returns');
    const [opened] = await Promise.all([page.waitForEvent('popup'), label.click()]);
    expect(opened.url()).toBe(href);
    await opened.close();

    await expect(page.getByText('Breng je pakket naar een inleverpunt van DPD.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zoek een inleverpunt' })).toHaveAttribute(
      'href',
      'https://locator.example/dpd?country=NL',
    );
    await expect(page.getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute(
      'href',
      'https://nordwind.example',
    );
    await expectNoAxeViolations(page);
    // The session ends once the return is through, once: further polls and renders send nothing more.
    await expect.poll(() => logouts.length).toBe(1);
    // Past the next poll on the page's clock, not by waiting for it.
    await page.clock.runFor(6_000);
    await expect(page.getByRole('link', { name: 'Download je label' })).toBeVisible();
    expect(logouts).toHaveLength(1);

    // Later: the parcel moves; the shopper signs in again in this tab, which leads straight back to
    // the finished return's confirmation.
    const id = returnOrderIdOf(page);
    const confirmationUrl = page.url();
    for (let step = 0; step < 2; step++)
      expect((await page.request.post(sandboxUrl(`/sandbox/return-orders/${id}/advance`))).ok()).toBe(true);
    await page.goto(portalUrl('nordwind'));
    await page.getByLabel('E-mailadres').fill(pim.email);
    await page.getByLabel('Ordernummer').fill(pim.orderNumber);
    await page.getByRole('button', { name: 'Verder' }).click();
    await expect(page).toHaveURL(confirmationUrl);
    const timeline = page.getByRole('region', { name: 'Waar je retour is' });
    await expect(timeline.getByRole('listitem')).toHaveCount(5);
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Onderweg naar de winkel');
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Ingeleverd' })).toContainText(/\d/);
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Terugbetaald' })).not.toContainText(/\d/);
    for (let step = 0; step < 2; step++)
      expect((await page.request.post(sandboxUrl(`/sandbox/return-orders/${id}/advance`))).ok()).toBe(true);
    await page.reload();
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Terugbetaald');
    await expectNoAxeViolations(page);
    // Visiting again started no second logout of this return.
    expect(logouts).toHaveLength(1);
  });

  test('a free return (an exchange): no payment, the label after polling', async ({
    page,
    seedReturn,
    signedIn,
  }) => {
    const fenna: Shopper = { email: 'fenna@example.com', orderNumber: 'NW-5002' };
    const seeded = await seedReturn({
      merchant: 'nordwind',
      shopper: fenna,
      items: [{ title: 'Linen Shirt', exchangeTo: 'L' }],
      until: 'return-order',
      carrier: 'DPD Pickup point',
    });
    // Nothing to pay: the order was submitted at once, no payment page.
    expect(seeded.returnOrder).toEqual({ id: expect.any(String), submittedStatus: 'Submitted' });
    // The polls run on the page's clock: moved on below once the label is due, not waited out.
    await page.clock.install();
    await signedIn('nordwind', fenna, seeded.confirmation);
    await expect(page).toHaveURL(CONFIRMATION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
    await expect(page.getByRole('button', { name: 'Je label wordt gemaakt…' })).toBeDisabled();
    // Fenna's label never comes on its own during a run (seed.ts): the sandbox makes it now, and a later
    // poll finds it.
    const advanced = await page.request.post(
      sandboxUrl(`/sandbox/return-orders/${seeded.returnOrder?.id}/advance`),
    );
    expect(advanced.ok()).toBe(true);
    const label = page.getByRole('link', { name: 'Download je label' });
    await expect(async () => {
      await page.clock.runFor(5_000);
      await expect(label).toBeVisible({ timeout: 500 });
    }).toPass();
  });

  test('ship it yourself: the return address, no label button', async ({ page, seedReturn, signedIn }) => {
    const sam: Shopper = { email: 'sam@example.com', orderNumber: 'NW-5003' };
    const { confirmation } = await seedReturn(returnOf(sam, 'Merino Crew Sweater', 'Ship it yourself'));
    await signedIn('nordwind', sam, confirmation);
    await expect(page).toHaveURL(CONFIRMATION);
    const address = page.getByRole('region', { name: 'Retouradres' });
    await expect(address).toContainText('Nordwind Outfitters Returns');
    await expect(address).toContainText('Havenstraat 12 B');
    await expect(address).toContainText('1011 AB Amsterdam');
    await expect(page.getByRole('button', { name: /label/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /label/i })).toHaveCount(0);
    // Sent from inside the EU: no commercial invoice.
    await expect(page.getByText('Handelsfactuur')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('in-store drop-off: find a store, no label', async ({ page, seedReturn, signedIn }) => {
    const { confirmation } = await seedReturn(
      returnOf(ILSE, 'Merino Crew Sweater', 'Return in a Nordwind store'),
    );
    await signedIn('nordwind', ILSE, confirmation);
    await expect(page).toHaveURL(CONFIRMATION);
    await expect(page.getByText('Breng je retour naar een van onze winkels.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zoek een winkel' })).toHaveAttribute(
      'href',
      'https://nordwind.example/stores',
    );
    await expect(page.getByRole('button', { name: /label/i })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('label-less: a QR code and the same code as text, to copy, with its expiry', async ({
    page,
    context,
    seedReturn,
    signedIn,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const joris: Shopper = { email: 'joris@example.com', orderNumber: 'NW-5005' };
    const { confirmation } = await seedReturn(
      returnOf(joris, 'Merino Crew Sweater', 'DHL point, no printer needed', 'paid'),
    );
    await signedIn('nordwind', joris, confirmation);
    await expect(page).toHaveURL(CONFIRMATION);
    const box = page.getByRole('region', { name: 'Je inlevercode' });
    await expect(box).toBeVisible({ timeout: 15_000 });
    const code = box.locator('dd');
    await expect(code).toHaveText(/^RTN-\d{4}-\d{4}$/);
    const text = (await code.textContent()) ?? '';
    const qr = box.getByRole('img', { name: `QR-code van je inlevercode ${text}` });
    await expect(qr).toBeVisible();
    // At least 2.5 cm (96 CSS px per inch) on the screen.
    expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual((2.5 / 2.54) * 96);
    await expect(box).toContainText(/Geldig tot \d+ \w+ \d{4}/);
    await box.getByRole('button', { name: 'Code kopiëren' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code gekopieerd' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expectNoAxeViolations(page);
  });

  test('ship it yourself from outside the EU: the commercial invoice opens as a PDF in a new tab, listing the items', async ({
    page,
    seedReturn,
    signedIn,
  }) => {
    const logouts: string[] = [];
    page.on('request', (request) => {
      if (isLogout(request)) logouts.push(request.url());
    });
    const george: Shopper = { email: 'george@example.co.uk', orderNumber: 'NW-5010' };
    const { confirmation } = await seedReturn(returnOf(george, 'Linen Shirt', 'Ship it yourself'));
    // What the portal fetches while the session lasts (passed through unchanged), and the new tab shows.
    let invoice: Buffer | undefined;
    await page.route('**/commercial-invoice.pdf?*', async (route) => {
      // Node does not resolve *.localhost: ask the same server by its address, under the shop's name.
      const url = new URL(route.request().url());
      const headers = { ...(await route.request().allHeaders()), host: url.host };
      url.hostname = '127.0.0.1';
      const response = await route.fetch({ url: url.href, headers });
      invoice = await response.body();
      await route.fulfill({ response, body: invoice });
    });
    await signedIn('nordwind', george, confirmation);
    await expect(page).toHaveURL(CONFIRMATION);
    await expect.poll(() => invoice?.length ?? 0).toBeGreaterThan(0);
    const { title, text } = await readPdf(invoice ?? Buffer.alloc(0));
    expect(title).toBe(`Commercial invoice ${returnOrderIdOf(page)}`);
    expect(text).toContain('Linen Shirt');
    expect(text).toContain('George Whitfield');
    expect(text).toContain('GBP');
    const download = page.getByRole('link', { name: 'Download de handelsfactuur' });
    await expect(download).toBeVisible();
    // The invoice was fetched while the session lasted: it saves even after the finished return logged out.
    await expect.poll(() => logouts.length).toBe(1);
    // It opens in a new tab, not as a download.
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).not.toHaveAttribute('download');
    const href = (await download.getAttribute('href')) ?? '';
    const [opened] = await Promise.all([page.context().waitForEvent('page'), download.click()]);
    // The local copy fetched while the session lasted: Chromium's viewer shows it as a PDF.
    await expect.poll(() => opened.url()).toBe(href);
    expect(href).toMatch(/^blob:/);
    await expect.poll(() => opened.evaluate(() => document.contentType)).toBe('application/pdf');
    await opened.close();
    await expectNoAxeViolations(page);
  });

  for (const [status, email, orderNumber, text] of [
    [
      'AUTHENTICATION_ERROR',
      'label-auth@example.com',
      'NW-5006',
      'De vervoerder accepteerde onze aanvraag niet.',
    ],
    [
      'LABEL_REQUEST_VALIDATION_ERROR',
      'label-validation@example.com',
      'NW-5007',
      'De vervoerder kon de gegevens van je retour niet verwerken.',
    ],
    [
      'ADDRESS_FORMAT_ERROR',
      'label-address@example.com',
      'NW-5008',
      'De vervoerder kon het adres niet lezen.',
    ],
    ['UNSPECIFIED_ERROR', 'label-unspecified@example.com', 'NW-5009', 'Er ging iets mis bij de vervoerder.'],
  ] as const) {
    test(`a label refused with ${status} shows the label-creation error page`, async ({
      page,
      seedReturn,
      signedIn,
    }) => {
      const shopper: Shopper = { email, orderNumber };
      const { confirmation } = await seedReturn(
        returnOf(shopper, 'Merino Crew Sweater', 'DPD Pickup point', 'paid'),
      );
      await signedIn('nordwind', shopper, confirmation);
      await expect(page).toHaveURL(CONFIRMATION);
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'We konden je label niet maken' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(alert).toContainText(text);
      await expect(alert.getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByText(REGISTERED)).toHaveCount(0);
      // The shell stays: the language button is there.
      await expect(page.getByRole('button', { name: /Taal wijzigen/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const [status, text] of [
    [500, 'Er ging bij ons iets mis.'],
    [503, 'Onze dienst is tijdelijk niet beschikbaar.'],
    [422, 'Er is iets onverwachts gebeurd, excuses voor het ongemak.'],
  ] as const) {
    test(`a ${status} from the core API shows its error page with support and a way back`, async ({
      page,
      apiSignIn,
    }) => {
      const consumer = await apiSignIn('nordwind', ILSE);
      await page.route('**/api/v0/consumer/*/return-order/*', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: '{}' }),
      );
      await page.goto(portalUrl('nordwind', `/order-confirmation?id=${consumer}&returnOrderId=ro-x`));
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(text);
      await expect(alert.getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByText(REGISTERED)).toHaveCount(0);
      // The shell stays: the language button is there.
      await expect(page.getByRole('button', { name: /Taal wijzigen/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await alert.getByRole('button', { name: 'Terug naar het begin' }).click();
      await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
    });
  }

  for (const status of [401, 404]) {
    test(`a ${status} from the core API sends the shopper to the start`, async ({ page, apiSignIn }) => {
      const consumer = await apiSignIn('nordwind', ILSE);
      await page.route('**/api/v0/consumer/*/return-order/*', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: '{}' }),
      );
      await page.goto(portalUrl('nordwind', `/order-confirmation?id=${consumer}&returnOrderId=ro-x`));
      await expect(page).toHaveURL(portalUrl('nordwind', '/'));
      await expect(page.getByText(REGISTERED)).toHaveCount(0);
    });
  }

  test('a label off the label hosts (a data: URL, another site) shows the label-error page, never the link', async ({
    page,
    apiSignIn,
  }) => {
    const consumer = await apiSignIn('nordwind', ILSE);
    let labelUrl = 'data:application/pdf;base64,JVBERi0xLjQK';
    // A tampered answer: a finished, paid return whose label points somewhere else.
    await page.route('**/api/v0/consumer/*/return-order/ro-tampered', (route) =>
      route.fulfill({
        json: {
          id: 'ro-tampered',
          submittedStatus: 'Submitted',
          shippingMethod: 'DROP_OFF',
          carrierName: 'DPD',
          isShipItYourself: false,
          paymentStatus: 'Paid',
          shipment: { status: 'LABEL_CREATED', labelUrl, sender: { countryCode: 'NL' } },
        },
      }),
    );
    const open = () =>
      page.goto(portalUrl('nordwind', `/order-confirmation?id=${consumer}&returnOrderId=ro-tampered`));
    for (const tampered of [labelUrl, 'https://labels.evil.example/label.pdf']) {
      labelUrl = tampered;
      await open();
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'We konden je label niet maken' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download je label' })).toHaveCount(0);
      await expect(page.getByText(REGISTERED)).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    // The same answer with the sandbox's label (the label host here) offers the label.
    labelUrl = sandboxUrl('/sandbox/labels/some-label.pdf');
    await open();
    await expect(page.getByRole('link', { name: 'Download je label' })).toHaveAttribute('href', labelUrl);
  });

  test('a label that never comes: after five minutes of polling a clear screen says so, announced, and can check again', async ({
    page,
    apiSignIn,
  }) => {
    const consumer = await apiSignIn('nordwind', ILSE);
    let asks = 0;
    // A paid return whose label the carrier never makes.
    await page.route('**/api/v0/consumer/*/return-order/ro-never-ready', (route) => {
      asks += 1;
      return route.fulfill({
        json: {
          id: 'ro-never-ready',
          submittedStatus: 'Submitted',
          shippingMethod: 'DROP_OFF',
          carrierName: 'DPD',
          isShipItYourself: false,
          paymentStatus: 'Paid',
          shipment: { status: 'PENDING', labelUrl: null, sender: { countryCode: 'NL' } },
        },
      });
    });
    let answered = 0;
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/ro-never-ready')) answered += 1;
    });
    const logouts: string[] = [];
    page.on('request', (request) => {
      if (isLogout(request)) logouts.push(request.url());
    });
    await page.clock.install();
    await page.goto(portalUrl('nordwind', `/order-confirmation?id=${consumer}&returnOrderId=ro-never-ready`));
    await expect(page.getByRole('button', { name: 'Je label wordt gemaakt…' })).toBeDisabled();
    // Five minutes on the page's clock, one poll (5 s) at a time, each answered before the next. A tick while
    // a poll is still under way is skipped (one request at a time), and the clock's own flow asks again only
    // 5 real seconds later; so the clock moves once the answer has reached the page and the page has had a
    // turn to take it in.
    const alert = page.getByRole('alert');
    const timedOut = alert.getByRole('heading', { name: 'Dit duurt langer dan normaal' });
    for (let poll = 1; poll < 61; poll++) {
      await expect.poll(() => answered, { intervals: [10] }).toBeGreaterThanOrEqual(poll);
      await page.evaluate(() => undefined);
      await page.clock.runFor(5_000);
    }
    await expect(timedOut).toBeVisible();
    expect(asks).toBe(61);
    await expect(alert).toContainText('kijk over een paar minuten opnieuw');
    await expect(alert.getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('button', { name: 'Je label wordt gemaakt…' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Polling has ended: nothing more is asked, and the session was not ended.
    await page.clock.runFor(60_000);
    expect(asks).toBe(61);
    expect(logouts).toEqual([]);

    // Checking again asks at once and polls anew.
    await alert.getByRole('button', { name: 'Opnieuw kijken' }).click();
    await expect(page.getByRole('button', { name: 'Je label wordt gemaakt…' })).toBeDisabled();
    // The button waits as soon as the ask leaves the page; the ask reaches the route a moment later.
    await expect.poll(() => asks).toBe(62);
  });

  test('nothing is confirmed without a return: a bare visit and someone else’s return go to /', async ({
    page,
    apiSignIn,
  }) => {
    await apiSignIn('nordwind', ILSE);
    await page.goto(portalUrl('nordwind', '/order-confirmation'));
    await expect(page).toHaveURL(portalUrl('nordwind', '/'));
    const consumer = await apiSignIn('nordwind', ILSE);
    await page.goto(portalUrl('nordwind', `/order-confirmation?id=${consumer}&returnOrderId=not-mine`));
    await expect(page).toHaveURL(portalUrl('nordwind', '/'));
    await expect(page.getByText(REGISTERED)).toHaveCount(0);
  });

  test('another sign-in’s confirmation link says so, with the way back to the own orders and a log-out', async ({
    page,
    apiSignIn,
  }) => {
    const other = await apiSignIn('nordwind', { email: 'emma@example.com', orderNumber: 'NW-1001' });
    const link = portalUrl('nordwind', `/order-confirmation?id=${other}&returnOrderId=ro-of-emma`);
    await apiSignIn('nordwind', ILSE);
    await page.goto(link);
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { name: 'Deze retour hoort bij een andere aanmelding' }),
    ).toBeVisible();
    await expect(page).toHaveURL(link);
    await expect(page.getByText(REGISTERED)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await alert.getByRole('link', { name: 'Terug naar je bestellingen' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
    await expect(page.getByRole('heading', { name: `Bestelling #${ILSE.orderNumber}` })).toBeVisible();

    await page.goto(link);
    await page.getByRole('alert').getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
  });
});

test.describe('quote flow', () => {
  // Each starts on the confirmation the payment page led back to, its quote and payment seeded in the sandbox.
  const pieter: Shopper = { email: 'pieter@example.nl', orderNumber: '100301' };
  const anna: Shopper = { email: 'anna@example.nl', orderNumber: '100302' };
  const daan: Shopper = { email: 'daan@example.nl', orderNumber: '100304' };

  test('an expired payment shows the payment error; retry pays through the sandbox and the label follows', async ({
    page,
  }) => {
    // Its quote made by DPD and its payment left to expire, as the payment page's Expire leaves it.
    await startOnConfirmation(page, 'atelier', pieter, {
      title: 'Midi Wrap Dress "Flora"',
      reason: 'Past niet',
      carrier: 'DPD Pickup point',
      payment: 'expired',
    });
    await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+$/);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Je betaling is niet gelukt' })).toBeVisible();
    await expect(alert).toContainText('De betaling is verlopen.');
    await expect(page.getByText(REGISTERED)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const retries: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/volta\/quotes\/[^/]+\/payments$/.test(request.url()))
        retries.push(request.url());
    });
    await alert.getByRole('button', { name: 'Nu betalen' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    expect(retries).toHaveLength(1);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
    const steps = page.getByRole('region', { name: 'Zo gaat het verder' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Download je label' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Veelgestelde vragen' }).locator('details')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('a cancelled payment goes back to the carriers', async ({ page }) => {
    await startOnConfirmation(page, 'atelier', anna, {
      title: 'Slim Chino Trousers',
      reason: 'Past niet',
      carrier: 'DPD Pickup point',
      payment: 'canceled',
    });
    await expect(page).toHaveURL(portalUrl('atelier', '/carriers'), { timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Je betaling is niet gelukt' })).toBeVisible();
  });

  test('a label off the label hosts shows the label-error page, never the link', async ({
    page,
    apiSignIn,
  }) => {
    await apiSignIn('atelier', { email: 'sophie@example.nl', orderNumber: '100045' });
    await page.route('**/volta/confirmations/q-tampered', (route) =>
      route.fulfill({
        json: {
          hasExchangeItems: false,
          shouldHaveLabel: true,
          labelUrl: 'data:application/pdf;base64,JVBERi0xLjQK',
          paymentStatus: 'paid',
          courierServiceType: 'DPD_DROPOFF',
          shipmentType: 'DROPOFF',
          customerCountry: 'NL',
          withCoupon: false,
          labelInTheBox: false,
          paperless: false,
        },
      }),
    );
    await page.goto(portalUrl('atelier', '/order-confirmation/q-tampered'));
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'We konden je label niet maken' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download je label' })).toHaveCount(0);
    await expect(page.getByText(REGISTERED)).toHaveCount(0);
  });

  test('an unavailable carrier service still confirms the return, saying so', async ({ page }) => {
    await startOnConfirmation(page, 'atelier', daan, {
      title: 'Merino Crew Sweater',
      reason: 'Past niet',
      carrier: 'DPD Pickup point',
      payment: 'paid',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED, { timeout: 15_000 });
    await expect(page.getByText('De vervoerder is tijdelijk niet bereikbaar.', { exact: false })).toBeVisible(
      {
        timeout: 15_000,
      },
    );
  });
});
