/**
 * The browser suite's hold on the sandbox's answers: the sandbox checks every answer against the
 * platform's document (deploy/sandbox/openapi.yaml) and writes one that does not fit to this run's
 * misfits file; this reporter fails the run when the file has any, and names them.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullResult, Reporter } from '@playwright/test/reporter';
import { recordedMisfits } from '../../deploy/sandbox/src/platform/misfits';
import { SANDBOX_PORT } from './ports';

/** This run's misfits file (one per sandbox port, so runs side by side keep apart). */
export const SANDBOX_MISFITS_FILE = path.join(tmpdir(), `portal-sandbox-misfits-${SANDBOX_PORT}.jsonl`);

export default class SandboxContractReporter implements Reporter {
  private readonly file = SANDBOX_MISFITS_FILE;

  onBegin(): void {
    rmSync(this.file, { force: true });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const misfits = recordedMisfits(this.file);
    if (misfits.length === 0) return undefined;
    console.error(`\nThe sandbox gave ${misfits.length} answer(s) the platform's document does not allow:`);
    for (const misfit of new Set(misfits)) console.error(`  ${misfit}`);
    return { status: result.status === 'interrupted' ? 'interrupted' : 'failed' };
  }
}
