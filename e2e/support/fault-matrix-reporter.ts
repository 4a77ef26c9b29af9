/**
 * Prints the fault matrix (calls × faults, pass or FAIL) at the end of a run that ran any of its rows,
 * from the cells `e2e/support/fault-matrix.ts` records as annotations, so CI logs show every cell.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { CELL_ANNOTATION, FAULTS } from './fault-matrix';

interface Cell {
  call: string;
  fault: string;
  result: string;
}

/** Collects the cells of every test's last attempt and prints the table once all have run. */
export default class FaultMatrixReporter implements Reporter {
  private readonly rows = new Map<string, Map<string, string>>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = result.annotations ?? test.annotations;
    for (const { type, description } of annotations) {
      if (type !== CELL_ANNOTATION || !description) continue;
      const cell = JSON.parse(description) as Cell;
      const row = this.rows.get(cell.call) ?? new Map<string, string>();
      row.set(cell.fault, cell.result);
      this.rows.set(cell.call, row);
    }
  }

  onEnd(): void {
    if (this.rows.size === 0) return;
    const width = Math.max(4, ...[...this.rows.keys()].map((call) => call.length));
    const header = `| ${'call'.padEnd(width)} | ${FAULTS.map((fault) => fault.padEnd(11)).join(' | ')} |`;
    const rule = `|${'-'.repeat(width + 2)}|${FAULTS.map(() => '-'.repeat(13)).join('|')}|`;
    const lines = [...this.rows].map(
      ([call, cells]) =>
        `| ${call.padEnd(width)} | ${FAULTS.map((fault) => (cells.get(fault) ?? '—').padEnd(11)).join(' | ')} |`,
    );
    const cells = [...this.rows.values()].flatMap((row) => [...row.values()]);
    const passed = cells.filter((result) => result === 'pass').length;
    console.log(
      `\nFault matrix: ${this.rows.size} calls × ${FAULTS.length} faults, ${passed}/${cells.length} cells pass\n${header}\n${rule}\n${lines.join('\n')}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
