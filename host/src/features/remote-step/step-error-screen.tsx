/**
 * A step that failed while running (an API answered with an error or with a shape we cannot read):
 * the error goes on the bus and the error screen of remote-confirmation shows it.
 */
import { stepErrorRaised, useUnit } from '@portal/shared';
import { useEffect } from 'react';

/** Reports `error` to the bus; the shell then renders the error screen in place of the step. */
export function StepErrorScreen({ error }: { error: unknown }) {
  const raise = useUnit(stepErrorRaised);
  useEffect(() => {
    raise(error);
  }, [raise, error]);
  return null;
}
