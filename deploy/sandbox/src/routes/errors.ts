/** The core API's error answer: an errors array, each with a code. */
import { type ApiErrorBody, apiErrorBodySchema } from '../platform/core';

/** Builds the error body, checked against the shared schema. */
export const apiError = (code: string, message?: string): ApiErrorBody =>
  apiErrorBodySchema.parse({ errors: [{ code, ...(message ? { message } : {}) }] });
