/**
 * Records the fault matrix's vitest cells (`@portal/shared/testing/fault-cells`) for the printed table
 * (`e2e/support/fault-matrix-reporter.ts`), in `.tmp/fault-matrix/vitest-cells.json`. A run replaces
 * the cells of the files it ran and keeps the others, each with when it ran: a cell whose file has not
 * run (or no longer declares it) is missing from the file, and the table says so rather than pass.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { FAULTS, VITEST_CELLS_PATH, VITEST_ROW_PREFIX } from '../../shared/src/testing/fault-matrix-calls';

const ROOT = resolve(import.meta.dirname, '../..');
const VITEST_CELLS_FILE = resolve(ROOT, VITEST_CELLS_PATH);

/** One cell as vitest ran it (the table's reader, e2e/support/fault-matrix-reporter.ts, reads the same shape). */
interface VitestCell {
  call: string;
  fault: string;
  /** The test file, from the repository root. */
  file: string;
  result: 'pass' | 'FAIL' | 'not run';
  ranAt: string;
}

function readCells(): VitestCell[] {
  try {
    return (JSON.parse(readFileSync(VITEST_CELLS_FILE, 'utf8')) as { cells: VitestCell[] }).cells;
  } catch {
    return [];
  }
}

export default class FaultMatrixVitestReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const ranAt = new Date().toISOString();
    const files = new Set(modules.map((module) => relative(ROOT, module.moduleId).replaceAll('\\', '/')));
    const cells: VitestCell[] = [];
    for (const module of modules) {
      const file = relative(ROOT, module.moduleId).replaceAll('\\', '/');
      for (const test of module.children.allTests()) {
        const suite = test.parent.type === 'suite' ? test.parent.name : '';
        if (!suite.startsWith(VITEST_ROW_PREFIX) || !(FAULTS as readonly string[]).includes(test.name))
          continue;
        const state = test.result().state;
        const result = state === 'passed' ? 'pass' : state === 'failed' ? 'FAIL' : 'not run';
        cells.push({ call: suite.slice(VITEST_ROW_PREFIX.length), fault: test.name, file, result, ranAt });
      }
    }
    const previous = readCells();
    const kept = previous.filter((cell) => !files.has(cell.file));
    // A run that touched no row's file leaves the record as it was.
    if (cells.length === 0 && kept.length === previous.length) return;
    mkdirSync(dirname(VITEST_CELLS_FILE), { recursive: true });
    const temporary = `${VITEST_CELLS_FILE}.${process.pid}`;
    writeFileSync(temporary, `${JSON.stringify({ cells: [...kept, ...cells] }, null, 1)}\n`);
    renameSync(temporary, VITEST_CELLS_FILE);
  }
}
