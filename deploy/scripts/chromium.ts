/**
 * How Debian's Chromium is started here (Playwright cannot download its own browser): the tests, the
 * size budget and the benchmarks all use these options.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
