/**
 * The page's one Effector scope. The browser runs every unit in a scope forked at start-up from the
 * values the host server rendered the page with (`<script id="portal-scope">`, effector's `serialize`
 * of its own scope), so the server's render and the browser's first one agree (docs/architecture.md#the-page-runs-in-one-scope).
 * Components reach the scope through effector-react's Provider, models by being run in it; this module
 * is the one way for the browser's glue code outside React to reach it (start-up, the route data and
 * analytics the shell starts, the session's A/B variants, demo mode's answers).
 *
 * Browser only: a server render never starts it, and nothing that runs during a React render or
 * inside a model may call pageScope() (the server renders many shoppers' pages in one process, each
 * in a scope of its own, so module-level state read there would leak one shopper's state into another's page).
 */
import { fork, type Scope } from 'effector';
import { isRecord, readPageData } from '../config/page-data';
import { logger } from '../logger/logger';

/** The page island the host server writes the serialised scope into. */
export const SCOPE_ISLAND_ID = 'portal-scope';

let current: Scope | null = null;

/**
 * The values the server rendered the page with, by sid; none when the page carries no island. An
 * island that is not a JSON object of them is reported once and ignored: the page starts from the
 * stores' defaults and asks for its data itself, as a page the server did not render does. Each value
 * is the server's own `serialize` of a store whose data it parsed with the API schemas on its way in.
 */
export function readScopeValues(doc: Document = document): Record<string, unknown> {
  if (!doc.getElementById(SCOPE_ISLAND_ID)) return {};
  const values = readPageData(SCOPE_ISLAND_ID, isRecord, doc);
  if (!values) logger.warn('Page scope values ignored');
  return values ?? {};
}

/** The sids of the values the server rendered the page with. */
let fromServer: ReadonlySet<string> = new Set();

/** Forks the page's scope from the server's values; the browser's start-up calls it once. */
export async function startPageScope(doc: Document = document): Promise<Scope> {
  const values = readScopeValues(doc);
  fromServer = new Set(Object.keys(values));
  current = fork({ values });
  return current;
}

/**
 * Whether the server rendered the page with a value of the store `sid`: what the tab kept of it is then
 * older than what the page shows, and is not read back over it (persistence.ts).
 */
export const renderedByServer = (sid: string | null): boolean => fromServer.has(sid as string);

/**
 * The page's scope, for glue code outside React in the browser (see above); throws before start-up
 * has made it, so code that would run on the server or in a render fails loudly instead of reading
 * another page's state.
 */
export function pageScope(): Scope {
  if (!current) throw new Error('No page scope');
  return current;
}
