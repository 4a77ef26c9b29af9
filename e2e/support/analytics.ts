/** The browser tests' analytics settings: the main host's store folder, and the report page's token. */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST_PORT } from './ports';

/** The main host's PGlite folder: one per host port, so two runs side by side do not share it. */
export const ANALYTICS_DATA_DIR = path.join(tmpdir(), `portal-e2e-analytics-${HOST_PORT}`);
/** ANALYTICS_REPORT_TOKEN of the e2e host: the operator's. */
export const REPORT_TOKEN = 'e2e-report-token-0123456789abcdef';
/** Each merchant's own report token (ANALYTICS_REPORT_TOKENS of the e2e host). */
export const MERCHANT_REPORT_TOKENS = {
  nordwind: 'e2e-nordwind-report-token-0123456789',
  atelier: 'e2e-atelier-report-token-0123456789',
} as const;
/** MERCHANT_REPORT_TOKENS as the host reads them. */
export const MERCHANT_REPORT_TOKENS_ENV = Object.entries(MERCHANT_REPORT_TOKENS)
  .map(([merchant, token]) => `${merchant}=${token}`)
  .join(',');
