/**
 * Data the host server put on the page as `<script type="application/json">`.
 *
 * The server builds these islands with the same zod schemas the apps use (the shop configuration is
 * parsed by `parseShopConfig` on its way in from the core API, the remotes list by its schema), so
 * the page only guards against an island that is missing or broken. That keeps zod out of the
 * sign-in page's download.
 */
import type { ShopConfig } from './shop-config';
import { ShopConfigError } from './shop-config-error';

function readJson(id: string, doc: Document): unknown {
  const text = doc.getElementById(id)?.textContent?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The island with this id when it is there and `fits`; null otherwise. */
export function readPageData<T>(
  id: string,
  fits: (value: unknown) => value is T,
  doc: Document = document,
): T | null {
  const value = readJson(id, doc);
  return fits(value) ? value : null;
}

/** Whether an island's value is a JSON object. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the configuration the server parsed and placed in `<script id="shop-config">`. */
export function readShopConfig(doc: Document = document): ShopConfig {
  const value = readJson('shop-config', doc);
  if (value === undefined) {
    throw new ShopConfigError(
      'Shop configuration is missing from the page: no <script id="shop-config" type="application/json">',
      '(root)',
    );
  }
  if (value === null) throw new ShopConfigError('Shop configuration is not valid JSON', '(root)');
  // The server filled in every default; a page without these was not made by it.
  if (!isRecord(value) || !isRecord(value.customizations) || !Array.isArray(value.locales)) {
    throw new ShopConfigError(
      'Shop configuration on the page was not prepared by the portal server',
      '(root)',
    );
  }
  return value as ShopConfig;
}
