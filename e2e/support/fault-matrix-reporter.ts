/**
 * Prints the whole fault matrix (every call of `shared/src/testing/fault-matrix-calls.ts` × the six
 * faults) at the end of a run that ran any of its browser rows, so CI logs show every cell and where
 * it was tested: the browser rows from the cells `e2e/support/fault-matrix.ts` records as
 * annotations in this run, the vitest rows from the results the last vitest run wrote
 * (`deploy/scripts/fault-matrix-vitest-reporter.ts`). A cell with no result says so: `not run` for a
 * browser row left out of this run, `missing` for a vitest cell with no recorded run.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { FAULT_MATRIX_CALLS, FAULTS, VITEST_CELLS_PATH } from '../../shared/src/testing/fault-matrix-calls';
import { CELL_ANNOTATION } from './fault-matrix';

interface Cell {
  call: string;
  fault: string;
  result: string;
}
interface VitestCell extends Cell {
  file: string;
  ranAt: string;
}

function vitestCells(): VitestCell[] {
  try {
    const file = resolve(import.meta.dirname, '../..', VITEST_CELLS_PATH);
    return (JSON.parse(readFileSync(file, 'utf8')) as { cells: VitestCell[] }).cells;
  } catch {
    return [];
  }
}

/** Collects the browser cells of every test's last attempt and prints the table once all have run. */
export default class FaultMatrixReporter implements Reporter {
  private readonly browser = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = result.annotations ?? test.annotations;
    for (const { type, description } of annotations) {
      if (type !== CELL_ANNOTATION || !description) continue;
      const cell = JSON.parse(description) as Cell;
      this.browser.set(`${cell.call}\n${cell.fault}`, cell.result);
    }
  }

  onEnd(): void {
    if (this.browser.size === 0) return;
    const vitest = vitestCells();
    let passed = 0;
    const rows = FAULT_MATRIX_CALLS.map(({ call, where }) => {
      const cells = FAULTS.map((fault) => {
        let result: string;
        if (where === 'browser') result = `${this.browser.get(`${call}\n${fault}`) ?? 'not run'} (browser)`;
        else {
          const ran = vitest.find(
            (cell) => cell.call === call && cell.fault === fault && cell.file === where,
          );
          result = `${ran?.result ?? 'missing'} (vitest)`;
        }
        if (result.startsWith('pass ')) passed++;
        return result;
      });
      return { call, where, cells };
    });
    const stray = [...this.browser.keys()]
      .map((key) => key.split('\n')[0] as string)
      .filter((call) => FAULT_MATRIX_CALLS.every((row) => row.call !== call || row.where !== 'browser'));
    const width = Math.max(4, ...rows.map(({ call }) => call.length));
    const cellWidth = Math.max(...rows.flatMap(({ cells }) => cells.map((cell) => cell.length)));
    const header = `| ${'call'.padEnd(width)} | ${FAULTS.map((fault) => fault.padEnd(cellWidth)).join(' | ')} | tested in`;
    const rule = `|${'-'.repeat(width + 2)}|${FAULTS.map(() => '-'.repeat(cellWidth + 2)).join('|')}|----------`;
    const lines = rows.map(
      ({ call, where, cells }) =>
        `| ${call.padEnd(width)} | ${cells.map((cell) => cell.padEnd(cellWidth)).join(' | ')} | ${where === 'browser' ? 'e2e/tests/fault-matrix.spec.ts' : where}`,
    );
    const ranAt = vitest.map((cell) => cell.ranAt).sort();
    const total = rows.length * FAULTS.length;
    console.log(
      [
        '',
        `Fault matrix: ${rows.length} calls × ${FAULTS.length} faults, ${passed}/${total} cells pass` +
          (ranAt.length
            ? ` (vitest cells as run ${ranAt[0]} – ${ranAt.at(-1)})`
            : ' (no vitest cells recorded)'),
        header,
        rule,
        ...lines,
        ...(stray.length ? [`Browser rows not in the list: ${[...new Set(stray)].join(', ')}`] : []),
        '',
      ].join('\n'),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
