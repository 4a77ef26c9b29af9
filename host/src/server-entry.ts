/**
 * The entry of the host's node build: shared singletons are negotiated before any of them is evaluated,
 * so the render sits behind this async boundary, as the browser's bootstrap does (index.ts). The host
 * server calls `loadRenderer()` once per host build.
 */
export const loadRenderer = () => import('./server-render');
