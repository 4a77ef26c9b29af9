/**
 * `@portal/shared/gate`: a page's "shown" state for its model (effector-react's gates), so that
 * once-per-visit loads and moves live in the model rather than in `useEffect`. A subpath module
 * bundled by the steps that use it: the sign-in page's JavaScript does not carry it.
 */
export { createGate, type Gate, useGate } from 'effector-react';
