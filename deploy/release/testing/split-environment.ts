/**
 * A release folder whose environment splits one step 50/50 between `a` (1.0.0, the control) and `b`
 * (1.1.0) for each merchant given, begun at `since`: what the readout's tests compare, written as
 * `npm run deploy -- promote` would leave it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function splitEnvironment(options: {
  environment: string;
  step: string;
  merchants: readonly string[];
  since: string;
  releaseDir?: string;
}): string {
  const releaseDir = options.releaseDir ?? mkdtempSync(path.join(tmpdir(), 'split-releases-'));
  mkdirSync(path.join(releaseDir, 'environments'), { recursive: true });
  const state = {
    variants: [
      { name: 'a', version: '1.0.0', weight: 50 },
      { name: 'b', version: '1.1.0', weight: 50 },
    ],
    changedAt: options.since,
  };
  const merchants = Object.fromEntries(
    options.merchants.map((merchant) => [merchant, { [options.step]: state }]),
  );
  writeFileSync(
    path.join(releaseDir, 'environments', `${options.environment}.json`),
    JSON.stringify({ schemaVersion: 1, merchants }),
  );
  return releaseDir;
}
