/** The errors an HTTP call can end in (docs/business-rules.md#timeouts-per-call-kind, docs/business-rules.md#error-screens). */
import type { $ZodIssue } from 'zod/v4/core';

/** The server answered with a non-OK status. `data` is the parsed JSON body, or the text if it is not JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {
    super(`HTTP ${status} ${statusText}`);
    this.name = 'HttpError';
  }
}

/** The request never got an answer ("Failed to fetch"). */
export class NetworkError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Network failure for ${url}`, { cause });
    this.name = 'NetworkError';
  }
}

/** No answer within the call's time limit (see TIMEOUTS_MS in client.ts); the request was aborted. */
export class TimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly ms: number,
  ) {
    super(`No answer from ${url} within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** The server answered OK with a body that does not have the expected shape. */
export class ResponseShapeError extends Error {
  constructor(
    readonly url: string,
    readonly issues: $ZodIssue[],
  ) {
    super(
      `Unexpected answer from ${url}: ${issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'ResponseShapeError';
  }
}

/** True for an HttpError (also one from another copy of this module, by name). */
export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof HttpError || (error instanceof Error && error.name === 'HttpError');

/** True for a NetworkError. */
export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError || (error instanceof Error && error.name === 'NetworkError');

/** True for a TimeoutError (by name too: the browser's own timeout abort is also called TimeoutError). */
export const isTimeoutError = (error: unknown): error is TimeoutError =>
  error instanceof Error && error.name === 'TimeoutError';

/** True for a ResponseShapeError. */
export const isResponseShapeError = (error: unknown): error is ResponseShapeError =>
  error instanceof ResponseShapeError || (error instanceof Error && error.name === 'ResponseShapeError');
