/**
 * On the pages the server has already drawn with their content (the sign-in page, `skeleton.ts`; a step
 * it rendered, `ssr/`), the shell's scripts and the files they will need are fetched right after that
 * first paint instead of with the HTML: the phone's first frame (the shop's header and the page's
 * heading) then waits for nothing but the HTML (and on the sign-in page the heading's font), and the
 * scripts arrive while the shopper reads. They are still fetched all at once (preloads), so nothing
 * waits on anything else.
 *
 * The loader is a fixed inline script allowed by its hash: the policy keeps refusing every other
 * inline script. What it loads travels as JSON beside it, so its text, and the hash, never change.
 */
import { createHash } from 'node:crypto';
import { type PreloadHint, preloadLinks } from './preloads';

// The paint observer reports each paint once it is on screen (and at once if it already is); the
// loader waits for the first contentful one, the shop's heading in its font: a first paint of the
// background alone can come well before it, and scripts started then compete with the heading's font.
// Where paint timing is missing, the next frame. A hidden tab draws nothing: the portal starts there
// at once. The 4 s timeout is only a safety net for a browser that never reports a paint; a shorter
// one started the scripts before the first paint on a busy machine, which is what this file avoids.
// A manifest preload is fetched as Module Federation reads it, in CORS mode.
// The scripts themselves run once the whole document is parsed, as the deferred scripts they replace
// did: a step's page can paint its first cards while the rest of its HTML (more cards, the scope the
// browser hydrates from) is still arriving, and a hidden tab starts before the body is there at all.
/** The inline loader's text (its test runs it against a stand-in page). */
export const AFTER_PAINT_LOADER =
  "(function(){var started=false;function start(){if(started)return;started=true;var plan=JSON.parse(document.getElementById('after-paint').textContent);plan.preload.forEach(function(hint){var link=document.createElement('link');link.rel='preload';link.as=hint.as;link.href=hint.href;if(hint.as==='fetch')link.crossOrigin='anonymous';document.head.appendChild(link)});function run(){plan.scripts.forEach(function(src){var script=document.createElement('script');script.src=src;script.async=false;document.head.appendChild(script)})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)}).observe({type:'paint',buffered:true})}catch(error){requestAnimationFrame(function(){setTimeout(start,0)})}if(document.visibilityState==='hidden')start();setTimeout(start,4000)})()";

/** The Content-Security-Policy source that allows the loader and nothing else inline. */
export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

// The shell's scripts as the build writes them into index.html.
const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * `html` with its deferred scripts, and `preload`, started by the loader after the first paint (the
 * scripts fetched at once, among the preloads, and run once the document is parsed).
 * Pages the server does not draw keep their scripts as they are: there is no paint to wait for.
 *
 * `fetch: 'scripts-with-html'` fetches the deferred scripts with the HTML instead (preload links), and
 * `preload` after the paint, and runs the scripts after it: for a page whose head comes well before its
 * body (a step the server renders while the platform answers), so the shell's start-up file arrives in
 * that wait, while the step's own files, which only its hydration needs, do not compete with the paint.
 */
export function startAfterFirstPaint(
  html: string,
  preload: PreloadHint[],
  fetch: 'after-paint' | 'scripts-with-html' = 'after-paint',
): string {
  const scripts: string[] = [];
  const page = html.replace(DEFERRED_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0) return html;
  const scriptHints = scripts
    .filter((src) => !preload.some((hint) => hint.href === src))
    .map((href): PreloadHint => ({ href, as: 'script' }));
  const scriptsNow = fetch === 'scripts-with-html';
  const now = scriptsNow ? preloadLinks(scriptHints) : '';
  const later = scriptsNow ? preload : [...scriptHints, ...preload];
  // `<` escaped: the plan sits inside a script element.
  const plan = JSON.stringify({ preload: later, scripts }).replace(/</g, '\\u003c');
  return page.replace(
    '</head>',
    () =>
      `${now}<script id="after-paint" type="application/json">${plan}</script><script>${AFTER_PAINT_LOADER}</script></head>`,
  );
}
