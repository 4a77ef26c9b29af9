/**
 * Every step's first paint comes from the server (host/server/skeleton.ts): its heading is in the
 * HTML before any script runs, and React then renders the same layout in place, so a reload signed
 * in moves nothing (cumulative layout shift, a layout figure, not a timing).
 */
import { expect, type Page, test } from '@playwright/test';
import { portalUrl, selectReturn, signIn } from '../support/portal';
import { HOST_PORT } from '../support/ports';

// Shifts the page reports, summed the way Lighthouse's CLS is for a load (no input in between).
const OBSERVE_SHIFTS = () => {
  const win = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  win.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      win.__shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
            : String(source.node?.nodeName),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

async function reloadAndMeasure(page: Page, heading: string) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A frame more: shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
}

const total = (shifts: { value: number }[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

test('every step reloaded signed in has its heading in the HTML, and nothing shifts', async ({ page }) => {
  test.slow();
  // A shopper no other browser test signs in as: the draft is hers alone, whatever runs beside.
  await signIn(page, 'nordwind', { email: 'paula@example.com', orderNumber: 'NW-5001' });
  await page.addInitScript(OBSERVE_SHIFTS);
  const steps: { path: string; heading: string; next?: () => Promise<void> }[] = [
    {
      path: '/select-items',
      heading: 'Welke artikelen wil je retourneren?',
      next: async () => {
        await selectReturn(page, 'Linen Shirt', 'Te klein');
        await page.getByRole('button', { name: /^Verder met/ }).click();
      },
    },
    {
      path: '/confirm-items',
      heading: 'Controleer je selectie',
      next: () => page.getByRole('button', { name: 'Selectie bevestigen' }).click(),
    },
    { path: '/carriers', heading: 'Hoe wil je je retour versturen?' },
  ];
  for (const step of steps) {
    await expect(page).toHaveURL(portalUrl('nordwind', step.path));
    // The HTML as the server sends it, before any script: the heading is there.
    const html = await (
      await page.request.get(`http://127.0.0.1:${HOST_PORT}${step.path}`, {
        headers: { host: `nordwind.localhost:${HOST_PORT}`, accept: 'text/html' },
      })
    ).text();
    expect(html).toContain(`>${step.heading}</h1>`);
    const shifts = await reloadAndMeasure(page, step.heading);
    test.info().annotations.push({ type: 'CLS', description: `${step.path}: ${total(shifts).toFixed(4)}` });
    expect(total(shifts), `${step.path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01);
    await step.next?.();
  }
});
