/**
 * Starts the data of the step at a path (route-data.ts, loaded on demand): the sign-in page has none.
 * Called as soon as the path is known, at start before the texts and the first render, and on every
 * navigation; a GET already on its way is not asked again.
 */
import { SIGN_IN_PATHS } from '@portal/shared/page-frame';

const loadRouteData = () => import(/* webpackChunkName: "lazy-route-data" */ './route-data');

/** Starts the GETs the step at `pathname` begins with. */
export function startStepData(pathname: string): void {
  if (!SIGN_IN_PATHS.has(pathname)) void loadRouteData().then((data) => data.startRouteData(pathname));
}
