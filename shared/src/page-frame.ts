/**
 * `@portal/shared/page-frame`: the frame around every page, the same in the server's first paint
 * (host/server/skeleton.ts) and in the shell (host/src/app/app.tsx), so React's render of it moves
 * nothing (docs/performance.md#nothing-moves).
 */

/**
 * Marks the page's root (`#root`) when the host server rendered the step into it. The browser takes it
 * off once it has taken the page over: hydrated, and what the tab kept read back (host/src/bootstrap.tsx);
 * a server-rendered step's controls wait for that (`StepControls`, `@portal/shared/ui`).
 */
export const SERVER_RENDERED = 'data-server-rendered';

/**
 * The cookie that says this browser holds a selection in progress at select items. The selection is kept in
 * the tab (session storage), which the host server cannot read: rendered there, the cards would be drawn
 * unselected and change once the tab's selection is read back. With the cookie the server leaves select items
 * to the browser, whose first drawing of the cards has the selection (remote-selection's model sets it).
 */
export const SELECTING_COOKIE = 'portal-selecting';

/** The pages a shopper signs in on. */
export const SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/', '/magic-link']);

/** The app frame's classes: on the sign-in pages, and on the return flow's. */
export const FRAME_CLASS = { signIn: 'rp-app', flow: 'rp-app rp-app--flow' } as const;

/**
 * The app frame's class on `pathname`, in a page the server painted for `servedPath`. Every page but
 * sign-in is a page of the return flow (`rp-app--flow`), whose frame fills the screen: the footer
 * starts below it, so a step's content arriving taller than the first paint pushes nothing the
 * shopper sees. The sign-in page keeps its footer, with the withdrawal link, on a short screen, but
 * only where the server painted it so: a flow page that sends the shopper to sign in by itself (a
 * finished return reloaded) keeps the flow frame, or the footer would jump into view.
 */
export const appFrameClass = (pathname: string, servedPath: string): string =>
  SIGN_IN_PATHS.has(pathname) && SIGN_IN_PATHS.has(servedPath) ? FRAME_CLASS.signIn : FRAME_CLASS.flow;

/** What a step shows above its content before its data is here: its place in the flow (of 3) and its heading. */
export interface StepFrame {
  step?: number;
  /** The text key of the step's h1 (its `{{shop}}` is the shop's name). */
  heading: string;
}

/**
 * The steps whose heading is known before their data, by path: the server's first paint draws it
 * (host/server/skeleton.ts), and so does the shell while the step's code loads, so the page has its h1
 * whichever is on screen. A page whose heading comes with its data (a confirmation) has none until then.
 */
export const STEP_FRAMES: Readonly<Record<string, StepFrame>> = {
  '/': { heading: 'login.title' },
  '/magic-link': { heading: 'login.title' },
  '/select-items': { step: 1, heading: 'select_items.title' },
  '/confirm-items': { step: 1, heading: 'confirm_items.title' },
  '/carriers': { step: 2, heading: 'carriers.title' },
  '/withdraw': { heading: 'withdrawal.title' },
};
