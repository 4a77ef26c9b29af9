/** The core API's error answer: an errors array, each with a code. */
import type { ApiErrorBody } from '../platform/api';

/** Builds the core API's error body (checked, as every answer is, when it is sent). */
export const apiError = (code: string, message?: string): ApiErrorBody => ({
  errors: [{ code, ...(message ? { message } : {}) }],
});
