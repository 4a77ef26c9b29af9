import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type TransformCaller, type TransformOptions, transformAsync } from '@babel/core';
import type { RuleSetRule, RuleSetUseItem } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { $featureResults as carrierToggles } from '../../remote-carriers/src/model/carrier-features.ts';
import { $submitProblem as draftSubmitProblem } from '../../remote-carriers/src/model/carriers-draft.ts';
import { $submitProblem as quoteSubmitProblem } from '../../remote-carriers/src/model/carriers-quote.ts';
import {
  quotePolling,
  $paymentRetrying as quoteRetrying,
} from '../../remote-confirmation/src/model/quote-confirmation.ts';
import {
  $paymentRetrying as orderRetrying,
  returnOrderPolling,
} from '../../remote-confirmation/src/model/return-order-confirmation.ts';
import { ConfirmItemsGate } from '../../remote-selection/src/model/confirm-items.ts';
import { $featureResults as selectionToggles } from '../../remote-selection/src/model/features.ts';
import { SelectItemsGate } from '../../remote-selection/src/model/select-items.ts';
import { $selectedItems } from '../../shared/src/model/selection.ts';
import { createAppConfig } from './create-app-config.ts';
import { addSids, REPOSITORY_ROOT } from './effector-sids.ts';

const root = (...parts: string[]) => path.join(REPOSITORY_ROOT, ...parts);

/** The sids a compilation wrote into a module, in order. */
const sidsIn = (code: string): string[] => [...code.matchAll(/\bsid: "([^"]+)"/g)].map((match) => match[1]!);

/** The Babel options an app's rspack configuration gives babel-loader. */
function babelOptionsOf(app: string, kind: 'host' | 'remote'): TransformOptions {
  const config = createAppConfig({ dir: root(app), kind, federationName: app.replace('-', '_'), devPort: 0 });
  const rules = (config.module?.rules ?? []) as RuleSetRule[];
  const rule = rules.find((candidate) => candidate.loader === 'babel-loader');
  if (!rule) throw new Error(`${app}: no babel-loader rule`);
  return (rule.options ?? (rule.use as RuleSetUseItem)) as TransformOptions;
}

/** Compiles a file as babel-loader does in an app's build for a target (babel-loader names it as the caller). */
async function compiledSids(file: string, app: string, kind: 'host' | 'remote', target: string) {
  const { cacheDirectory: _cache, ...options } = babelOptionsOf(app, kind) as TransformOptions & {
    cacheDirectory?: unknown;
  };
  // babel-loader tells Babel the compilation's target; a node build differs from a browser build there.
  const caller: TransformCaller & { target: string } = {
    name: 'babel-loader',
    target,
    supportsStaticESM: true,
  };
  const result = await transformAsync(readFileSync(file, 'utf8'), { ...options, filename: file, caller });
  return sidsIn(result?.code ?? '');
}

describe('effector sids in every build', () => {
  it('gives a shared module the same sids in every app’s build, for the browser and for node, and in vitest', async () => {
    const file = root('shared/src/model/selection.ts');
    const builds = await Promise.all([
      compiledSids(file, 'host', 'host', 'web'),
      compiledSids(file, 'remote-auth', 'remote', 'web'),
      compiledSids(file, 'remote-carriers', 'remote', 'web'),
      compiledSids(file, 'host', 'host', 'async-node'),
      compiledSids(file, 'remote-selection', 'remote', 'async-node'),
    ]);
    expect(builds[0]!.length).toBeGreaterThan(3);
    for (const sids of builds) expect(sids).toEqual(builds[0]);
    // vitest compiled this test's import of the module with the same definition.
    expect(builds[0]).toContain(($selectedItems as { sid: string | null }).sid);
  });

  it('leaves debug names out of production builds, and the sids as they are', async () => {
    const file = root('shared/src/model/consumer.ts');
    const source = readFileSync(file, 'utf8');
    const production = await addSids(source, file, { production: true });
    const development = await addSids(source, file, { production: false });
    expect(production?.code).not.toContain('name: "');
    expect(development?.code).toContain('name: "$consumerId"');
    expect(sidsIn(production?.code ?? '')).toEqual(sidsIn(development?.code ?? ''));
  });

  it('skips modules that create no units', async () => {
    const file = root('shared/src/money.ts');
    expect(await addSids(readFileSync(file, 'utf8'), file, { production: true })).toBeNull();
  });

  it('gives the units of two calls of a declared factory different sids', () => {
    const pairs = [
      // createFeatureToggles (@portal/shared/features), called by two remotes.
      [carrierToggles, selectionToggles],
      // createSubmitCheck, createPaymentRetry and createPolling, each called by two models.
      [draftSubmitProblem, quoteSubmitProblem],
      [quoteRetrying, orderRetrying],
      [quotePolling.$answer, returnOrderPolling.$answer],
      // effector-react's createGate (from @portal/shared): the plugin gives each call its own sid.
      [SelectItemsGate.state, ConfirmItemsGate.state],
      [SelectItemsGate.open, ConfirmItemsGate.open],
    ];
    for (const [first, second] of pairs) {
      const [a, b] = [first, second].map((store) => (store as { sid: string | null }).sid);
      expect(a).toBeTruthy();
      expect(b).toBeTruthy();
      expect(a).not.toBe(b);
    }
  });

  it('wraps only the declared factories of a factory module, not the helpers beside them', async () => {
    const file = root('remote-carriers/src/model/carriers-draft.ts');
    const compiled = (await addSids(readFileSync(file, 'utf8'), file, { production: true }))?.code ?? '';
    expect(compiled).toMatch(/_withFactory\(\{\s*sid: "[^"]+",\s*fn: \(\) => trackCarrierStep\(/);
    expect(compiled).toMatch(/_withFactory\(\{\s*sid: "[^"]+",\s*fn: \(\) => createSubmitCheck\(/);
    expect(compiled).not.toMatch(/fn: \(\) => visibleKeys\(/);
  });
});
