/**
 * Nothing moves after the first paint: each step of a return, reloaded on a phone and on a laptop,
 * shifts its layout by no more than CLS 0.01 from the server's first paint until its content is in
 * (docs/performance.md#nothing-moves). The shifts are read with the Layout Instability API.
 */
import { expect, type Page, test } from '@playwright/test';
import { cls, RECORD_SHIFTS, shiftsAfterLoad } from '../support/layout-shifts';
import { portalUrl, type Shopper, selectReturn, signIn } from '../support/portal';
import { answerPayment, submitWith } from '../support/return-flow';
import { VIEWPORTS } from '../support/visual';

const SHOPPERS: Record<keyof typeof VIEWPORTS, Shopper> = {
  phone: { email: 'lotte@example.com', orderNumber: 'NW-5072' },
  laptop: { email: 'ruben@example.com', orderNumber: 'NW-5073' },
};

for (const size of ['phone', 'laptop'] as const) {
  test(`${size}: every step of a return reloads with CLS at most 0.01`, async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ viewport: VIEWPORTS[size] });
    await context.addInitScript(RECORD_SHIFTS);
    const page = await context.newPage();
    const expectStill = async (on: Page, step: string, ready: () => Promise<void>) => {
      const shifts = await shiftsAfterLoad(on, ready);
      // The message names what moved, so a failure says where to look.
      expect(cls(shifts), `${step}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01);
    };

    await signIn(page, 'nordwind', SHOPPERS[size]);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Linen Shirt', exact: true }) });
    await page.reload();
    await expectStill(page, 'select items', () =>
      expect(card.getByRole('button', { name: 'Selecteren' })).toBeVisible(),
    );

    await selectReturn(page, 'Linen Shirt', 'Te groot');
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
    const confirm = page.getByRole('button', { name: 'Selectie bevestigen' });
    await page.reload();
    await expectStill(page, 'confirm items', () => expect(confirm).toBeEnabled());

    await confirm.click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
    await page.reload();
    await expectStill(page, 'carriers', () =>
      expect(page.getByRole('radio', { name: 'DPD Pickup point' })).toBeVisible(),
    );

    // Paid: the payment page sends the shopper back, and the order confirmation loads afresh; it is
    // in once the label is ready.
    await submitWith(page, 'DPD Pickup point');
    await answerPayment(page, 'Pay');
    await expect(page).toHaveURL(/\/order-confirmation\?/);
    await expectStill(page, 'order confirmation', () =>
      expect(page.getByRole('link', { name: 'Download je label' })).toBeVisible({ timeout: 25_000 }),
    );
    // Reloaded, a finished return's page sends the shopper to sign in again, in the frame it drew:
    // the footer stays below the screen. (On a laptop the sign-in form itself still moves once, by
    // its success note: docs/performance.md#nothing-moves.)
    await page.reload();
    const notice = page.getByText('Je retour is afgerond. Log opnieuw in om de bevestiging te bekijken.');
    const shifts = await shiftsAfterLoad(page, () => expect(notice).toBeVisible());
    expect(shifts.filter((shift) => shift.moved.some((what) => what.startsWith('footer')))).toEqual([]);
    await context.close();
  });
}

test("text drawn before the shop's web font arrives takes the room the font will take", async ({
  browser,
}) => {
  // The sign-in heading on a phone, with the shop's font, and with every font file refused.
  const measure = async (blockFonts: boolean) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    if (blockFonts) await page.route('**/fonts/*.woff2', (route) => route.abort());
    await page.goto(portalUrl('nordwind'));
    await expect(page.getByLabel(/e-mail/i)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const box = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      // The heading as one line: its width is the text's, whatever the wrapping.
      const line = heading.cloneNode(true) as HTMLElement;
      line.style.cssText = 'position:absolute;white-space:nowrap;width:auto';
      heading.after(line);
      const { width } = line.getBoundingClientRect();
      // The device serif as it is, unshaped: what the text looked like before the fallback face.
      line.style.fontFamily = "'Liberation Serif'";
      return { width, plain: line.getBoundingClientRect().width };
    });
    const used = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    );
    await context.close();
    return { ...box, used };
  };
  const withFont = await measure(false);
  const before = await measure(true);
  expect(withFont.used).toContain('Lora');
  expect(before.used).not.toContain('Lora');
  // Bold Lora is 10 % wider than the device's bold serif; the fallback face shaped by the build's
  // metrics (for the regular weight) brings that under 5 %, at least halving the jump.
  const off = (width: number) => Math.abs(width / withFont.width - 1);
  const figures = JSON.stringify({ withFont, before });
  expect(off(before.width), figures).toBeLessThan(0.05);
  expect(off(before.width), figures).toBeLessThan(off(before.plain) / 2);
});
