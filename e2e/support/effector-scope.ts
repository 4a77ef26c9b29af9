/**
 * Watches the page's one effector for work done outside a scope (docs/architecture.md#the-page-runs-in-one-scope):
 * the browser runs every unit in the page's scope, so an event called, an effect run or a store
 * written without one is a unit that lost it (its change never reaches the screen, and a server
 * render's hydration would not match). effector 23 prints no warning of its own for that, so the
 * test installs effector's inspector hook (`setInspector`, what `effector/inspect` is built on) on the
 * page's effector, taken from Module Federation's share scope, and records every unscoped computation.
 */
import type { Page } from '@playwright/test';

/** Starts recording on the page as it is now (again after each reload: a reload starts a new effector). */
export async function watchForScopeLoss(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    type Shared = { lib?: () => { setInspector?: unknown }; loaded?: boolean };
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: { shareScopeMap?: unknown }[] } })
      .__FEDERATION__;
    const shared = (
      federation?.__INSTANCES__?.[0]?.shareScopeMap as Record<string, Record<string, Record<string, Shared>>>
    )?.default?.effector;
    const effector = Object.values(shared ?? {})
      .find((candidate) => candidate.loaded && candidate.lib)
      ?.lib?.() as
      | {
          setInspector: (
            inspector: (stack: { scope?: unknown; node: { meta: Record<string, unknown> } }) => void,
          ) => void;
        }
      | undefined;
    if (!effector?.setInspector) return false;
    const lost: string[] = [];
    effector.setInspector((stack) => {
      if (stack.scope) return;
      const { op, name, unitName } = stack.node.meta;
      lost.push(`${String(op)} ${String(name ?? unitName ?? '')}`.trim());
    });
    // The watch itself is proved first: an event called outside any scope is seen, then forgotten.
    const probe = (effector as unknown as { createEvent: (name: string) => () => void }).createEvent('probe');
    probe();
    if (!lost.some((entry) => entry.includes('probe'))) throw new Error('The scope watch saw nothing');
    lost.length = 0;
    (globalThis as { __scopeLoss__?: string[] }).__scopeLoss__ = lost;
    return true;
  });
}

/** What ran outside a scope since `watchForScopeLoss` (each unit once). */
export async function scopeLoss(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set((globalThis as { __scopeLoss__?: string[] }).__scopeLoss__ ?? ['not watched']),
  ]);
}
