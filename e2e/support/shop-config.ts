/** Changing a shop's configuration for one test's pages, as the browser tests need it. */
import { expect, type Page } from '@playwright/test';

/** This test's pages get the shop's configuration with `changes` (JSON fragments, before → after). */
export async function changeConfig(page: Page, merchant: string, changes: [string, string][]) {
  await page.route(
    (url) => url.hostname === `${merchant}.localhost`,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // The test runner cannot resolve *.localhost as the browser does: ask localhost as this shop.
      const request = route.request();
      const url = new URL(request.url());
      const response = await route.fetch({
        url: `${url.protocol}//localhost:${url.port}${url.pathname}${url.search}`,
        headers: { ...request.headers(), host: url.host },
      });
      let body = await response.text();
      for (const [before, after] of changes) {
        expect(body, `the configuration on the page has ${before}`).toContain(before);
        body = body.replace(before, after);
      }
      return route.fulfill({ response, body });
    },
  );
}
