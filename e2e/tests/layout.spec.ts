/**
 * Layout rules of the design system (issue 10) that screenshots cannot prove: keyboard focus is never
 * hidden behind the bottom action bar (WCAG 2.2 §2.4.11), the bar never covers the last card, the item
 * grid has one, two or three columns by the layout's breakpoints, the header's name and tools never
 * collide, and the shop's pictures and logo take the sizes it configured.
 */
import { expect, type Page, test } from '@playwright/test';
import { merchants } from '../../deploy/sandbox/src/data/seed';
import { portalUrl, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

/** How many columns the first order's cards are laid out in. */
const columns = (page: Page) =>
  page
    .locator('.rp-items')
    .first()
    .evaluate((list) => new Set([...list.children].map((item) => item.getBoundingClientRect().left)).size);

test('on a phone, focus moved by Tab is never behind the action bar, nor is the last card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await signInDirectly(page, 'nordwind');
  await selectReturn(page, 'Merino Crew Sweater', 'Te klein');
  const bar = page.locator('.rp-action-bar');
  await expect(bar).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  const hidden: string[] = [];
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const barElement = document.querySelector('.rp-action-bar');
      if (!active || !barElement || barElement.contains(active) || active === document.body) return null;
      const rect = active.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return null;
      const barTop = barElement.getBoundingClientRect().top;
      return rect.bottom > barTop + 1 || rect.top < 0
        ? `${active.tagName} "${active.textContent?.trim()}"`
        : null;
    });
    if (problem) hidden.push(problem);
  }
  expect(hidden).toEqual([]);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastCardBottom = await page
    .locator('.rp-item')
    .last()
    .evaluate((card) => card.getBoundingClientRect().bottom);
  const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
  expect(lastCardBottom).toBeLessThanOrEqual(barTop);
});

test('item cards fill one column on a phone, two from 576 px and three from 992 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInDirectly(page, 'nordwind');
  expect(await columns(page)).toBe(1);
  await page.setViewportSize({ width: 600, height: 800 });
  expect(await columns(page)).toBe(2);
  await page.setViewportSize({ width: 1000, height: 800 });
  expect(await columns(page)).toBe(3);
  // Cards fill their column: no empty half of the page on a laptop.
  await page.setViewportSize({ width: 1280, height: 800 });
  const { list, cards } = await page
    .locator('.rp-items')
    .first()
    .evaluate((element) => ({
      list: element.getBoundingClientRect().width,
      cards: [...element.children]
        .slice(0, 3)
        .reduce((sum, item) => sum + item.getBoundingClientRect().width, 0),
    }));
  expect(cards).toBeGreaterThan(list * 0.9);
});

test("a centred shop name never runs under the header's tools, on any screen", async ({ page }) => {
  const overlap = async () =>
    page.evaluate(() => {
      const brand = document
        .querySelector('.rp-header__brand-slot a, .rp-header__brand-slot')
        ?.getBoundingClientRect();
      const tools = document.querySelector('.rp-header__tools')?.getBoundingClientRect();
      if (!brand || !tools) return 'missing';
      return brand.right > tools.left || brand.bottom < tools.top || brand.top > tools.bottom
        ? 'overlap'
        : 'clear';
    });
  // atelier centres its name (logoCentered); signed in, the tools hold the language and log-out buttons.
  await page.setViewportSize({ width: 375, height: 800 });
  await signInDirectly(page, 'atelier');
  for (const width of [320, 375, 576, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(`${width}: ${await overlap()}`).toBe(`${width}: clear`);
  }
});

test('the sign-in picture is a real image at its configured anchor: none on a phone, a banner on a small tablet, half the screen on a laptop', async ({
  page,
}) => {
  const nordwind = merchants.find((merchant) => merchant.merchantName === 'nordwind');
  const image = page.locator('img.rp-sign-in__image');
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/login/')) fetched.push(request.url());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(portalUrl('nordwind'), { waitUntil: 'networkidle' });
  await expect(image).toHaveAttribute('src', new RegExp(`${nordwind?.loginLeftSideImageUrl}$`));
  await expect(image).toBeHidden();
  // A phone does not show it, so it does not download it either (it would hold back the first paint).
  expect(fetched).toEqual([]);
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(image).toHaveCSS('object-position', '50% 0%'); // "center top"
  expect((await image.boundingBox())?.height).toBeLessThanOrEqual(180);
  await page.setViewportSize({ width: 1280, height: 800 });
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThan(400);
  expect(box?.height).toBeGreaterThan(400);
});

test('the logo takes the configured phone height, and a proportionate one on larger screens', async ({
  page,
}) => {
  const nordwind = merchants.find((merchant) => merchant.merchantName === 'nordwind');
  const logo = page.getByRole('img', { name: nordwind?.name });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(portalUrl('nordwind'));
  // The header is drawn by the shell's script, after the page's load event.
  await expect(logo).toBeVisible();
  // Polled: on a busy machine the shell's styles may land a moment after the logo shows.
  const height = async () => (await logo.boundingBox())?.height ?? 0;
  await expect.poll(height).toBeCloseTo(Number(nordwind?.mobileLogoHeight), 0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(height).toBeCloseTo(Number(nordwind?.mobileLogoHeight) * 1.35, 0);
});

test("product pictures are the products' own, named by their alt text", async ({ page }) => {
  await signInDirectly(page, 'nordwind');
  const shirt = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Linen Shirt' }) });
  await expect(shirt.getByRole('img', { name: 'Linen Shirt' })).toHaveAttribute(
    'src',
    /\/assets\/products\/linen-shirt\.svg$/,
  );
});
