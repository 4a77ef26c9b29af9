/**
 * Asks for an answer, decides what it means, and asks again after `intervalMs` for as long as the
 * decision says `poll`. One request at a time; nothing more once the page is left.
 */
import { useEffect, useState } from 'react';

/** The latest answer, what it means, or the error that ended the polling. */
export interface PollState<T, P> {
  answer?: T;
  progress?: P;
  error?: unknown;
}

/** Polls `fetchAnswer` while `decide` answers `{ kind: 'poll' }`; `key` restarts it, null stops it. */
export function usePoll<T, P extends { kind: string }>(
  key: string | null,
  fetchAnswer: () => Promise<T>,
  decide: (answer: T) => P,
  intervalMs: number,
): PollState<T, P> {
  const [state, setState] = useState<PollState<T, P>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is polled; the functions are the page's, made anew each render
  useEffect(() => {
    if (key === null) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      fetchAnswer().then(
        (answer) => {
          if (!active) return;
          const progress = decide(answer);
          setState({ answer, progress });
          if (progress.kind === 'poll') timer = setTimeout(ask, intervalMs);
        },
        (error: unknown) => active && setState((previous) => ({ ...previous, error })),
      );
    };
    ask();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [key, intervalMs]);
  return state;
}
