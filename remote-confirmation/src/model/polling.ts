/**
 * Polling with an upper bound, for both flows' confirmations: ask at once, then every `intervalMs`
 * (patronum `interval`) while the answer says `poll`, one request at a time, and at most `maxPolls`
 * requests per visit. When the last one allowed still says `poll`, polling ends with `$timedOut`,
 * so a status that never becomes ready leaves the shopper on a clear screen instead of a spinner for
 * ever (docs/business-rules.md#confirmation-polling). Leaving the page stops it; an answer to a
 * request of an earlier visit is dropped.
 *
 * A server render (issue 37) asks only for the first answer (`firstAnswerFx`): no timer, and nothing
 * the answer leads to (a session end, a redirect, an error screen) happens in the server's scope. The
 * answer is held (`$held`) and handed to the browser with the page; its page then carries on from it
 * (`resumed`) without asking again: what the answer leads to, and the next polls.
 */
import { isHttpError } from '@portal/shared';
import { isAllowedLabelUrl } from '@portal/shared/payment';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';

/** Total time the portal keeps asking before it says the status is taking long. */
export const POLLING_LIMIT_MS = 5 * 60_000;

/** How many requests fit in POLLING_LIMIT_MS at `intervalMs`, the first one (at once) included. */
export const pollsWithin = (intervalMs: number): number => Math.floor(POLLING_LIMIT_MS / intervalMs) + 1;

/** What a poll decides: `poll` asks again, anything else ends the polling. */
export interface Decision {
  kind: string;
}

/** Where a confirmation page sends the shopper instead of showing the confirmation. */
export interface Redirect {
  to: string;
  state?: { paymentStatus: string };
}

/**
 * Whether a failed request means "nothing to confirm here" (no such return, or no session for it), which
 * leads to the start and blames nobody, rather than an error to show.
 */
export const leadsToStart = (error: unknown): boolean =>
  isHttpError(error) && [401, 404].includes(error.status);

/**
 * Whether a failed request means the return is another sign-in's (403: a link of another order's
 * shopper, opened while signed in): the page says so, where a silent trip to the start left the
 * shopper signed in and wondering.
 */
export const isAnotherSignIns = (error: unknown): boolean => isHttpError(error) && error.status === 403;

/** Whether the page answers a failed request itself (the start, or "another sign-in's"), not the error screen. */
export const answeredByPage = (error: unknown): boolean => leadsToStart(error) || isAnotherSignIns(error);

/**
 * Whether this tab still holds the selection that made the return at `confirmation` (the carriers
 * step remembered it as submitted, and it is selected): only then can the carriers step be opened
 * again for it. From "Your returns", its own link or another tab, it cannot, so an unpaid return is
 * paid from its confirmation instead (docs/business-rules.md#an-unpaid-return-can-be-paid).
 */
export function heldInThisTab(
  submitted: { next: string } | null,
  selected: readonly unknown[],
  confirmation: string,
): boolean {
  if (!submitted || selected.length === 0) return false;
  const named = new URL(submitted.next, 'https://portal.invalid');
  const own = new URL(confirmation, 'https://portal.invalid');
  return (
    named.pathname === own.pathname &&
    named.searchParams.get('returnOrderId') === own.searchParams.get('returnOrderId')
  );
}

/** A request that failed and ended the polling. */
export interface PollFailure {
  error: unknown;
}

/** Which label URLs may be offered: the page's label hosts in a browser, the server's in a server render. */
type LabelAllowed = (url: string) => boolean;

/** The label hosts the page carries (`@portal/shared/payment`), read when an answer comes: a browser's. */
const pageLabelAllowed: LabelAllowed = (url) => isAllowedLabelUrl(url);

/** A server render's one ask: the visit, and the label hosts the page will carry. */
export interface FirstAsk<K> {
  key: K;
  labelHosts: readonly string[];
}

/** How one confirmation is polled. */
export interface PollingOptions<K, T, D extends Decision> {
  /** Asks for the status of what `key` names. */
  fetch: (key: K) => Promise<T>;
  /** What an answer means; `labelAllowed` says which label URLs may be offered. */
  decide: (answer: T, key: K, labelAllowed: LabelAllowed) => D;
  intervalMs: number;
  maxPolls: number;
}

/** Creates the units of one bounded polling. */
export function createPolling<K, T, D extends Decision>(options: PollingOptions<K, T, D>) {
  const { decide, intervalMs, maxPolls } = options;
  const started = createEvent<K>();
  const stopped = createEvent();
  const checkedAgain = createEvent();
  const fetchFx = createEffect(options.fetch);
  const decided = createEvent<{ key: K; answer: T; decision: D }>();
  const failed = createEvent<{ key: K; error: unknown }>();
  const boundReached = createEvent();
  const timerStarted = createEvent();
  const timerStopped = createEvent();
  /** The page shows the visit it holds an answer for: carry on from it. */
  const resumed = createEvent();
  // The server's one request, apart from the polls' (whose answers lead somewhere).
  const firstFetchFx = createEffect(options.fetch);
  /** A server render's start: the first answer only, held for the browser; fails when the request does. */
  const firstAnswerFx = createEffect(async ({ key, labelHosts }: FirstAsk<K>) => {
    const answer = await firstFetchFx(key);
    return { key, answer, decision: decide(answer, key, (url) => isAllowedLabelUrl(url, labelHosts)) };
  });

  const $key = createStore<K | null>(null)
    .on(started, (_, key) => key)
    .on(firstAnswerFx, (_, { key }) => key)
    .reset(stopped);
  const $answer = createStore<T | null>(null)
    .on([decided, firstAnswerFx.doneData], (_, { answer }) => answer)
    .reset(started, stopped);
  const $decision = createStore<D | null>(null)
    .on([decided, firstAnswerFx.doneData], (_, { decision }) => decision)
    .reset(started, stopped);
  const $failure = createStore<PollFailure | null>(null)
    .on(failed, (_, { error }) => ({ error }))
    .reset(started, stopped, checkedAgain);
  const $polls = createStore(0)
    .on(fetchFx, (polls) => polls + 1)
    .on(firstAnswerFx, () => 1)
    .reset(started, stopped, checkedAgain);
  /** The return is another sign-in's (the request was refused with 403). */
  const $anotherSignIns = $failure.map((failure) => failure !== null && isAnotherSignIns(failure.error));
  const $timedOut = createStore(false)
    .on(boundReached, () => true)
    .reset(started, stopped, checkedAgain);
  /** The answer came with the page (a server render) and the browser has not carried on from it yet. */
  const $held = createStore(false)
    .on(firstAnswerFx.done, () => true)
    .reset(started, stopped);

  const { tick } = interval({ timeout: intervalMs, start: timerStarted, stop: timerStopped });

  // At once on arrival (and on "check again"), then on each tick unless a request is still under way.
  const roundStarted = createEvent<K>();
  sample({ clock: started, target: roundStarted });
  sample({
    clock: checkedAgain,
    source: $key,
    filter: (key: K | null): key is K => key !== null,
    target: roundStarted,
  });
  sample({ clock: roundStarted, target: [fetchFx, timerStarted] });
  sample({
    clock: tick,
    source: { key: $key, pending: fetchFx.pending },
    filter: ({ key, pending }) => key !== null && !pending,
    fn: ({ key }) => key as K,
    target: fetchFx,
  });

  // The held answer leads where it would have in a browser, once; a polling decision polls on.
  const carriedOn = sample({
    clock: resumed,
    source: { held: $held, key: $key, answer: $answer, decision: $decision },
    filter: ({ held, key, answer, decision }) => held && key !== null && answer !== null && decision !== null,
    fn: ({ key, answer, decision }) => ({ key: key as K, answer: answer as T, decision: decision as D }),
  });
  $held.reset(carriedOn);
  sample({ clock: carriedOn, target: decided });
  sample({ clock: carriedOn, filter: ({ decision }) => decision.kind === 'poll', target: timerStarted });

  // Only an answer to this visit's key counts: the page may have moved on while it was under way.
  sample({
    clock: fetchFx.done,
    source: $key,
    filter: (key, { params }) => key === params,
    fn: (_, { params, result }) => ({
      key: params,
      answer: result,
      decision: decide(result, params, pageLabelAllowed),
    }),
    target: decided,
  });
  sample({
    clock: fetchFx.fail,
    source: $key,
    filter: (key, { params }) => key === params,
    fn: (_, { params, error }) => ({ key: params, error }),
    target: failed,
  });
  sample({
    clock: decided,
    source: $polls,
    filter: (polls, { decision }) => decision.kind === 'poll' && polls >= maxPolls,
    target: boundReached,
  });
  sample({ clock: decided, filter: ({ decision }) => decision.kind !== 'poll', target: timerStopped });
  sample({ clock: [failed, boundReached, stopped], target: timerStopped });

  return {
    started,
    stopped,
    checkedAgain,
    resumed,
    fetchFx,
    firstFetchFx,
    firstAnswerFx,
    decided,
    failed,
    $key,
    $answer,
    $decision,
    $failure,
    $anotherSignIns,
    $polls,
    $timedOut,
    $held,
  };
}
