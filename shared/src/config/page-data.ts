/** Data the server put on the page as `<script type="application/json">`. */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** The parsed content of the script with this id, or null when it is missing or does not fit. */
export function readPageData<T>(id: string, schema: $ZodType<T>, doc: Document = document): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const result = z.safeParse(schema, JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
