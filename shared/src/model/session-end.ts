/**
 * Ending the platform session: `POST /logout` on the portal's own origin, which ends the session at
 * the platform before it clears the cookie. The shell's log-out button and a finished return both end
 * it this one way, through the one HTTP client.
 */
import { createEffect } from 'effector';
import { httpRequest } from '../http/client';

/**
 * Ends the session. It never fails: whatever the answer (or none), the portal forgets the shopper
 * itself, so a caller has nothing to do about a failed logout. The client logs a lost call.
 */
export const endSessionFx = createEffect(async (): Promise<void> => {
  try {
    await httpRequest({ url: '/logout', method: 'POST', schema: (s) => s.unusedAnswerSchema, core: false });
  } catch {
    // The answer does not matter (see above).
  }
});
