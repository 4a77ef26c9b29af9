/** Sign-in (issue 3): order number, postal code, country, magic link, demo, errors, keyboard, a11y. */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, sampleFor, sandboxUrl, selectReturn } from '../support/portal';

const emailField = (page: Page) => page.getByLabel('E-mailadres', { exact: true });
const orderField = (page: Page) => page.getByLabel('Ordernummer');
const submit = (page: Page) => page.getByRole('button', { name: 'Verder' });

test.describe('order-number sign-in', () => {
  test('signs in on the draft-flow shop and lands on /select-items with the consumer id stored', async ({
    page,
  }) => {
    await page.goto(portalUrl('nordwind'));
    await emailField(page).fill('emma@example.com');
    await orderField(page).fill('#NW-1001');
    await submit(page).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('consumer-storage'))) ?? 'null'),
    ).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('signs in with a postal code on a shop that allows it', async ({ page }) => {
    await page.goto(portalUrl('atelier'));
    await page.getByLabel('E-mailadres of postcode').fill('3511 ab');
    await orderField(page).fill('100045');
    await submit(page).click();
    await expect(page).toHaveURL(portalUrl('atelier', '/select-items'));
  });

  test('an ecommerce-less shop needs a country, offering BE, DE and NL first', async ({ page }) => {
    const sample = sampleFor('kiosk');
    await page.goto(portalUrl('kiosk'));
    const country = page.getByLabel('Land', { exact: true });
    await expect(country).toBeVisible();
    const options = await country
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options.slice(0, 5)).toEqual(['', 'BE', 'DE', 'NL', '-']);
    expect(options.length).toBe(1 + 3 + 1 + 27);

    await emailField(page).fill(sample.email ?? '');
    await orderField(page).fill(sample.orderNumber);
    await submit(page).click();
    await expect(page.getByText('Dit veld is verplicht: Land')).toBeVisible();
    await country.selectOption('DE');
    await submit(page).click();
    await expect(page).toHaveURL(portalUrl('kiosk', '/select-items'));
  });

  test('wrong credentials show the invalid-credentials message', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    await emailField(page).fill('someone@example.com');
    await orderField(page).fill('NW-1001');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'De combinatie van ordernummer en e-mailadres is niet juist.',
    );
    await expect(page).toHaveURL(portalUrl('nordwind', '/'));
  });

  test('prefills e-mail and order number from the query', async ({ page }) => {
    await page.goto(portalUrl('nordwind', '/?email=emma%40example.com&orderNumber=NW-1001'));
    await expect(emailField(page)).toHaveValue('emma@example.com');
    await expect(orderField(page)).toHaveValue('NW-1001');
  });

  test('shows the order-number hint box, tied to the field', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    const hint = page.getByText('Je ordernummer heeft 7 tekens, bijvoorbeeld NW-1001.');
    await expect(hint).toBeVisible();
    await expect(orderField(page)).toHaveAttribute(
      'aria-describedby',
      (await hint.getAttribute('id')) ?? 'missing',
    );
    // A shop without it shows no hint.
    await page.goto(portalUrl('atelier'));
    await expect(page.getByText(/Je ordernummer heeft/)).toHaveCount(0);
  });

  test('validates on blur: a required or malformed field says so, tied to that field', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    await emailField(page).focus();
    await orderField(page).focus();
    await expect(page.getByText('Dit veld is verplicht: E-mailadres')).toBeVisible();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await emailField(page).fill('emma@');
    await emailField(page).blur();
    const error = page.getByText('E-mailadres is niet juist');
    await expect(error).toBeVisible();
    await expect(emailField(page)).toHaveAttribute(
      'aria-describedby',
      (await error.getAttribute('id')) ?? 'missing',
    );
    await orderField(page).fill('  ##  ');
    await orderField(page).blur();
    await expect(page.getByText('Dit veld is verplicht: Ordernummer')).toBeVisible();
  });

  test('too many attempts get their own message', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    // Someone guessing at speed, from this browser: the sandbox allows 30 a minute here.
    await page.evaluate(async () => {
      for (let i = 0; i < 30; i++) {
        await fetch('/api/v0/auth/consumer', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'guess@example.com',
            orderNumber: 'NW-2040',
            locale: 'nl',
            storeId: 'store-nordwind',
            userProperties: { deviceId: 'd', sessionId: 's' },
          }),
        });
      }
    });
    await emailField(page).fill('oliver@example.co.uk');
    await orderField(page).fill('NW-2040');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Te veel pogingen. Wacht een minuut en probeer het opnieuw.',
    );
  });

  test('an error a later step stored is shown on the sign-in page with its own message', async ({ page }) => {
    await page.route('**/api/v0/consumer/*/purchases', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"errorCode":"EC_50005"}' }),
    );
    await page.goto(portalUrl('nordwind'));
    await emailField(page).fill('emma@example.com');
    await orderField(page).fill('NW-1001');
    await submit(page).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/'));
    await expect(page.getByRole('alert')).toHaveText('Alles uit deze bestelling is al geretourneerd.');
  });

  test('logout clears the consumer id and the selection', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    await emailField(page).fill('emma@example.com');
    await orderField(page).fill('NW-1001');
    await submit(page).click();
    await selectReturn(page, 'Merino Crew Sweater', 'Te klein');
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/'));
    const storage = await page.evaluate(() => ({
      consumer: sessionStorage.getItem('consumer-storage'),
      selection: sessionStorage.getItem('selectItems-storage'),
    }));
    expect(JSON.parse(storage.consumer ?? 'null')).toBeNull();
    expect(JSON.parse(storage.selection ?? '[]')).toEqual([]);
    await page.goto(portalUrl('nordwind', '/select-items'));
    await expect(page).toHaveURL(portalUrl('nordwind', '/'));
  });
});

test.describe('magic link', () => {
  test('round trip through the sandbox outbox; the same link a second time shows the landing error', async ({
    page,
    browser,
  }) => {
    await page.clock.install();
    await page.goto(portalUrl('nordwind', '/magic-link'));
    await page.getByLabel('E-mailadres').fill('emma@example.com');
    await page.getByRole('button', { name: 'Stuur me een link' }).click();
    const confirmation = page.getByText('Kijk in je inbox: we hebben je een inloglink gestuurd.');
    await expect(confirmation).toBeVisible();
    await page.clock.fastForward(6000);
    await expect(confirmation).toBeHidden();
    await expect(page.getByRole('button', { name: 'Stuur me een link' })).toBeVisible();

    const outbox = (await (await page.request.get(sandboxUrl('/sandbox/outbox.json'))).json()) as {
      to: string;
      link: string;
    }[];
    const mail = outbox.find((candidate) => candidate.to === 'emma@example.com');
    expect(mail?.link).toContain(portalUrl('nordwind', '/api/v0/auth/magic-link/verify'));

    await page.goto(mail?.link ?? '');
    await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
    await expect(page.getByRole('heading', { name: 'Bestelling #NW-1001' })).toBeVisible();

    const second = await browser.newPage();
    await second.goto(mail?.link ?? '');
    await expect(second).toHaveURL(/\/login\/magic-link\?error=magic_link_used/);
    await expect(second.getByRole('alert')).toHaveText(
      'Deze inloglink is al gebruikt. Vraag een nieuwe link aan.',
    );
    await second.getByRole('link', { name: 'Nieuwe inloglink aanvragen' }).click();
    await expect(second).toHaveURL(portalUrl('nordwind', '/magic-link'));
    await second.close();
  });

  test('a consumer id not of the platform format is refused before any API call (issue 8)', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v0/')) apiCalls.push(path);
    });
    await page.goto(portalUrl('nordwind', '/login/magic-link?consumer_id=../../x&device_id=d'));
    await expect(page.getByRole('alert')).toHaveText(
      'Deze inloglink kan niet worden gebruikt. Vraag een nieuwe link aan.',
    );
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/login\/magic-link\?/);
    expect(apiCalls).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('consumer-storage'))).toBeNull();
  });

  test('?error= is never shown as it is: a known code has its message, other text a generic one', async ({
    page,
  }) => {
    await page.goto(portalUrl('nordwind', '/login/magic-link?error=Call%20us%20on%200900-1234'));
    await expect(page.getByRole('alert')).toHaveText(
      'Deze inloglink kan niet worden gebruikt. Vraag een nieuwe link aan.',
    );
    await expect(page.locator('body')).not.toContainText('0900-1234');
    await expect(page.locator('body')).not.toContainText('Call us');
    await expectNoAxeViolations(page);

    await page.goto(portalUrl('nordwind', '/login/magic-link?error=magic_link_expired'));
    await expect(page.getByRole('alert')).toHaveText(
      'Deze inloglink is verlopen. Vraag een nieuwe link aan.',
    );
    await expect(page.locator('body')).not.toContainText('magic_link_expired');
  });

  test('switches between the order-number form and the magic-link form', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    await page.getByRole('button', { name: 'Stuur me liever een inloglink' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/magic-link'));
    await expect(page.getByRole('button', { name: 'Stuur me een link' })).toBeVisible();
    await page.getByRole('button', { name: 'Liever inloggen met mijn ordernummer' }).click();
    await expect(orderField(page)).toBeVisible();
    // A shop without magic links offers no switch.
    await page.goto(portalUrl('atelier'));
    await expect(page.getByRole('button', { name: 'Stuur me liever een inloglink' })).toHaveCount(0);
  });
});

test.describe('demo mode', () => {
  test('needs the demo order number and then signs in without the network', async ({ page }) => {
    const authCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v0/auth/')) authCalls.push(request.url());
    });
    await page.goto(portalUrl('nordwind', '/?demo'));
    await expect(page.getByText(/Demomodus: log in met ordernummer DEMO-1001/)).toBeVisible();
    // The shop's own order-number format (7 characters, like NW-1001) would contradict the demo hint.
    await expect(page.getByText(/Je ordernummer heeft/)).toHaveCount(0);
    await emailField(page).fill('demo@returns-portal.example');
    await orderField(page).fill('NW-1001');
    await submit(page).click();
    await expect(page.getByText('In demomodus moet je dit ordernummer gebruiken: DEMO-1001')).toBeVisible();
    await orderField(page).fill('DEMO-1001');
    await submit(page).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
    expect(authCalls).toEqual([]);
  });
});

test.describe('keyboard and accessibility', () => {
  test('the whole sign-in works with the keyboard alone', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    for (
      let i = 0;
      i < 10 && !(await emailField(page).evaluate((node) => node === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(emailField(page)).toBeFocused();
    await page.keyboard.type('emma@example.com');
    await page.keyboard.press('Tab');
    await expect(orderField(page)).toBeFocused();
    await page.keyboard.type('NW-1001');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
  });

  test('no axe violations in the empty, error and loading states', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    await expect(submit(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await submit(page).click();
    await expect(page.getByText('Dit veld is verplicht: E-mailadres')).toBeVisible();
    await expectNoAxeViolations(page);

    // Held until released, whenever the call reaches the route (a release before it must not be lost).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v0/auth/consumer', async (route) => {
      await released;
      await route.continue();
    });
    await emailField(page).fill('emma@example.com');
    await orderField(page).fill('NW-1001');
    await submit(page).click();
    await expect(page.getByRole('button', { name: 'Bezig met inloggen…' })).toBeVisible();
    await expectNoAxeViolations(page);
    // A second press while it is being sent does nothing.
    await page.getByRole('button', { name: 'Bezig met inloggen…' }).click({ force: true });
    release();
    await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
  });

  test('the magic-link form has no axe violations', async ({ page }) => {
    await page.goto(portalUrl('nordwind', '/magic-link'));
    await expect(page.getByRole('button', { name: 'Stuur me een link' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
