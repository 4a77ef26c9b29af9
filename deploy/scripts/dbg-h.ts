import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, startPortal } from './servers';
import { SCALE_CONSUMER } from '../sandbox/src/data/seed';
const portal = await startPortal();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of [390, 800, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const base = `http://nordwind.localhost:${portal.hostPort}`;
    await page.goto(`${base}/?email=${encodeURIComponent(SCALE_CONSUMER.email)}&orderNumber=${SCALE_CONSUMER.orderNumber}`);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/select-items');
    await page.locator('.rp-item').nth(299).waitFor({ state: 'attached' });
    const out = await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('.rp-item-group')) el.style.contentVisibility = 'visible';
      const groups = [...document.querySelectorAll<HTMLElement>('.rp-item-group')];
      const hs = groups.map((g) => Math.round(g.getBoundingClientRect().height * 10) / 10);
      const headers = groups.map((g) => g.querySelector('.rp-item-group__header')!.getBoundingClientRect().height);
      const cards = [...document.querySelectorAll('.rp-item')].map((c) => c.getBoundingClientRect().height);
      const mb = getComputedStyle(groups[0]!).marginBottom; const hm = getComputedStyle(groups[0]!.querySelector('.rp-item-group__header')!).marginBottom;
      const gap = getComputedStyle(groups[0]!.querySelector('.rp-items')!).rowGap;
      const fs = getComputedStyle(document.documentElement).fontSize;
      return { groupHeights: [...new Set(hs)], headers: [...new Set(headers)], cards: [...new Set(cards)], mb, hm, gap, fs };
    });
    console.log(width, JSON.stringify(out));
    await page.close();
  }
} finally { await browser.close(); await portal.stop(); }
